// The market's seeded reviews, each behind a seeded order that was delivered to its author (20 to 80 days ago, so
// past the return window): a product's stars and count are always computed from reviews someone could have written.
// Written by the seeded people other than the five personas (users 6 to 30), so the personas' own orders and
// reviews start empty; drawn from the product's position, so every reset gives the same ones.
import { SEED_PRODUCTS } from './market.ts';

export interface SeedReview {
  /** Index into SEED_PRODUCTS. */
  product: number;
  /** Seeded user number (seedUid(n)) of the buyer and author. */
  author: number;
  stars: 1 | 2 | 3 | 4 | 5;
  text: string;
  /** When the order was placed; it was delivered three days later and reviewed the day after. */
  orderedDaysAgo: number;
}

/** The seeded people who buy and review: not the personas, whose journeys start with no orders. */
const FIRST_REVIEWER = 6;
const REVIEWERS = 25;

/** Stars of a product's reviews in turn: mostly good, some middling, an occasional bad one. */
const STARS: readonly SeedReview['stars'][] = [5, 4, 5, 3, 4, 5, 2, 5, 4, 1, 5, 4];

const TEXTS: Record<SeedReview['stars'], readonly string[]> = {
  5: ['Exactly as described, and well packed.', 'Chegou antes do prazo e é ótimo. Recomendo!', 'Great value, I would buy it again.'],
  4: ['Good quality for the price; delivery took the full three days.', 'Muito bom, só a embalagem veio amassada.'],
  3: ['Does the job, nothing special.', 'Ok, mas é menor do que eu esperava.'],
  2: ['Not quite as described: the colour is off.'],
  1: ['Arrived damaged. The seller answered, but slowly.'],
};

/** 0 to 4 reviews per product (some products have none, so "no reviews yet" shows too). */
function reviewsOf(product: number, seller: number): SeedReview[] {
  const count = (product * 3 + 2) % 5;
  const reviews: SeedReview[] = [];
  const authors = new Set<number>();
  for (let k = 0; reviews.length < count && k < REVIEWERS; k++) {
    const author = FIRST_REVIEWER + ((product * 7 + k * 11) % REVIEWERS);
    if (author === seller || authors.has(author)) continue;
    authors.add(author);
    const stars = STARS[(product + reviews.length * 5) % STARS.length]!;
    const texts = TEXTS[stars];
    reviews.push({
      product,
      author,
      stars,
      text: texts[(product + reviews.length) % texts.length]!,
      orderedDaysAgo: 20 + ((product * 13 + reviews.length * 29) % 60),
    });
  }
  return reviews;
}

export const SEED_REVIEWS: readonly SeedReview[] = SEED_PRODUCTS.flatMap((seed, index) => reviewsOf(index, seed.seller));
