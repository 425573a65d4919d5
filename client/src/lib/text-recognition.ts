// Text recognition of spec section 5: @mentions, #hashtags and bare domain-like links in user text. Only a word
// that can be a username (lib/username.ts) becomes a mention and only one that can be a tag (contracts/rules/tags.ts)
// a hashtag: "@joão" stays text rather than linking to a profile that cannot exist.
import { tagOf } from '../../../contracts/rules/tags';
import { isValidUserName, normalizeUserName } from './username';

export type Token =
  { kind: 'text'; value: string; href?: undefined } | { kind: 'mention' | 'hashtag' | 'link'; value: string; href: string };

export const MENTION_PREFIX = '/@';
export const HASHTAG_PREFIX = '/discover/tag/';

const WORD = String.raw`[\p{L}\p{M}\p{N}_]`;
// Bidirectional controls inside a link could make its visible text lie about where it goes.
const BIDI = String.raw`\u200E\u200F\u202A-\u202E\u2066-\u2069`;
const LABEL = String.raw`[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?`;
const LINK = String.raw`(?:https?:\/\/)?(?:${LABEL}\.)+[a-z]{2,24}(?::\d{1,5})?(?!${WORD})(?:[/?#][^\s<>"'\x60${BIDI}]*)?`;
// The lookbehind anchors every token at a word start, so "a@b.c", "x#y", "javascript://a.b" and
// "data:text/html" never match mid-word, and a 10,000-character word is scanned in linear time.
const PATTERN = new RegExp(
  String.raw`(?<![\p{L}\p{M}\p{N}_@#./:\-])(?:(?<link>${LINK})|@(?<mention>${WORD}+)|#(?<hashtag>${WORD}+))`,
  'giu',
);

const TRAILING_PUNCTUATION = new Set(['.', ',', '!', '?', ';', ':', '*', "'", '"']);

/** Sentence punctuation after a link belongs to the sentence; a ')' stays only if the link opened one. */
function trimTrailing(link: string): string {
  let end = link.length;
  while (end > 0) {
    const ch = link[end - 1] ?? '';
    if (TRAILING_PUNCTUATION.has(ch)) {
      end--;
      continue;
    }
    if (ch === ')') {
      const body = link.slice(0, end);
      if (body.split('(').length < body.split(')').length) {
        end--;
        continue;
      }
    }
    break;
  }
  return link.slice(0, end);
}

/** Only http(s) ever becomes an href; bare domains get https (spec section 5). */
export function safeExternalHref(raw: string): string | null {
  const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let plain = '';
  let last = 0;
  const flushTo = (index: number) => {
    plain += text.slice(last, index);
    last = index;
  };
  PATTERN.lastIndex = 0;
  for (let match = PATTERN.exec(text); match; match = PATTERN.exec(text)) {
    const groups = match.groups ?? {};
    let value = match[0];
    let token: Token | null = null;
    if (groups.link !== undefined) {
      value = trimTrailing(value);
      PATTERN.lastIndex = match.index + value.length;
      const href = safeExternalHref(value);
      if (href) token = { kind: 'link', value, href };
    } else if (groups.mention !== undefined) {
      if (isValidUserName(groups.mention)) {
        token = { kind: 'mention', value, href: MENTION_PREFIX + encodeURIComponent(normalizeUserName(groups.mention)) };
      }
    } else if (groups.hashtag !== undefined) {
      const tag = tagOf(groups.hashtag);
      if (tag !== null) token = { kind: 'hashtag', value, href: HASHTAG_PREFIX + encodeURIComponent(tag) };
    }
    if (!token) continue;
    flushTo(match.index);
    if (plain) tokens.push({ kind: 'text', value: plain });
    plain = '';
    tokens.push(token);
    last = match.index + value.length;
  }
  flushTo(text.length);
  if (plain) tokens.push({ kind: 'text', value: plain });
  return tokens;
}
