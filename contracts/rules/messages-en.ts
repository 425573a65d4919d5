// The English text of every rule code: the mock's `message` and the client's English catalogue both read it.
// {name} placeholders take the problem's params. Portuguese lives in client/src/i18n/messages/rules.ts.
import type { AnyRuleProblem, RuleCode } from './codes.ts';
import { fillParams } from './problem.ts';

/** Spec section 5 quotes this message exactly (the limit it names is the field's, see community.ts). */
export const COMMUNITY_NAME_MESSAGE = 'Enter a valid name (3–25 letters, numbers, or underscores)';

export const RULE_MESSAGES_EN: Readonly<Record<RuleCode, string>> = {
  'domain.labelEmpty': 'Enter a name to search',
  'domain.labelTooLong': 'A domain name has at most {max} characters before the TLD',
  'domain.labelChars': 'Use only letters, digits and hyphens',
  'domain.labelHyphen': 'A domain name cannot start or end with a hyphen',
  'domain.labelReserved': 'Hyphens in the third and fourth places are reserved',
  'domain.tldNotSold': 'We sell {tlds} domains; .{tld} is not one of them',
  'domain.tldMissing': 'Enter the full domain, with its TLD (for example ada-shop.com)',
  'domain.authCode': 'The auth code is 6–32 characters with no spaces: ask your current registrar for it',
  'domain.renewTooFar': 'A domain can be registered at most {max} years ahead: renew for {most} year(s) or fewer',
  'domain.renewNone': 'This domain is already registered {max} years ahead',
  'domain.nameserverHost': '{host} is not a host name: write a nameserver as ns1.example.net',
  'domain.nameserverCount': 'Give {min} to {max} nameservers, or none to use ours',
  'domain.nameserverDuplicate': 'Each nameserver once, please: the list has a duplicate',

  'dns.name': 'The name must be @ or a host such as www or mail (letters, digits, hyphens; a leading *. for a wildcard)',
  'dns.a': 'An A record needs an IPv4 address such as 203.0.113.10',
  'dns.aaaa': 'An AAAA record needs an IPv6 address such as 2001:db8::1',
  'dns.cname': 'A CNAME record needs a host name such as app.example.net',
  'dns.cnameApex': 'The domain itself (@) cannot be a CNAME: use an A or AAAA record',
  'dns.mx': 'An MX record needs a mail server host name such as mail.example.net',
  'dns.mxPriority': 'An MX record needs a priority (0–{max}; lower is tried first)',
  'dns.priority': 'Enter a whole number from 0 to {max}',
  'dns.priorityNotMx': 'Only MX records take a priority',
  'dns.txtLength': 'A TXT record has 1 to {max} characters',
  'dns.txtChars': 'A TXT record takes printable ASCII characters only',

  'storage.bucketLength': 'A bucket name has {min} to {max} characters',
  'storage.bucketChars': 'Use only lowercase letters, digits, hyphens and dots',
  'storage.bucketEnds': 'A bucket name starts and ends with a letter or digit',
  'storage.bucketDots': 'A bucket name cannot have two dots in a row',
  'storage.bucketIp': 'A bucket name cannot look like an IP address',
  'storage.bucketXn': 'A bucket name cannot start with xn--',
  'storage.bucketReserved': 'S3 keeps names with {part} for itself: choose another name',
  'storage.keyEmpty': 'Give the object a name',
  'storage.keyTooLong': 'An object name has at most {max} characters',
  'storage.keyLeadingSlash': 'An object name cannot start with /',
  'storage.keyTrailingSlash': 'An object name cannot end with / (that is a folder)',
  'storage.keyEmptyFolder': 'An object name cannot have an empty folder (//)',
  'storage.keyControl': 'An object name cannot hold control characters',
  'storage.keyDotFolder': 'A folder cannot be named . or ..',
  'storage.prefixSlash': 'A folder ends with /',
  'storage.originInvalid': '{origin} is not an origin: write it as https://example.com (scheme and host, optional port)',
  'storage.originScheme': '{origin}: an origin starts with https:// or http://',
  'storage.originPath': '{origin}: write only the scheme, host and port, e.g. {expected}',
  'storage.originsTooMany': 'A bucket takes at most {max} allowed origins',
  'storage.originsDuplicate': 'Each allowed origin once, please: the list has a duplicate',
  'storage.lifecycleDays': 'Delete objects after 1 to {max} days',
  'storage.maxSize': 'The largest object size is 1 byte to {max} MB',

  'messaging.phone': 'Enter the number in international format: + then the country code and number, e.g. +2348012345678',
  'messaging.textEmpty': 'Write the message',
  'messaging.smsTooLong': 'An SMS has at most {max} characters',
  'messaging.emailTo': 'Enter a valid email address to send to, e.g. ben@example.com',
  'messaging.subjectEmpty': 'Write a subject',
  'messaging.paramsEmpty': 'Fill in every parameter',

  'settings.monthlyLimit': 'The monthly limit is a whole number of OSBT from 1 to 1,000,000',
  'settings.lowBalanceAlert': 'The low-balance alert is a whole number of OSBT from 1 to 1,000,000',
  'settings.smsSender': 'The SMS sender name is 3–11 letters and digits, starting with a letter (e.g. ADALABS)',
  'keys.labelEmpty': 'Give the key a label, e.g. CI deploys',
  'keys.labelTooLong': 'A label has at most {max} characters',
  'keys.labelDuplicate': 'You already have a key labelled {label}',
  'keys.scopesEmpty': 'Pick at least one scope for the key: {scopes}',

  'community.name': COMMUNITY_NAME_MESSAGE,
  'community.descriptionTooLong': 'A description has at most {max} characters',

  'address.label': 'Give the address a label such as Home or Work',
  'address.name': 'Enter the name of the person who receives (at least {min} characters)',
  'address.line1': 'Enter the street and number (at least {min} characters)',
  'address.city': 'Enter the city (at least {min} characters)',
  'address.country': 'Choose the country the address is in',
  'address.postalCode': 'Enter a postal code in the format used in that country',
  'address.phone': 'Enter the phone in international form: + then the country code and number (7 to 15 digits)',
  'address.bookFull': 'Your address book is full: delete an address to add another (at most {max})',
};

/** The English sentence of a problem, as the mock answers it. */
export function ruleMessage(found: AnyRuleProblem): string {
  return fillParams(RULE_MESSAGES_EN[found.code], found.params);
}
