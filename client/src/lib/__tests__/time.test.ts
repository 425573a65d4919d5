// Times shown in the time zone preference, with a UTC fallback.
import { describe, it, expect } from 'vitest';
import { formatAgo, formatDay, formatRelative, formatTime, isValidTimeZone } from '../time';

const noonUtc = Date.UTC(2024, 0, 15, 12, 0, 0);

describe('time formatting in the time zone preference', () => {
  it('shows the time in the given zone', () => {
    expect(formatTime(noonUtc, { timeZone: 'Africa/Lagos', lang: 'en', style: 'time' })).toBe('1:00 PM');
    expect(formatTime(noonUtc, { timeZone: 'UTC', lang: 'en', style: 'time' })).toBe('12:00 PM');
    expect(formatTime(noonUtc, { timeZone: 'Asia/Tokyo', lang: 'pt', style: 'time' })).toBe('21:00');
  });

  it('an invalid zone falls back to UTC', () => {
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
    expect(formatTime(noonUtc, { timeZone: 'Mars/Olympus', lang: 'en', style: 'time' })).toBe('12:00 PM');
    expect(formatTime(noonUtc, { timeZone: null, lang: 'en', style: 'date' })).toBe('Jan 15, 2024');
  });

  it('relative times in the language', () => {
    expect(formatRelative(noonUtc - 3 * 60_000, noonUtc, 'en')).toBe('3 minutes ago');
    expect(formatRelative(noonUtc + 2 * 86_400_000, noonUtc, 'en')).toBe('in 2 days');
    expect(formatRelative(noonUtc, noonUtc, 'en')).toBe('now');
    expect(formatRelative(noonUtc - 86_400_000, noonUtc, 'pt')).toBe('ontem');
  });
});

describe('formatAgo (posts, comments, notifications)', () => {
  const MIN = 60_000;
  it('"há 5 min" / "5 min ago": short, in whole units rounded down, now under 45 s', () => {
    expect(formatAgo(noonUtc - 5 * MIN, noonUtc, 'pt')).toBe('há 5 min.');
    expect(formatAgo(noonUtc - 5 * MIN, noonUtc, 'en')).toBe('5 min. ago');
    expect(formatAgo(noonUtc - 59 * MIN - 59_000, noonUtc, 'pt')).toBe('há 59 min.');
    expect(formatAgo(noonUtc - 2 * 60 * MIN, noonUtc, 'pt')).toBe('há 2 h');
    expect(formatAgo(noonUtc - 30_000, noonUtc, 'pt')).toBe('agora');
    expect(formatAgo(noonUtc - 30_000, noonUtc, 'en')).toBe('now');
    expect(formatAgo(noonUtc + 20_000, noonUtc, 'en')).toBe('now');
    expect(formatAgo(noonUtc - 26 * 60 * MIN, noonUtc, 'pt')).toBe('ontem');
    expect(formatAgo(noonUtc - 3 * 24 * 60 * MIN, noonUtc, 'en')).toBe('3 days ago');
  });

  it("a week or older: the date in the person's zone", () => {
    const old = Date.UTC(2024, 0, 7, 23, 30);
    expect(formatAgo(old, noonUtc, 'pt', 'UTC')).toBe('7 de jan. de 2024');
    expect(formatAgo(old, noonUtc, 'en', 'Asia/Tokyo')).toBe('Jan 8, 2024');
  });
});

describe('formatDay', () => {
  it('"dates show in the person\'s format": a calendar day in the language, never moved by a time zone', () => {
    expect(formatDay('2026-11-30', 'pt')).toBe('30 de nov. de 2026');
    expect(formatDay('2026-11-30', 'en')).toBe('Nov 30, 2026');
    expect(formatDay('1990-01-01', 'en')).toBe('Jan 1, 1990');
  });
  it('shows what is not a real day as it is', () => {
    expect(formatDay('2026-02-30', 'pt')).toBe('2026-02-30');
    expect(formatDay('soon', 'en')).toBe('soon');
  });
});
