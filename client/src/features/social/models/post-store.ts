// One signal per post, shared by every list that shows it (For you, Following, a profile, a tag, focus), so a like
// or a new comment shows everywhere at once. Lists hold ids; cards read the post's signal.
import { signal, type Signal } from '@preact/signals-react';
import type { Post } from './types';

const posts = new Map<string, Signal<Post>>();

/** Stores (or refreshes) posts from an answer; returns their ids in order. */
export function putPosts(list: readonly Post[]): string[] {
  return list.map((post) => {
    const existing = posts.get(post.id);
    if (existing) existing.value = post;
    else posts.set(post.id, signal(post, { name: `post:${post.id}` }));
    return post.id;
  });
}

export function postSignal(id: string): Signal<Post> | undefined {
  return posts.get(id);
}

export function peekPost(id: string): Post | undefined {
  return posts.get(id)?.peek();
}

export function updatePost(id: string, patch: Partial<Post>): void {
  const entry = posts.get(id);
  if (entry) entry.value = { ...entry.peek(), ...patch };
}

/** Forgets a deleted post; cards still showing it draw nothing. */
export function forgetPost(id: string): void {
  posts.delete(id);
}

/** Forgets every post (another account signed in). */
export function clearPosts(): void {
  posts.clear();
}
