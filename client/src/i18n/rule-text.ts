// The text of a shared rule's problem (contracts/rules) in the reader's language: registers the rules catalogue
// (i18n/messages/rules.ts) for whoever shows one.
import type { AnyRuleProblem } from '../../../contracts/rules/codes';
import { registerMessages } from './catalogue';
import { t } from './index';
import { rules } from './messages/rules';

registerMessages('rules', rules);

export function ruleText(found: AnyRuleProblem): string {
  if (found.code === 'domain.renewTooFar') return t('rules.domain.renewTooFar', { ...found.params, count: Number(found.params?.most) });
  return t(`rules.${found.code}`, found.params);
}
