// Where a calendar day begins in a time zone, the same for the client (activity filters by day) and the mock
// (monthly statements): a day or a month means the person's own midnight, not UTC's.

/** Milliseconds the zone is ahead of UTC at the instant `ms`. */
function zoneOffset(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(ms);
  const get = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * The first millisecond of a calendar day in a time zone. Month and day are 1-based and may overflow as in
 * Date.UTC (month 13 is January of the next year; day 32 the next month's first).
 */
export function zonedMidnight(year: number, month: number, day: number, timeZone: string): number {
  const guess = Date.UTC(year, month - 1, day);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = guess - zoneOffset(guess, timeZone);
  return guess - zoneOffset(first, timeZone);
}
