// Times in the inbox, always in the signed-in person's time zone (User.timeZone): a clock time for today,
// a short numeric date otherwise (the narrow list panel has no room for a long one).
import { formatTime, isValidTimeZone, FALLBACK_TIME_ZONE } from '../../../lib/time';

export function dayKey(ms: number, timeZone: string | null | undefined, lang: string): string {
  return formatTime(ms, { timeZone, lang, style: 'date' });
}

const shortDates = new Map<string, Intl.DateTimeFormat>();

function shortDate(ms: number, timeZone: string | null | undefined, lang: string, withYear: boolean): string {
  const zone = isValidTimeZone(timeZone) ? timeZone : FALLBACK_TIME_ZONE;
  const id = `${lang}|${zone}|${withYear}`;
  let format = shortDates.get(id);
  if (!format) {
    format = new Intl.DateTimeFormat(lang, { day: '2-digit', month: '2-digit', ...(withYear ? { year: '2-digit' } : {}), timeZone: zone });
    shortDates.set(id, format);
  }
  return format.format(ms);
}

/** "14:05" today, "03/10" earlier this year, "03/10/25" before. */
export function listTime(ms: number, now: number, timeZone: string | null | undefined, lang: string): string {
  if (dayKey(ms, timeZone, lang) === dayKey(now, timeZone, lang)) return formatTime(ms, { timeZone, lang, style: 'time' });
  // en-CA formats as yy-mm-dd whatever the person's language: the first part is the year.
  const year = (at: number) => shortDate(at, timeZone, 'en-CA', true).slice(0, 2);
  return shortDate(ms, timeZone, lang, year(ms) !== year(now));
}
