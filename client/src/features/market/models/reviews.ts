// A product's reviews on its page: the list (newest first) with the rating computed from it, and my review when
// a delivered order of mine held the product — stars and text checked before sending, sent once.
import { createModel, signal } from '@preact/signals-react';
import { errorMessage } from '../../../lib/api/errors';
import { reviewProblem } from './rules';
import type { Review, Reviews } from './types';

export interface ReviewsDeps {
  list(productId: string): Promise<Reviews>;
  create(productId: string, stars: number, text: string): Promise<Review>;
  notify(kind: 'success' | 'error', message: string): void;
  /** The success toast's words. */
  thanksText(): string;
  /** Told the product's new rating and count once my review is in. */
  rated(rating: number, ratingCount: number): void;
}

export const ReviewsModel = createModel((productId: string, deps: ReviewsDeps) => {
  const reviews = signal<Reviews | null>(null, { name: 'marketReviews' });
  const error = signal<string | null>(null, { name: 'marketReviewsError' });
  const stars = signal(0, { name: 'marketReviewStars' });
  const text = signal('', { name: 'marketReviewText' });
  /** Shown once the person tried to send: what is missing. */
  const problem = signal<ReturnType<typeof reviewProblem>>(null, { name: 'marketReviewProblem' });
  const sending = signal(false, { name: 'marketReviewSending' });

  async function load(): Promise<void> {
    try {
      reviews.value = await deps.list(productId);
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function send(): Promise<boolean> {
    if (sending.peek()) return false;
    const found = reviewProblem(stars.peek(), text.peek());
    problem.value = found;
    if (found) return false;
    sending.value = true;
    try {
      await deps.create(productId, stars.peek(), text.peek().trim());
      deps.notify('success', deps.thanksText());
      stars.value = 0;
      text.value = '';
      await load();
      const now = reviews.peek();
      if (now) deps.rated(now.rating, now.ratingCount);
      return true;
    } catch (e) {
      deps.notify('error', errorMessage(e));
      // Reviewed meanwhile in another tab, or the order is no longer delivered: show where things stand.
      await load();
      return false;
    } finally {
      sending.value = false;
    }
  }

  return { reviews, error, stars, text, problem, sending, load, send };
});
