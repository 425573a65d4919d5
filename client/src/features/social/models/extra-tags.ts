// A post's tags that its words do not already show: those are listed under the post as #links of their own.
import { normalizeTag } from '../../../../../contracts/rules/tags';
import { tokenize } from '../../../lib/text-recognition';
import type { Post } from './types';

// Posts are immutable snapshots (a like replaces the object), so the answer is kept per object: a long feed
// re-renders its cards often, and each answer costs a scan of the post's text.
const answers = new WeakMap<Post, string[]>();

/** Tags that neither the text nor the description shows as a recognised #hashtag link (spec section 5). */
export function extraTags(post: Post): string[] {
  let tags = answers.get(post);
  if (!tags) {
    const shown = new Set<string>();
    for (const written of [post.text, post.description]) {
      for (const token of tokenize(written)) if (token.kind === 'hashtag') shown.add(normalizeTag(token.value));
    }
    tags = post.tags.filter((tag) => !shown.has(normalizeTag(tag)));
    answers.set(post, tags);
  }
  return tags;
}
