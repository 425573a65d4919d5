// Every code a shared rule can answer: the catalogues (messages-en.ts; the client's i18n rules catalogue) hold a
// text for each, and a unit test checks that none is missing.
import { CLOUD_SETTINGS_CODES } from './cloud-settings.ts';
import { COMMUNITY_CODES } from './community.ts';
import { DNS_CODES } from './dns.ts';
import { DOMAIN_CODES } from './domain.ts';
import { MESSAGING_CODES } from './messaging.ts';
import { ADDRESS_CODES } from './postal-address.ts';
import type { RuleProblem } from './problem.ts';
import { STORAGE_CODES } from './storage.ts';

export const RULE_CODES = [
  ...DOMAIN_CODES,
  ...DNS_CODES,
  ...STORAGE_CODES,
  ...MESSAGING_CODES,
  ...CLOUD_SETTINGS_CODES,
  ...COMMUNITY_CODES,
  ...ADDRESS_CODES,
] as const;
export type RuleCode = (typeof RULE_CODES)[number];
export type AnyRuleProblem = RuleProblem<RuleCode>;
