// SEED_SCALE (seed/scale.ts): the setting's parsing, the same data on every generation, the counts per scale, and
// ×1 adding nothing. The store at a scale (ledger invariants, the personas' share) is in seed-scale-store.test.ts.
import { describe, expect, it } from 'vitest';
import {
  extraCount,
  parseSeedScale,
  scaledConversations,
  scaledMessages,
  scaledPayments,
  scaledPlaces,
  scaledPosts,
  scaledProducts,
  scaledUsers,
} from '../src/seed/scale.ts';
import { SEED_POST_COUNT } from '../src/seed/posts.ts';
import { SEED_TIME, SEED_USERS } from '../src/seed/users.ts';

const SCALE = 3;
const NOW = Date.UTC(2026, 10, 27);

/** Every message as one line, in order (a million at ×100; a few tens of thousands here). */
function messagesOf(scale: number): string[] {
  const conversations = scaledConversations(scale, 10_100, 25);
  const out: string[] = [];
  scaledMessages(conversations, (index, u, m, t) => out.push(`${index}|${u}|${m}|${t}`));
  return out;
}

describe('SEED_SCALE', () => {
  it('is 1 unless set, and only a whole number from 1 to the maximum', () => {
    expect(parseSeedScale(undefined)).toBe(1);
    expect(parseSeedScale(' ')).toBe(1);
    expect(parseSeedScale('100')).toBe(100);
    for (const bad of ['0', '-1', '1.5', 'ten', '100000']) expect(() => parseSeedScale(bad)).toThrow(/SEED_SCALE/);
  });

  it('adds nothing at ×1 (today’s seed exactly)', () => {
    expect(scaledUsers(1)).toEqual([]);
    expect(scaledPosts(1)).toEqual([]);
    expect(scaledConversations(1, 10_100, 25)).toEqual([]);
    expect(scaledPayments(1)).toEqual([]);
    expect(scaledProducts(1, 56)).toEqual([]);
    expect(scaledPlaces(1, 36, NOW)).toEqual([]);
  });

  it('generates the same data every time', () => {
    expect(scaledUsers(SCALE)).toEqual(scaledUsers(SCALE));
    expect(scaledPosts(SCALE)).toEqual(scaledPosts(SCALE));
    expect(scaledConversations(SCALE, 10_100, 25)).toEqual(scaledConversations(SCALE, 10_100, 25));
    expect(messagesOf(SCALE)).toEqual(messagesOf(SCALE));
    expect(scaledPayments(SCALE)).toEqual(scaledPayments(SCALE));
    expect(scaledProducts(SCALE, 56)).toEqual(scaledProducts(SCALE, 56));
    expect(scaledPlaces(SCALE, 36, NOW)).toEqual(scaledPlaces(SCALE, 36, NOW));
  });

  it('holds N times the ×1 figures (30 people, 300 posts, 10,000 messages, 40 products, 200 places, 1,000 pay rows)', () => {
    const users = scaledUsers(SCALE);
    expect(SEED_USERS.length + users.length).toBe(30 * SCALE);
    expect(SEED_POST_COUNT + scaledPosts(SCALE).length).toBe(300 * SCALE);
    expect(10_100 + messagesOf(SCALE).length).toBe(10_000 * SCALE);
    expect(56 + scaledProducts(SCALE, 56).length).toBe(40 * SCALE);
    expect(36 + scaledPlaces(SCALE, 36, NOW).length).toBe(200 * SCALE);
    expect(scaledPayments(SCALE)).toHaveLength(1_000 * SCALE);
    expect(extraCount('chats', 100, 25)).toBe(4_975);
  });

  it('makes plausible, distinct people with a profile', () => {
    const users = scaledUsers(SCALE);
    const names = new Set([...SEED_USERS.map((u) => u.userName), ...users.map((u) => u.userName)]);
    expect(names.size).toBe(SEED_USERS.length + users.length);
    for (const user of users) {
      expect(user.userName).toMatch(/^[a-z0-9_]{3,25}$/);
      expect(user.displayName).toMatch(/^\p{Lu}\p{L}+ \p{Lu}\p{L}+$/u);
      expect(user.country).toMatch(/^[A-Z]{2}$/);
      expect(new Set(SEED_USERS.map((u) => u.uid)).has(user.uid)).toBe(false);
    }
  });

  it('gives ada 50·N conversations and dates everything before SEED_TIME, in time order', () => {
    const conversations = scaledConversations(SCALE, 10_100, 25);
    const ada = SEED_USERS[0]!.uid;
    expect(conversations.filter((c) => c.members.includes(ada)).length + 25).toBe(50 * SCALE);
    let last = -Infinity;
    scaledMessages(conversations, (_index, _u, _m, t) => {
      expect(t).toBeGreaterThanOrEqual(last);
      expect(t).toBeLessThan(SEED_TIME);
      last = t;
    });
    for (const post of scaledPosts(SCALE)) expect(post.createdAt).toBeLessThan(SEED_TIME);
    for (const c of conversations.filter((c) => c.type === 'community')) expect(c.name).toMatch(/^[A-Za-z0-9_]{3,24}$/);
  });

  it('leaves ada even: every send to someone is matched by the same amount back', () => {
    const ada = SEED_USERS[0]!.uid;
    let balance = 0;
    let lowest = 0;
    for (const payment of scaledPayments(SCALE)) {
      balance += payment.to === ada ? payment.amount : -payment.amount;
      lowest = Math.min(lowest, balance);
      expect(payment.at).toBeLessThan(SEED_TIME);
    }
    expect(balance).toBe(0);
    // Never more than one send out at a time: her opening balance always covers it.
    expect(lowest).toBeGreaterThanOrEqual(-40);
  });
});
