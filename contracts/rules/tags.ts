// Tags and #hashtags (spec section 5; openapi Tag): letters of any language, digits and underscores, one form for
// the composer, the text's #links, the tag page URL and the mock's store and index, so "música" is a tag everywhere.
//
// A tag is 1–40 code points of \p{L} (letters), \p{M} (the combining marks many scripts need inside a word, such as
// Devanagari vowel signs; the same word class text recognition uses) \p{N} and '_'. Its one stored form is
// lower-case then NFC: `toLowerCase`, not `toLocaleLowerCase`, because the browser's and the server's locales
// differ and a Turkish locale would make "I" a different tag on each side; NFC so "música" typed on a keyboard
// (precomposed) and pasted from macOS (decomposed) are the same tag.

/** Most code points in a tag (openapi Tag pattern). */
export const TAG_MAX_LENGTH = 40;
/** openapi Tag pattern, with the `u` flag the JSON Schema validators use. */
export const TAG_PATTERN_SOURCE = String.raw`^[\p{L}\p{M}\p{N}_]{1,40}$`;
export const TAG_PATTERN = new RegExp(TAG_PATTERN_SOURCE, 'u');

/** The stored form of a tag as written (with or without its '#'): lower-case, NFC, surrounding spaces dropped. */
export function normalizeTag(raw: string): string {
  return raw.trim().replace(/^#+/, '').toLowerCase().normalize('NFC');
}

/** The tag `raw` names, normalised, or null when it cannot be a tag ("música" → "música"; "rock&roll" → null). */
export function tagOf(raw: string): string | null {
  const tag = normalizeTag(raw);
  return TAG_PATTERN.test(tag) ? tag : null;
}

/**
 * Tags typed as free text ("#Música, viagem"): each word normalised, repeats kept once, and the words that cannot be
 * tags returned as written in `refused`, so the composer says which and never drops one silently.
 */
export function parseTagWords(input: string): { tags: string[]; refused: string[] } {
  const tags: string[] = [];
  const refused: string[] = [];
  for (const word of input.split(/[\s,]+/)) {
    if (word === '' || /^#+$/.test(word)) continue;
    const tag = tagOf(word);
    if (tag === null) refused.push(word);
    else if (!tags.includes(tag)) tags.push(tag);
  }
  return { tags, refused };
}
