// Issue #28: "the client shows the catalogue's text for that code in the person's language (pt and en), and falls
// back to the server's `message` only for a code it does not know … A test walks every code the spec documents
// and fails when pt or en lacks it."
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { codeText, registerCodeTexts, type CodeTexts } from '../api-text';
import { loadCodeTexts } from '../api-text-load';
import { language } from '../../state/language';

const spec = parse(readFileSync(resolve(import.meta.dirname, '../../../../openapi.yaml'), 'utf8')) as {
  components: { schemas: { ApiCode: { enum: string[] } } };
};
const documented = spec.components.schemas.ApiCode.enum;
const tables = Object.values(import.meta.glob<{ texts: CodeTexts }>('../api/*.ts', { eager: true })).map((module) => module.texts);

afterEach(() => {
  language.value = 'pt';
});

describe('API code texts', () => {
  it.each(['pt', 'en'] as const)('has a %s text for every code openapi.yaml documents', (lang) => {
    const missing = documented.filter((code) => !tables.some((table) => table[lang][code] !== undefined));
    expect(missing).toEqual([]);
  });

  it('loads a prefix table on demand and shows the reader its language, params filled', async () => {
    await loadCodeTexts('field.tooLong');
    language.value = 'pt';
    expect(codeText('field.tooLong', { field: 'text', limit: 150 })).toBe('«text» pode ter no máximo 150 caracteres');
    language.value = 'en';
    expect(codeText('field.tooLong', { field: 'text', limit: 150 })).toBe('text: must be at most 150 characters');
  });

  it('shows a validation failure as words, never the pattern the value broke', async () => {
    await loadCodeTexts('field.pattern');
    expect(codeText('field.pattern', { field: 'id' })).toBe('«id»: o valor não está no formato esperado');
    expect(codeText('field.pattern', { field: 'id' })).not.toMatch(/[\^$[\]]/);
  });

  it('knows nothing of a code no table has (the caller falls back to the server message)', async () => {
    await loadCodeTexts('future.somethingNew');
    expect(codeText('future.somethingNew')).toBeUndefined();
  });

  it('writes the numbers a text names as the reader does, decimals as sent ("1.00 USD" read "1,00 USD" in pt)', () => {
    registerCodeTexts({ pt: { 'test.minimum': 'O mínimo é {min} {asset}, {count} vezes ({key})' }, en: {} });
    language.value = 'pt';
    expect(codeText('test.minimum', { min: '1.00', asset: 'USD', count: 1500, key: 'a' })).toBe('O mínimo é 1,00 USD, 1.500 vezes (a)');
    expect(codeText('test.minimum', { min: '15500.00', asset: 'USD', count: 2, key: 'a' })).toBe('O mínimo é 15.500,00 USD, 2 vezes (a)');
    // Whole units of an asset without decimals (OSBT) are amounts too. Not amounts: an object key that looks like a
    // decimal, an IP address.
    expect(codeText('test.minimum', { min: '12345', asset: '203.0.113.10', count: 0, key: '2024.01' })).toBe(
      'O mínimo é 12.345 203.0.113.10, 0 vezes (2024.01)',
    );
  });

  it("writes an instant the API sends (ISO 8601, UTC) as a date and time in the reader's language, never the raw instant", () => {
    registerCodeTexts({ pt: { 'test.until': 'Suspensa até {until}' }, en: { 'test.until': 'Suspended until {until}' } });
    language.value = 'pt';
    expect(codeText('test.until', { until: '2026-11-29T12:00:00.000Z' })).toMatch(/^Suspensa até 29 de nov\. de 2026,? \d{2}:\d{2}$/);
    language.value = 'en';
    expect(codeText('test.until', { until: '2026-11-29T12:00:00.000Z' })).toMatch(/^Suspended until Nov 29, 2026,? \d{1,2}:\d{2}\s[AP]M$/);
    // Not an instant: left as sent.
    expect(codeText('test.until', { until: 'tomorrow' })).toBe('Suspended until tomorrow');
  });

  it('falls back to the English text where a table has no Portuguese for a code', () => {
    registerCodeTexts({ pt: {}, en: { 'test.onlyEnglish': 'Only in English' } });
    expect(codeText('test.onlyEnglish')).toBe('Only in English');
  });
});
