import { describe, expect, it } from 'vitest';
import { makePost } from '../__tests__/fake-api';
import { extraTags } from './extra-tags';

describe('extraTags', () => {
  it('leaves out tags the text or description already shows as #links', () => {
    const post = makePost(1, { text: 'Hello #osb and #Pay', description: 'see #map', tags: ['osb', 'pay', 'map', 'cloud'] });
    expect(extraTags(post)).toEqual(['cloud']);
  });

  it('keeps a tag the text only contains inside a longer tag or mid-word, where it is no link', () => {
    const post = makePost(2, { text: '#osbnews and x#pay', description: '', tags: ['osb', 'pay'] });
    expect(extraTags(post)).toEqual(['osb', 'pay']);
  });

  it('never reads a tag as a pattern: symbols in a tag are plain characters', () => {
    const post = makePost(3, { text: 'plain words', description: '', tags: ['a(b', 'c+'] });
    expect(extraTags(post)).toEqual(['a(b', 'c+']);
  });

  it('answers again for a changed copy of the post', () => {
    const post = makePost(4, { text: '#osb', description: '', tags: ['osb'] });
    expect(extraTags(post)).toEqual([]);
    expect(extraTags({ ...post, text: 'no tags now' })).toEqual(['osb']);
  });
});
