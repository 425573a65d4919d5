// The IANA zones a person can choose (Intl's list), always including the one already saved.

const FALLBACK_ZONES = ['UTC'];

export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
  const zones = new Set(known);
  zones.add('UTC');
  zones.add(current);
  return [...zones].sort();
}
