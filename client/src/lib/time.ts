// Displayed times: every time shown goes through the person's time zone preference (User.timeZone).

/** The zone used when a preference names no zone Intl knows. */
export const FALLBACK_TIME_ZONE = 'UTC';

export type TimeStyle = 'datetime' | 'date' | 'time';

export interface FormatTimeOptions {
  timeZone?: string | null;
  lang: string;
  style?: TimeStyle;
}

const STYLES: Record<TimeStyle, Intl.DateTimeFormatOptions> = {
  datetime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  time: { timeStyle: 'short' },
};

// Chat and activity lists format hundreds of times; one formatter per (lang, zone, style) is reused.
const formats = new Map<string, Intl.DateTimeFormat>();

// Building an Intl formatter to test a zone costs about as much as formatting with it, and lists check the same
// zone for every row: remember each answer.
const knownZones = new Map<string, boolean>();

export function isValidTimeZone(zone: string | null | undefined): zone is string {
  if (!zone) return false;
  let valid = knownZones.get(zone);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      valid = true;
    } catch {
      valid = false;
    }
    knownZones.set(zone, valid);
  }
  return valid;
}

/** The browser's own zone, used before a signed-in user's preference is known. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return isValidTimeZone(zone) ? zone : FALLBACK_TIME_ZONE;
}

function dateFormat(lang: string, timeZone: string, style: TimeStyle): Intl.DateTimeFormat {
  const id = `${lang}|${timeZone}|${style}`;
  let format = formats.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { ...STYLES[style], timeZone });
    formats.set(id, format);
  }
  return format;
}

export function formatTime(ms: number, { timeZone, lang, style = 'datetime' }: FormatTimeOptions): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
  return dateFormat(lang, zone, style).format(ms);
}

/**
 * A calendar day (YYYY-MM-DD: a due date, a date of birth) in the person's language ("30 de nov. de 2026"). A day
 * is not an instant, so no time zone moves it; a string that is not a real day is shown as it is.
 */
export function formatDay(day: string, lang: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return day;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  if (new Date(at).toISOString().slice(0, 10) !== day) return day;
  return dateFormat(lang, 'UTC', 'date').format(at);
}

const SECOND = 1000;
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600 * SECOND],
  ['month', 30 * 24 * 3600 * SECOND],
  ['week', 7 * 24 * 3600 * SECOND],
  ['day', 24 * 3600 * SECOND],
  ['hour', 3600 * SECOND],
  ['minute', 60 * SECOND],
  ['second', SECOND],
];

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

/** "3 minutes ago", "in 2 days", "now" — relative times need no zone. */
export function formatRelative(ms: number, now: number, lang: string): string {
  let format = relativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto' });
    relativeFormats.set(lang, format);
  }
  const diff = ms - now;
  for (const [unit, size] of UNITS) {
    if (Math.abs(diff) >= size || unit === 'second') return format.format(Math.round(diff / size), unit);
  }
  return format.format(0, 'second');
}

const shortRelativeFormats = new Map<string, Intl.RelativeTimeFormat>();
/** A week: older times are shown as their date ("3 de nov. de 2026"), as Mastodon and Telegram do. */
const AGO_LIMIT_MS = 7 * 24 * 3600 * SECOND;
/** Under this, "agora" / "now" rather than a count of seconds that changes under the reader's eyes. */
const JUST_NOW_MS = 45 * SECOND;

/**
 * A post's, comment's or notification's time, short ("há 5 min.", "5 min. ago", "ontem", "agora"); the date in the
 * person's zone once it is a week old. A time slightly in the future (another device's clock) reads as now.
 */
export function formatAgo(ms: number, now: number, lang: string, timeZone?: string | null): string {
  const age = now - ms;
  if (age >= AGO_LIMIT_MS) return formatTime(ms, { timeZone, lang, style: 'date' });
  let format = shortRelativeFormats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang, { numeric: 'auto', style: 'short' });
    shortRelativeFormats.set(lang, format);
  }
  if (age < JUST_NOW_MS) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    // Whole units, rounded down: 59 minutes is "59 min", not "1 h".
    if (age >= size) return format.format(-Math.floor(age / size), unit);
  }
  return format.format(0, 'second');
}
