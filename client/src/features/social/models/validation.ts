// The create-post and search rules of spec section 5 as pure functions, each answering the spec's exact message.
import { SOCIAL_SPEC_MESSAGES } from '../../../i18n/messages/social';
import {
  MAX_IMAGE_BYTES,
  MAX_IMAGES,
  MAX_TAGS,
  MAX_VIDEO_SECONDS,
  QUOTE_MAX_LENGTH,
  RECENT_SEARCHES_KEPT,
  RECENT_SEARCHES_SHOWN,
} from './limits';
import { parseTagWords } from '../../../../../contracts/rules/tags';

export interface NamedFile {
  name: string;
  size: number;
  /** A File's own date: with the name and size, what tells the same file chosen again. */
  lastModified?: number;
}

/** The same file on the person's device (chosen again), as far as a browser can tell without reading it. */
const sameFile = (a: NamedFile, b: NamedFile): boolean => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * Adds chosen images to those already `chosen`. A file already among them is not added twice (`repeated` names it,
 * for the composer to say so). A choice that would pass 10 is refused whole ('You can only select up to 10
 * images.'): never some of it silently. A file over 2MB is left out with 'Image {file} is too large. Max size is 2MB.'.
 */
export function pickImages<F extends NamedFile>(
  chosen: readonly NamedFile[],
  files: readonly F[],
): { accepted: F[]; errors: string[]; repeated: string[] } {
  const fresh = files.filter((file) => !chosen.some((had) => sameFile(had, file)));
  const repeated = files.filter((file) => !fresh.includes(file)).map((file) => file.name);
  if (chosen.length + fresh.length > MAX_IMAGES) return { accepted: [], errors: [SOCIAL_SPEC_MESSAGES.tooManyImages], repeated: [] };
  const accepted: F[] = [];
  const errors: string[] = [];
  for (const file of fresh) {
    if (file.size > MAX_IMAGE_BYTES) errors.push(SOCIAL_SPEC_MESSAGES.imageTooLarge.replace('{file}', file.name));
    else accepted.push(file);
  }
  return { accepted, errors, repeated };
}

/** 'Video too long (max 60 seconds)' past 60 s; an unknown (not finite) duration is left to the server's size limit. */
export function checkVideoDuration(seconds: number): string | null {
  return Number.isFinite(seconds) && seconds > MAX_VIDEO_SECONDS ? SOCIAL_SPEC_MESSAGES.videoTooLong : null;
}

/** Characters as the API counts them (code points, so an emoji is one). */
export function characterCount(text: string): number {
  return [...text].length;
}

/** The live counter of the quote field: how many of the 150 are used and whether the text may be posted. */
export function quoteCounter(text: string): { count: number; max: number; remaining: number; over: boolean } {
  const count = characterCount(text);
  return { count, max: QUOTE_MAX_LENGTH, remaining: QUOTE_MAX_LENGTH - count, over: count > QUOTE_MAX_LENGTH };
}

/**
 * Tags from free text ("#Música, viagem"; contracts/rules/tags.ts): normalised, no repeats, at most 10, and the
 * words that cannot be tags in `refused` — the composer names them and will not publish until they are fixed.
 */
export function parseTags(input: string): { tags: string[]; refused: string[] } {
  const { tags, refused } = parseTagWords(input);
  return { tags: tags.slice(0, MAX_TAGS), refused };
}

/** The tags text after Enter in the tags field: what was typed, then one space, so the next word is a new tag. */
export function withTagSeparator(text: string): string {
  return text.trim() === '' || /[\s,]$/.test(text) ? text : `${text} `;
}

/** Spec section 5: "Search text is lowercased; empty is ignored" — null means there is nothing to search. */
export function normalizeSearch(text: string): string | null {
  const normalized = text.trim().toLowerCase();
  return normalized === '' ? null : normalized;
}

/** Puts a search first in the recent list (no repeats) and keeps the newest 100 (spec section 9). */
export function rememberSearch(recent: readonly string[], text: string): string[] {
  return [text, ...recent.filter((item) => item !== text)].slice(0, RECENT_SEARCHES_KEPT);
}

/** The recent searches on screen: the newest 12 (spec section 9). */
export function shownSearches(recent: readonly string[]): string[] {
  return recent.slice(0, RECENT_SEARCHES_SHOWN);
}
