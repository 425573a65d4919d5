// The reader's text for an API code (the envelope's `code`, documented in openapi.yaml), from the tables registered
// so far: one per code prefix under i18n/api/, loaded by api-text-load.ts the first time a code of its prefix
// arrives. A code no table knows has no text here: the caller falls back to the server's message.
import type { components } from '../../../contracts/api/schema';
import { language } from '../state/language';
import { user } from '../state/session';
import type { Entry } from './catalogue';
import { fill } from './index';

export type ApiCode = components['schemas']['ApiCode'];
export type CodeParams = Readonly<Record<string, string | number>>;
/** Each table's own module types its pt side as Record<its codes, string>, so a missing text fails the typecheck. */
export interface CodeTexts {
  readonly pt: Readonly<Partial<Record<string, Entry>>>;
  readonly en: Readonly<Partial<Record<string, Entry>>>;
}

const tables: CodeTexts[] = [];

/** Registers a table (the loaded modules do it; tests may too). */
export function registerCodeTexts(texts: CodeTexts): void {
  if (!tables.includes(texts)) tables.push(texts);
}

const DECIMAL = /^\d+(?:\.(\d+))?$/;
/** The params the API sends as decimal text: amounts (never a key, label or name that happens to look like one). */
const AMOUNTS = new Set(['amount', 'available', 'fee', 'fiat', 'given', 'left', 'max', 'min', 'needed', 'owed', 'taken', 'total']);
/** The params the API sends as an instant (ISO 8601, UTC): written in the reader's time zone and language. */
const INSTANTS = new Set(['until']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z$/;

/**
 * An instant as lib/time's formatTime writes it ('datetime' style) in the person's zone, else the browser's. Written
 * out here rather than imported: this module is in every page's first load, lib/time and the preferences are not.
 */
function instantText(ms: number, lang: string): string {
  const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(lang, { ...options, timeZone: user.peek()?.timeZone ?? undefined }).format(ms);
  } catch {
    // A zone Intl does not know.
    return new Intl.DateTimeFormat(lang, options).format(ms);
  }
}

/**
 * Params as the reader writes numbers and times: the API sends an amount as decimal text ("15500.00") and a limit
 * as a number; in Portuguese they read "15.500,00" and "1.000". Decimals are kept as sent, never rounded. An
 * instant ("2026-11-29T12:00:00.000Z") reads "29 de nov. de 2026, 09:00" in the reader's zone.
 */
function localParams(params: CodeParams, lang: string): CodeParams {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params)) {
    if (typeof value === 'string' && INSTANTS.has(name) && ISO_INSTANT.test(value)) {
      out[name] = instantText(Date.parse(value), lang);
      continue;
    }
    // An asset without decimals (OSBT, JPY) sends whole units ("90450"): still an amount, written "90.450" in pt.
    const match = typeof value === 'string' && AMOUNTS.has(name) ? DECIMAL.exec(value) : null;
    const decimals = match ? (match[1]?.length ?? 0) : undefined;
    out[name] =
      typeof value === 'number' || decimals !== undefined
        ? Number(value).toLocaleString(lang, { minimumFractionDigits: decimals ?? 0, maximumFractionDigits: decimals ?? 20 })
        : value;
  }
  return out;
}

/** The code's text in the reader's language (English when the table lacks it), params filled; undefined if unknown. */
export function codeText(code: string, params?: CodeParams): string | undefined {
  const lang = language.peek();
  for (const table of tables) {
    const entry = table[lang][code] ?? table.en[code];
    if (entry !== undefined) return fill(entry, params && localParams(params, lang), lang);
  }
  return undefined;
}
