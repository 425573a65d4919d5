// Cloud settings and API keys: limits in whole OSBT from 1 to 1,000,000 or none, the SMS sender name carriers take,
// a key's label (not blank, at most 40, not taken in any case) and at least one scope.
import { describe, expect, it } from 'vitest';
import { keyLabelProblem, MAX_OSBT_SETTING, osbtSettingProblem, scopesProblem, smsSenderProblem } from '../cloud-settings.ts';
import { ruleMessage } from '../messages-en.ts';

describe('cloud settings', () => {
  it('takes a limit of 1 to 1,000,000 whole OSBT, or none', () => {
    for (const ok of [null, 1, MAX_OSBT_SETTING]) expect(osbtSettingProblem('monthlyLimit', ok), String(ok)).toBeNull();
    for (const bad of [0, MAX_OSBT_SETTING + 1, 12.5, Number.NaN])
      expect(osbtSettingProblem('lowBalanceAlert', bad), String(bad)).toEqual({ code: 'settings.lowBalanceAlert' });
    // The English text writes the limit out; it must be this one.
    expect(ruleMessage({ code: 'settings.monthlyLimit' })).toContain(MAX_OSBT_SETTING.toLocaleString('en'));
  });

  it('takes an SMS sender name of 3–11 letters and digits, starting with a letter', () => {
    for (const ok of ['OSB', ' ADALABS ', 'Ada2026']) expect(smsSenderProblem(ok), ok).toBeNull();
    for (const bad of ['AB', '1ADA', 'ADALOVELACE1', 'ADA LABS'])
      expect(smsSenderProblem(bad), bad).toEqual({ code: 'settings.smsSender' });
  });
});

describe('API keys', () => {
  it('needs a label of at most 40 characters that no live key has', () => {
    expect(keyLabelProblem('Deploy', ['CI'])).toBeNull();
    expect(keyLabelProblem('   ', [])).toEqual({ code: 'keys.labelEmpty' });
    expect(keyLabelProblem('x'.repeat(41), [])).toEqual({ code: 'keys.labelTooLong', params: { max: 40 } });
    expect(keyLabelProblem(' ci ', ['CI'])).toEqual({ code: 'keys.labelDuplicate', params: { label: 'ci' } });
  });

  it('needs at least one scope', () => {
    expect(scopesProblem(['storage'])).toBeNull();
    expect(scopesProblem([])).toEqual({ code: 'keys.scopesEmpty', params: { scopes: 'messaging, storage, domains' } });
  });
});
