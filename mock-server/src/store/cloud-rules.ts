// The mock's side of the shared rules (contracts/rules): a broken rule becomes a 422 answering the rule's own code
// and params (their texts: contracts/rules/messages-en.ts), and the mock's view of the world's domain registry
// (which names are registered elsewhere).
import type { CloudSettingsProblem } from '../../../contracts/rules/cloud-settings.ts';
import type { DnsProblem } from '../../../contracts/rules/dns.ts';
import { addYears, parseDomain, parseFullDomain, type DomainProblem, type Tld } from '../../../contracts/rules/domain.ts';
import type { MessagingProblem } from '../../../contracts/rules/messaging.ts';
import type { StorageProblem } from '../../../contracts/rules/storage.ts';
import { unprocessable } from '../lib/errors.ts';

/** The shared rules the cloud enforces; each of their codes is documented on the operations that answer it. */
export type CloudRuleProblem = DomainProblem | DnsProblem | StorageProblem | MessagingProblem | CloudSettingsProblem;

/**
 * The codes the API answers: all of them but dns.priority, the form's check of a priority typed as text (the API's
 * priority is a number, which its schema checks). Naming the type makes the typecheck prove each one is documented.
 */
type AnsweredRuleCode = Exclude<CloudRuleProblem['code'], 'dns.priority'>;

/** Throws the 422 of the first problem found (checks run in order, each answering a problem or null). */
export function enforce(...found: (CloudRuleProblem | null)[]): void {
  const first = found.find((p) => p !== null);
  if (first) throw unprocessable(first.code as AnsweredRuleCode, first.params);
}

/** A search query or a full domain, split into its name and TLD (null when only a name was given); 422 when invalid. */
export function domainOf(text: string): { name: string; tld: Tld | null } {
  const parsed = parseDomain(text);
  if ('problem' in parsed) throw unprocessable(parsed.problem.code, parsed.problem.params);
  return parsed;
}

/** A full domain of a TLD we sell (for register and transfer); 422 when invalid. */
export function fullDomainOf(text: string): { name: string; tld: Tld; domain: string } {
  const parsed = parseFullDomain(text);
  if ('problem' in parsed) throw unprocessable(parsed.problem.code, parsed.problem.params);
  return parsed;
}

/** Names registered elsewhere (the mock's view of the world's registry): taken here, transferable in. */
const REGISTERED_ELSEWHERE = new Set([
  'google',
  'facebook',
  'example',
  'amazon',
  'apple',
  'github',
  'wikipedia',
  'openai',
  'shop',
  'mail',
  'cloud',
  'bank',
]);

/** Whether the world's registry holds the domain (deterministic: well-known names, and one in seven others by hash). */
export function registeredElsewhere(domain: string): boolean {
  const [name = ''] = domain.split('.');
  if (REGISTERED_ELSEWHERE.has(name) || name.length <= 2) return true;
  let hash = 0;
  for (const char of domain) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  return hash % 7 === 0;
}

/**
 * When a domain registered elsewhere expires at its current registrar: the next anniversary, after `now`, of a
 * registration day the name picks (deterministic, and it never moves while the clock does not pass it).
 */
export function elsewhereExpiry(domain: string, now: number): number {
  let hash = 7;
  for (const char of domain) hash = (hash * 131 + char.charCodeAt(0)) % 1_000_007;
  const registered = Date.UTC(2015, 0, 1) + (hash % 365) * 24 * 60 * 60 * 1000;
  let years = 1;
  while (addYears(registered, years) <= now) years += 1;
  return addYears(registered, years);
}
