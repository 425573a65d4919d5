// The whole mock at SEED_SCALE=3 (set before the app is imported: every area reads it once): the ledger's
// invariants hold (balances are the sum of the records, nothing below zero but the issuer, every asset balances),
// and the personas get their share (ada's conversations, pay history and feed grow with the scale).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCALE = 3;
const ADA = 'u0000000001';
let app: FastifyInstance;

beforeAll(async () => {
  process.env.SEED_SCALE = String(SCALE);
  const { build } = await import('../src/app.ts');
  app = await build();
});
afterAll(async () => {
  await app.close();
  delete process.env.SEED_SCALE;
});

describe('the mock at SEED_SCALE=3', () => {
  it('keeps the ledger invariants', () => {
    expect(() => app.ledger.verify()).not.toThrow();
    for (const account of app.ledger.accounts()) {
      const balances = app.ledger.balances(account);
      for (const [asset, amount] of Object.entries(balances)) {
        let sum = 0;
        for (const r of app.ledger.records({ account, asset }))
          sum += (r.to === account ? r.amount : 0) - (r.from === account ? r.amount : 0);
        expect(sum).toBe(amount);
      }
    }
  });

  it('seeds N times the people, posts and messages, and gives ada her share', () => {
    expect(app.store.users.all()).toHaveLength(30 * SCALE);
    expect(app.store.posts.all()).toHaveLength(300 * SCALE);
    const conversations = app.store.inbox.conversationsOf(ADA);
    expect(conversations).toHaveLength(50 * SCALE);
    let messages = 0;
    for (const user of app.store.users.all()) {
      for (const id of app.store.inbox.conversationsOf(user.uid)) {
        const conversation = app.store.inbox.get(id);
        // Each conversation counted once, by its first member.
        if (conversation?.members[0] === user.uid) messages += conversation.messages.length;
      }
    }
    expect(messages).toBeGreaterThanOrEqual(10_000 * SCALE);
    expect(app.pay.repo.activity(ADA, {}).total).toBeGreaterThanOrEqual(1_000 * SCALE);
  });

  it('leaves ada’s OSBT where the ×1 seed leaves it (her scaled sends come back)', () => {
    let net = 0;
    for (const r of app.ledger.records({ account: `user:${ADA}`, asset: 'OSBT' })) {
      if (r.requestId.includes(':scale-')) net += r.to === `user:${ADA}` ? r.amount : -r.amount;
    }
    expect(net).toBe(0);
  });
});
