// Every code a shared rule (contracts/rules) can answer has a Portuguese and an English text in the client's rules
// catalogue and an English text in the mock's (the same module), and the spec's quoted message is kept exactly.
import { afterEach, describe, expect, it } from 'vitest';
import { RULE_CODES } from '../../../../contracts/rules/codes';
import { RULE_MESSAGES_EN } from '../../../../contracts/rules/messages-en';
import { language } from '../../state/language';
import { rules } from '../messages/rules';
import { ruleText } from '../rule-text';
import type { Entry } from '../catalogue';

afterEach(() => {
  language.value = 'pt';
});

/** A text, or a plural entry's `other` form (the forms of an entry differ in words, not in placeholders). */
const text = (entry: Entry): string => (typeof entry === 'string' ? entry : entry.other);
const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort();

describe('rule messages', () => {
  it('has a pt and an en text for every rule code in the client catalogue, and an English one in the mock catalogue', () => {
    for (const code of RULE_CODES) {
      expect(text(rules.pt[code]).trim(), `pt ${code}`).toBeTruthy();
      expect(text(rules.en[code]).trim(), `en ${code}`).toBeTruthy();
      expect(RULE_MESSAGES_EN[code]?.trim(), `mock ${code}`).toBeTruthy();
    }
    expect(Object.keys(rules.pt).sort()).toEqual([...RULE_CODES].sort());
  });

  it('the Portuguese texts use only the placeholders the English ones fill', () => {
    for (const code of RULE_CODES) {
      const en = placeholders(RULE_MESSAGES_EN[code]);
      for (const name of placeholders(text(rules.pt[code]))) expect(en, `${code} {${name}}`).toContain(name);
    }
  });

  it('keeps the spec’s "Enter a valid name (3–25 letters, numbers, or underscores)" byte-exact in both languages', () => {
    const quoted = 'Enter a valid name (3–25 letters, numbers, or underscores)';
    expect(ruleText({ code: 'community.name' })).toBe(quoted);
    language.value = 'en';
    expect(ruleText({ code: 'community.name' })).toBe(quoted);
  });

  it('shows a problem in the reader’s language with its params', () => {
    expect(ruleText({ code: 'storage.lifecycleDays', params: { max: 3650 } })).toBe('Exclua objetos depois de 1 a 3650 dias');
    language.value = 'en';
    expect(ruleText({ code: 'storage.lifecycleDays', params: { max: 3650 } })).toBe('Delete objects after 1 to 3650 days');
  });

  it('counts the years a domain can still be renewed for: "1 ano", never "1 ano(s)"', () => {
    expect(ruleText({ code: 'domain.renewTooFar', params: { max: 10, most: 1 } })).toBe(
      'Um domínio pode ser registrado no máximo 10 anos à frente: renove por 1 ano ou menos',
    );
    expect(ruleText({ code: 'domain.renewTooFar', params: { max: 10, most: 3 } })).toBe(
      'Um domínio pode ser registrado no máximo 10 anos à frente: renove por 3 anos ou menos',
    );
    language.value = 'en';
    expect(ruleText({ code: 'domain.renewTooFar', params: { max: 10, most: 1 } })).toBe(
      'A domain can be registered at most 10 years ahead: renew for 1 year or fewer',
    );
  });
});
