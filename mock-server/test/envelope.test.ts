// The reply serializer: byte for byte what JSON.stringify writes, whether or not it reuses a rate table's JSON.
import { describe, expect, it } from 'vitest';
import { errorEnvelope, ok, serializeEnvelope } from '../src/lib/envelope.ts';
import { PAY_RATES } from '../src/seed/pay-assets.ts';
import { RATES } from '../src/seed/rates.ts';

const user = { uid: 'u0000000001', userName: 'ada', assets: { OSBT: 50000.5 }, playData: null, todo: '' };

describe('serializeEnvelope', () => {
  it('writes an envelope with a frozen rate table exactly as JSON.stringify does', () => {
    for (const payload of [
      ok('common.ok', user, RATES),
      ok('common.ok', { assets: [] }, PAY_RATES),
      ok('post.created', { text: 'Said "hi" \u2028' }, RATES),
    ]) {
      expect(serializeEnvelope(payload)).toBe(JSON.stringify(payload));
    }
  });

  it('writes the same table again the same way, and anything that is not such an envelope as JSON.stringify does', () => {
    expect(serializeEnvelope(ok('common.ok', 1, RATES))).toBe(JSON.stringify(ok('common.ok', 1, RATES)));
    expect(serializeEnvelope(ok('post.created', 2, RATES))).toBe(JSON.stringify(ok('post.created', 2, RATES)));
    expect(serializeEnvelope(ok('common.ok', 3, RATES))).toBe(JSON.stringify(ok('common.ok', 3, RATES)));
    expect(JSON.parse(serializeEnvelope(ok('common.ok', 3, RATES)))).toMatchObject({ code: 'common.ok', message: 'OK' });
    const unfrozen = { ...RATES, USD: 2 };
    const others: unknown[] = [
      ok('common.ok', user, unfrozen),
      { ...ok('common.ok', user, RATES), page: 2 },
      { status: 'success', message: 'OK', data: undefined, rates: RATES },
      ok('common.ok', user),
      errorEnvelope('request.noEndpoint', 'No such endpoint'),
      [1, 2],
      'text',
      null,
    ];
    for (const payload of others) expect(serializeEnvelope(payload)).toBe(JSON.stringify(payload));
  });
});
