// Messaging rules: phone numbers in E.164, SMS length (1–1600 characters) and how many parts an SMS takes (GSM-7
// or UCS-2, which is what it costs), email addresses, and the fields every message needs. Checked by the client
// before sending and by the mock.
import { problem, type RuleProblem } from './problem.ts';

export const MESSAGING_CODES = [
  'messaging.phone',
  'messaging.textEmpty',
  'messaging.smsTooLong',
  'messaging.emailTo',
  'messaging.subjectEmpty',
  'messaging.paramsEmpty',
] as const;
export type MessagingCode = (typeof MESSAGING_CODES)[number];
export type MessagingProblem = RuleProblem<MessagingCode>;

/** openapi CloudSmsInput.text maxLength (characters as a person counts them). */
export const SMS_MAX_CHARS = 1600;
/** OSBT has no decimals: one whole OSBT per SMS segment, email or WhatsApp message. */
export const PRICE_PER_UNIT = 1;
/** openapi CloudPhone: a + and 8–15 digits, the first not 0. */
const E164 = /^\+[1-9]\d{7,14}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// GSM 03.38: the basic set counts one character, the extension set two (escape + char).
const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENDED = '^{}\\[~]|€\f';

export interface SmsSegments {
  encoding: 'gsm7' | 'ucs2';
  /** GSM-7 septets, or UTF-16 code units (an emoji takes two). */
  units: number;
  /** 0 for an empty text. */
  segments: number;
  /** What one part holds: 160 or 153 in GSM-7, 70 or 67 in UCS-2 (a long text's parts carry a header). */
  perSegment: number;
}

/** SMS parts of a text: GSM-7 160 in one or 153 per part; anything outside GSM-7 makes it UCS-2 at 70 or 67. */
export function smsSegments(text: string): SmsSegments {
  let units = 0;
  for (const char of text) {
    if (GSM_BASIC.includes(char)) units += 1;
    else if (GSM_EXTENDED.includes(char)) units += 2;
    else {
      const n = text.length;
      return { encoding: 'ucs2', units: n, segments: n === 0 ? 0 : n <= 70 ? 1 : Math.ceil(n / 67), perSegment: n <= 70 ? 70 : 67 };
    }
  }
  return {
    encoding: 'gsm7',
    units,
    segments: units === 0 ? 0 : units <= 160 ? 1 : Math.ceil(units / 153),
    perSegment: units <= 160 ? 160 : 153,
  };
}

export function isE164(phone: string): boolean {
  return E164.test(phone);
}

/** A phone number as typed ("+234 801 234-5678") in E.164 ("+2348012345678"), or null when it cannot be one. */
export function toE164(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  return isE164(compact) ? compact : null;
}

export function isEmail(text: string): boolean {
  return EMAIL.test(text.trim());
}

export function phoneProblem(phone: string): MessagingProblem | null {
  return isE164(phone) ? null : problem('messaging.phone');
}

/** An SMS has 1–1600 characters, not only spaces. */
export function smsTextProblem(text: string): MessagingProblem | null {
  if (text.trim().length === 0) return problem('messaging.textEmpty');
  return [...text].length > SMS_MAX_CHARS ? problem('messaging.smsTooLong', { max: SMS_MAX_CHARS }) : null;
}

export function emailToProblem(to: string): MessagingProblem | null {
  return isEmail(to) ? null : problem('messaging.emailTo');
}

export function subjectProblem(subject: string): MessagingProblem | null {
  return subject.trim().length === 0 ? problem('messaging.subjectEmpty') : null;
}

export function bodyProblem(body: string): MessagingProblem | null {
  return body.trim().length === 0 ? problem('messaging.textEmpty') : null;
}

/** Every parameter of a WhatsApp template is filled in. */
export function paramsProblem(params: readonly string[]): MessagingProblem | null {
  return params.some((p) => p.trim().length === 0) ? problem('messaging.paramsEmpty') : null;
}

/** The keywords carriers act on in a reply (CTIA: STOP and its synonyms opt out, START opts back in, HELP is answered). */
export const STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'] as const;
export const START_WORDS = ['START', 'UNSTOP', 'YES'] as const;
export const HELP_WORDS = ['HELP', 'INFO'] as const;

/** What a reply asks of the sender: the whole message, trimmed and in any case, is the keyword; anything else is none. */
export function smsKeyword(reply: string): 'stop' | 'start' | 'help' | null {
  const word = reply.trim().toUpperCase();
  if ((STOP_WORDS as readonly string[]).includes(word)) return 'stop';
  if ((START_WORDS as readonly string[]).includes(word)) return 'start';
  return (HELP_WORDS as readonly string[]).includes(word) ? 'help' : null;
}
