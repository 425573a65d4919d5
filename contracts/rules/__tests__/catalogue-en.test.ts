// The mock's English catalogue has a text for every rule code, and each text's placeholders are ones the rule fills.
import { describe, expect, it } from 'vitest';
import { RULE_CODES } from '../codes.ts';
import { RULE_MESSAGES_EN, ruleMessage } from '../messages-en.ts';

describe('English rule messages', () => {
  it('has a text for every code and none for a code no rule answers', () => {
    for (const code of RULE_CODES) expect(RULE_MESSAGES_EN[code]?.trim(), code).toBeTruthy();
    expect(Object.keys(RULE_MESSAGES_EN).sort()).toEqual([...RULE_CODES].sort());
  });

  it('codes are unique', () => {
    expect(new Set(RULE_CODES).size).toBe(RULE_CODES.length);
  });

  it('fills placeholders from the params, and leaves a missing one visible', () => {
    expect(ruleMessage({ code: 'domain.labelTooLong', params: { max: 63 } })).toBe(
      'A domain name has at most 63 characters before the TLD',
    );
    expect(ruleMessage({ code: 'domain.labelTooLong' })).toBe('A domain name has at most {max} characters before the TLD');
  });
});
