// The id formats pages check in their address are openapi.yaml's own patterns.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DOMAIN_ID, P2P_ORDER_ID, PLACE_CODE, SUPPORT_TICKET_ID, USER_ID } from '../ids.ts';

const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
  components: { schemas: Record<string, { pattern?: string }> };
};
const pattern = (name: string): string | undefined => spec.components.schemas[name]?.pattern;

describe('id formats agree with openapi.yaml', () => {
  it.each([
    ['PayP2pOrderId', P2P_ORDER_ID],
    ['CloudDomainId', DOMAIN_ID],
    ['Uid', USER_ID],
    ['SupportTicketId', SUPPORT_TICKET_ID],
    ['MapPlaceCode', PLACE_CODE],
  ])('%s', (name, regex) => {
    expect(pattern(name)).toBe(regex.source);
  });

  it('tells the seed’s ids from the malformed ones the issue quotes', () => {
    expect(P2P_ORDER_ID.test('od00000001')).toBe(true);
    expect(P2P_ORDER_ID.test('zzz')).toBe(false);
    expect(DOMAIN_ID.test('nope')).toBe(false);
    expect(USER_ID.test('u0000000002')).toBe(true);
  });
});
