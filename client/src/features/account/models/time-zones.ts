// The IANA zones a person can choose (Intl's list, always including the one already saved), each with its city in
// the person's words, its UTC offset now ("São Paulo (UTC−03:00)") and its name in their language ("Horário de
// Brasília"), searchable by any of those, the IANA id or a common city the zone covers.

const FALLBACK_ZONES = ['UTC'];

/** Common cities a zone covers (and exonyms in Portuguese), so a search for "Rio" or "Nova York" finds them. */
const CITIES: Readonly<Record<string, readonly string[]>> = {
  'America/Sao_Paulo': ['São Paulo', 'Rio de Janeiro', 'Brasília', 'Belo Horizonte', 'Curitiba', 'Porto Alegre'],
  'America/Bahia': ['Salvador'],
  'America/Belem': ['Belém'],
  'America/Fortaleza': ['Fortaleza'],
  'America/Recife': ['Recife'],
  'America/Manaus': ['Manaus'],
  'America/New_York': ['New York', 'Nova York', 'Washington', 'Boston', 'Miami'],
  'America/Chicago': ['Chicago', 'Houston', 'Dallas'],
  'America/Los_Angeles': ['Los Angeles', 'San Francisco', 'Seattle'],
  'America/Mexico_City': ['Mexico City', 'Cidade do México'],
  'America/Bogota': ['Bogotá'],
  'America/Argentina/Buenos_Aires': ['Buenos Aires'],
  'Europe/London': ['London', 'Londres'],
  'Europe/Lisbon': ['Lisbon', 'Lisboa', 'Porto'],
  'Europe/Madrid': ['Madrid', 'Barcelona'],
  'Europe/Paris': ['Paris'],
  'Europe/Berlin': ['Berlin', 'Berlim'],
  'Europe/Rome': ['Rome', 'Roma', 'Milan', 'Milão'],
  'Africa/Lagos': ['Lagos', 'Abuja'],
  'Africa/Nairobi': ['Nairobi'],
  'Africa/Johannesburg': ['Johannesburg', 'Joanesburgo', 'Cape Town', 'Cidade do Cabo'],
  'Africa/Cairo': ['Cairo'],
  'Africa/Luanda': ['Luanda'],
  'Africa/Maputo': ['Maputo'],
  'Asia/Kolkata': ['Mumbai', 'Delhi', 'Bangalore', 'Kolkata', 'Calcutá'],
  'Asia/Shanghai': ['Beijing', 'Pequim', 'Shanghai', 'Xangai', 'Shenzhen'],
  'Asia/Tokyo': ['Tokyo', 'Tóquio'],
  'Asia/Dubai': ['Dubai'],
  'Asia/Singapore': ['Singapore', 'Singapura'],
  'Asia/Jakarta': ['Jakarta', 'Jacarta'],
  'Australia/Sydney': ['Sydney', 'Melbourne'],
};

export interface ZoneChoice {
  zone: string;
  /** The city the list shows: the zone's own (with its accents when we know them). */
  city: string;
  /** Minutes east of UTC at the moment asked. */
  offset: number;
  /** "São Paulo (UTC−03:00)". */
  label: string;
  /** The zone's name in the person's language ("Horário de Brasília"), when Intl has one. */
  name: string;
  /** Everything a search matches, folded (lowercase, no accents). */
  haystack: string;
}

/** Lowercase without accents, so "sao paulo" finds "São Paulo". */
export const fold = (text: string): string => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** "UTC−03:00", "UTC+05:30", "UTC" (a real minus sign, as typography wants). */
export function formatOffset(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes < 0 ? '−' : '+';
  const abs = Math.abs(minutes);
  return `UTC${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** The zone's offset from UTC at `at`, in minutes (Intl's "GMT-03:00"). */
export function offsetOf(zone: string, at: number): number {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function genericName(zone: string, lang: string, at: number): string {
  try {
    return (
      new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' })
        .formatToParts(at)
        .find((p) => p.type === 'timeZoneName')?.value ?? ''
    );
  } catch {
    return '';
  }
}

export function timeZoneChoices(current: string): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : FALLBACK_ZONES;
  const zones = new Set(known);
  zones.add('UTC');
  zones.add(current);
  return [...zones].sort();
}

/** Every choice with its city, offset and name at `at`, west to east, then by city. */
export function zoneChoices(current: string, lang: string, at: number): ZoneChoice[] {
  return timeZoneChoices(current)
    .map((zone) => {
      const aliases = CITIES[zone] ?? [];
      const city = aliases[0] ?? (zone.split('/').at(-1) ?? zone).replaceAll('_', ' ');
      const offset = offsetOf(zone, at);
      const name = genericName(zone, lang, at);
      const label = zone === 'UTC' ? 'UTC' : `${city} (${formatOffset(offset)})`;
      return {
        zone,
        city,
        offset,
        label,
        name,
        haystack: fold(
          [zone.replaceAll('_', ' '), city, ...aliases, name, formatOffset(offset), formatOffset(offset).replace('−', '-')].join(' | '),
        ),
      };
    })
    .sort((a, b) => a.offset - b.offset || a.city.localeCompare(b.city, lang));
}

/** The choices a search keeps (every word must match somewhere), always with the one chosen now. */
export function searchZones(choices: readonly ZoneChoice[], query: string, chosen: string): ZoneChoice[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...choices];
  return choices.filter((c) => c.zone === chosen || words.every((w) => c.haystack.includes(w)));
}
