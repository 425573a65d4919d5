// Tags of any language (contracts/rules/tags.ts), as issue #29 asks: "Tags and hashtags accept letters of any
// language: the Tags field's own hint says "ex.: música viagem" but "música" is dropped silently".
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { TAG_PATTERN, TAG_PATTERN_SOURCE, normalizeTag, parseTagWords, tagOf } from '../tags.ts';

describe('tags of any language (issue #29)', () => {
  it('keeps "música" and "viagem", the words of the field\'s own hint "ex.: música viagem"', () => {
    expect(parseTagWords('música viagem')).toEqual({ tags: ['música', 'viagem'], refused: [] });
  });

  it.each([
    ['música', 'música'],
    ['#Música', 'música'],
    ['SÃO_PAULO', 'são_paulo'],
    ['東京', '東京'],
    ['संगीत', 'संगीत'],
    ['москва2026', 'москва2026'],
    ['Ελλάδα', 'ελλάδα'],
    ['a'.repeat(40), 'a'.repeat(40)],
  ])('%j is the tag %j', (raw, tag) => {
    expect(tagOf(raw)).toBe(tag);
  });

  it.each(['rock&roll', 'a-b', 'café!', 'a'.repeat(41), '', '#', 'two words'])('%j cannot be a tag', (raw) => {
    expect(tagOf(raw)).toBeNull();
  });

  it('stores one form: NFC, so a decomposed "música" (as macOS pastes it) is the same tag', () => {
    const decomposed = 'mu\u0301sica';
    expect(decomposed).not.toBe('música');
    expect(normalizeTag(decomposed)).toBe('música');
    expect(tagOf(decomposed)).toBe('música');
  });

  it('lower-cases without the locale, so "I" is "i" on every device (a Turkish locale would give "ı")', () => {
    expect(normalizeTag('ISTANBUL')).toBe('istanbul');
  });

  it('names every word that cannot be a tag instead of dropping it, and keeps each tag once', () => {
    expect(parseTagWords('#Música, música rock&roll  viagem,, # café!')).toEqual({
      tags: ['música', 'viagem'],
      refused: ['rock&roll', 'café!'],
    });
  });

  it('is the openapi Tag pattern, which the mock validates with the u flag', () => {
    const spec = parse(readFileSync(new URL('../../../openapi.yaml', import.meta.url), 'utf8')) as {
      components: { schemas: Record<string, { pattern?: string }> };
    };
    expect(spec.components.schemas.Tag?.pattern).toBe(TAG_PATTERN_SOURCE);
    expect(TAG_PATTERN.flags).toContain('u');
  });
});
