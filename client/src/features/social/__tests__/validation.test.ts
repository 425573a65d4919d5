// Every create-post and search rule of spec section 5 with its exact message (sections 5, 8 and 9).
import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES, MAX_IMAGES, QUOTE_MAX_LENGTH, RECENT_SEARCHES_KEPT, RECENT_SEARCHES_SHOWN } from '../models/limits';
import {
  checkVideoDuration,
  normalizeSearch,
  parseTags,
  pickImages,
  quoteCounter,
  rememberSearch,
  shownSearches,
} from '../models/validation';

const image = (name: string, size = 1000) => ({ name, size, lastModified: 1 });
/** `n` images already chosen (names no test file uses). */
const had = (n: number) => Array.from({ length: n }, (_, i) => image(`had-${i}.png`));

describe('images: up to 10, each at most 2MB', () => {
  it('names the limits the spec gives', () => {
    expect(MAX_IMAGES).toBe(10);
    expect(MAX_IMAGE_BYTES).toBe(2 * 1024 * 1024);
  });

  it('accepts up to 10 images', () => {
    const ten = Array.from({ length: 10 }, (_, i) => image(`${i}.png`));
    expect(pickImages(had(0), ten)).toEqual({ accepted: ten, errors: [], repeated: [] });
    expect(pickImages(had(7), ten.slice(0, 3)).accepted).toHaveLength(3);
  });

  it("refuses an 11th image with 'You can only select up to 10 images.'", () => {
    expect(pickImages(had(10), [image('11.png')])).toEqual({
      accepted: [],
      errors: ['You can only select up to 10 images.'],
      repeated: [],
    });
    expect(
      pickImages(
        had(0),
        Array.from({ length: 11 }, (_, i) => image(`${i}.png`)),
      ).errors,
    ).toEqual(['You can only select up to 10 images.']);
    expect(pickImages(had(8), [image('a.png'), image('b.png'), image('c.png')]).accepted).toEqual([]);
  });

  it('never adds the same file twice: it is named as repeated and the rest of the choice goes in', () => {
    const sky = image('sky.png');
    const { accepted, repeated, errors } = pickImages([sky], [image('sky.png'), image('sea.png')]);
    expect(accepted.map((f) => f.name)).toEqual(['sea.png']);
    expect(repeated).toEqual(['sky.png']);
    expect(errors).toEqual([]);
    // Another file under the same name (another size or date) is another image.
    expect(pickImages([sky], [image('sky.png', 2000)]).accepted).toHaveLength(1);
    // A repeat does not count towards the 10: nine chosen plus one repeat and one new fit.
    expect(pickImages([...had(9)], [image('had-0.png'), image('new.png')]).accepted.map((f) => f.name)).toEqual(['new.png']);
  });

  it("leaves out an image over 2MB with 'Image {file} is too large. Max size is 2MB.'", () => {
    const big = image('holiday.jpg', MAX_IMAGE_BYTES + 1);
    const fine = image('cat.png', MAX_IMAGE_BYTES);
    expect(pickImages(had(0), [big, fine])).toEqual({
      accepted: [fine],
      errors: ['Image holiday.jpg is too large. Max size is 2MB.'],
      repeated: [],
    });
  });
});

describe('video: at most 60 seconds', () => {
  it("accepts 60 s and refuses longer with 'Video too long (max 60 seconds)'", () => {
    expect(checkVideoDuration(2)).toBeNull();
    expect(checkVideoDuration(60)).toBeNull();
    expect(checkVideoDuration(60.01)).toBe('Video too long (max 60 seconds)');
    expect(checkVideoDuration(90)).toBe('Video too long (max 60 seconds)');
  });

  it('leaves an unknown duration to the server', () => {
    expect(checkVideoDuration(Number.NaN)).toBeNull();
    expect(checkVideoDuration(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('quote: at most 150 characters, with a live counter', () => {
  it('counts as the text changes', () => {
    expect(QUOTE_MAX_LENGTH).toBe(150);
    expect(quoteCounter('')).toEqual({ count: 0, max: 150, remaining: 150, over: false });
    expect(quoteCounter('Hello')).toEqual({ count: 5, max: 150, remaining: 145, over: false });
    expect(quoteCounter('x'.repeat(150)).over).toBe(false);
    expect(quoteCounter('x'.repeat(151))).toMatchObject({ count: 151, remaining: -1, over: true });
  });

  it('counts an emoji as one character, as the API does', () => {
    expect(quoteCounter('👋🏽').count).toBe(2);
    expect(quoteCounter('😀').count).toBe(1);
  });
});

describe('tags', () => {
  it('takes words with or without #, lowercased, unique, at most 10, and names the ones that cannot be tags', () => {
    expect(parseTags('#Music, travel  #music food!')).toEqual({ tags: ['music', 'travel'], refused: ['food!'] });
    expect(parseTags('')).toEqual({ tags: [], refused: [] });
    expect(parseTags(Array.from({ length: 12 }, (_, i) => `t${i}`).join(' ')).tags).toHaveLength(10);
  });

  it('keeps "música" from the field\'s own hint "ex.: música viagem" (issue #29)', () => {
    expect(parseTags('música viagem')).toEqual({ tags: ['música', 'viagem'], refused: [] });
  });
});

describe('search: lowercased, empty ignored, recent 100 kept and 12 shown', () => {
  it('lowercases the text and ignores empty text', () => {
    expect(normalizeSearch('  Ada ')).toBe('ada');
    expect(normalizeSearch('BEN')).toBe('ben');
    expect(normalizeSearch('')).toBeNull();
    expect(normalizeSearch('    ')).toBeNull();
  });

  it('puts the newest first without repeats and keeps 100', () => {
    expect(RECENT_SEARCHES_KEPT).toBe(100);
    expect(rememberSearch(['ben', 'ada'], 'ada')).toEqual(['ada', 'ben']);
    let list: string[] = [];
    for (let i = 0; i < 130; i++) list = rememberSearch(list, `q${i}`);
    expect(list).toHaveLength(100);
    expect(list[0]).toBe('q129');
    expect(list.at(-1)).toBe('q30');
  });

  it('shows the newest 12', () => {
    expect(RECENT_SEARCHES_SHOWN).toBe(12);
    const list = Array.from({ length: 40 }, (_, i) => `q${i}`);
    expect(shownSearches(list)).toEqual(list.slice(0, 12));
    expect(shownSearches(['a'])).toEqual(['a']);
  });
});
