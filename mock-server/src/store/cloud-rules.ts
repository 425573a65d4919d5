// The mock's side of the shared rules (contracts/rules): a broken rule becomes a 422 with the English catalogue's
// message, and the mock's view of the world's domain registry (which names are registered elsewhere).
import type { AnyRuleProblem } from '../../../contracts/rules/codes.ts';
import { parseDomain, parseFullDomain, type Tld } from '../../../contracts/rules/domain.ts';
import { ruleMessage } from '../../../contracts/rules/messages-en.ts';
import { unprocessable } from '../lib/errors.ts';

/** Throws the 422 of the first problem found (checks run in order, each answering a problem or null). */
export function enforce(...found: (AnyRuleProblem | null)[]): void {
  const first = found.find((p) => p !== null);
  if (first) throw unprocessable(ruleMessage(first));
}

/** A search query or a full domain, split into its name and TLD (null when only a name was given); 422 when invalid. */
export function domainOf(text: string): { name: string; tld: Tld | null } {
  const parsed = parseDomain(text);
  if ('problem' in parsed) throw unprocessable(ruleMessage(parsed.problem));
  return parsed;
}

/** A full domain of a TLD we sell (for register and transfer); 422 when invalid. */
export function fullDomainOf(text: string): { name: string; tld: Tld; domain: string } {
  const parsed = parseFullDomain(text);
  if ('problem' in parsed) throw unprocessable(ruleMessage(parsed.problem));
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
