// The indexes the list calls read from (issue #36) answer what the full scans they replaced answered, on random
// data: posts by tag, by author and in the Following feed (with edits and deletions), the chat list ordered by
// last message (with new members), and pay activity pages (pay movements and other areas' ledger movements).
import { describe, expect, it } from 'vitest';
import { createPrng, type Prng } from '../src/lib/prng.ts';
import { createLedger, MINT } from '../src/plugins/ledger.ts';
import { createInboxRepo, type Conversation } from '../src/store/inbox.ts';
import { platformMovements } from '../src/store/pay-platform-movements.ts';
import type { PayMovementType, StoredMovement } from '../src/store/pay-context.ts';
import { createPayRepo, type PayActivityQuery } from '../src/store/pay.ts';
import { createPostsRepo, newestFirst, pageOf, pageOfIterable, type PostRecord } from '../src/store/posts.ts';
import { createUsersRepo } from '../src/store/users.ts';

const SEEDS = [1, 2, 3, 4, 5];
const TAGS = ['music', 'food', 'tech', 'art'];
const uids = Array.from({ length: 8 }, (_, k) => `u${String(k + 1).padStart(10, '0')}`);

function people() {
  const users = createUsersRepo();
  for (const uid of uids) {
    users.create({
      uid,
      email: `${uid}@example.com`,
      userName: `p${uid.slice(-3)}`,
      password: 'password',
      isVerified: true,
      isStaff: false,
      country: 'NG',
      currency: 'NGN',
      userCountry: 'NG',
      timeZone: 'UTC',
      todo: '',
      createdAt: 0,
    });
  }
  return users;
}

const someTags = (rng: Prng): string[] => TAGS.filter(() => rng.next() < 0.4);

describe('posts indexes', () => {
  it.each(SEEDS)('answer what filtering every post answered (seed %i)', (seed) => {
    const rng = createPrng(seed);
    const repo = createPostsRepo();
    repo.reset();
    // Times with ties, so the id decides the order now and then.
    const at = (): number => 1_000 + rng.int(0, 300) * 1_000;
    for (let step = 0; step < 400; step++) {
      const roll = rng.next();
      const ids = repo.all().map((p) => p.id);
      if (roll < 0.55)
        repo.create(rng.pick(uids), { type: 'Text', text: 'x', tags: someTags(rng), description: '', media: [], country: 'NG' }, at());
      else if (roll < 0.65 && ids.length > 0)
        repo.insert({
          id: `p${String(900_000 + step).padStart(10, '0')}`,
          uid: rng.pick(uids),
          type: 'Text',
          text: '',
          tags: someTags(rng),
          description: '',
          media: [],
          country: 'NG',
          createdAt: at(),
        });
      else if (roll < 0.8 && ids.length > 0) repo.update(rng.pick(ids), { text: 'y', tags: someTags(rng), description: '' }, at());
      else if (roll < 0.9 && ids.length > 0) repo.remove(rng.pick(ids));
      else if (rng.next() < 0.5) repo.follows.follow(rng.pick(uids), rng.pick(uids));
      else repo.follows.followTag(rng.pick(uids), rng.pick(TAGS));
    }
    const every = [...repo.all()];
    // The order the old full sort gave.
    expect([...every].sort(newestFirst)).toEqual(every);
    for (const tag of TAGS) expect(repo.byTag(tag)).toEqual(every.filter((p) => p.tags.includes(tag)));
    for (const uid of uids) {
      expect(repo.byAuthor(uid)).toEqual(every.filter((p) => p.uid === uid));
      const people = repo.follows.following(uid);
      const tags = repo.follows.tags(uid);
      const old: PostRecord[] = every.filter((p) => p.uid === uid || people.has(p.uid) || p.tags.some((t) => tags.has(t)));
      expect(repo.feed('following', uid)).toEqual(old);
      for (const page of [1, 2, 3, 7]) {
        expect(pageOfIterable(repo.feedPosts('following', uid), page, 10)).toEqual(pageOf(old, page, 10));
        expect(pageOfIterable(repo.feedPosts('forYou', uid), page, 10)).toEqual(pageOf(every, page, 10));
      }
    }
  });
});

describe('chat list index', () => {
  it.each(SEEDS)('answers what sorting every conversation answered (seed %i)', (seed) => {
    const rng = createPrng(seed);
    const users = people();
    const inbox = createInboxRepo({ users, rng: () => rng });
    inbox.reset();
    const made: Conversation[] = [];
    const oldList = (uid: string, afterId?: string, limit = 20): string[] =>
      inbox
        .conversationsOf(uid)
        .map((id) => inbox.get(id)!)
        .filter((c) => c.messages.length > 0 && (afterId === undefined || c.messages.at(-1)!.i > afterId))
        .sort((a, b) => (a.messages.at(-1)!.i < b.messages.at(-1)!.i ? -1 : 1))
        .slice(0, limit)
        .map((c) => c.id);
    for (let step = 0; step < 600; step++) {
      const roll = rng.next();
      if (roll < 0.1 || made.length === 0) {
        const members = [...new Set([rng.pick(uids), rng.pick(uids), rng.pick(uids)])];
        made.push(
          inbox.insert({ id: rng.id(14), type: 'community', name: 'c', description: '', members, createdBy: members[0]!, createdAt: 0 }),
        );
      } else if (roll < 0.85) {
        const conversation = rng.pick(made);
        inbox.addMessage(conversation.id, rng.pick(conversation.members), 'hi', step);
      } else if (roll < 0.9) {
        inbox.addMembers(rng.pick(made), [rng.pick(uids)]);
      } else {
        // Read a list now and then, so the index is built part-way and kept from then on.
        const uid = rng.pick(uids);
        expect(Object.keys(inbox.list(uid))).toEqual(oldList(uid));
      }
    }
    for (const uid of uids) {
      expect(Object.keys(inbox.list(uid))).toEqual(oldList(uid));
      const ids = Object.values(inbox.list(uid, undefined, 1000)).map((entry) => entry.data.i);
      for (const after of [ids[0], ids[3], ids.at(-1), 'm00000000000']) {
        if (after !== undefined) expect(Object.keys(inbox.list(uid, after, 5))).toEqual(oldList(uid, after, 5));
      }
    }
  });
});

describe('pay activity index', () => {
  it.each(SEEDS)('answers what sorting the whole history answered (seed %i)', (seed) => {
    const rng = createPrng(seed);
    let now = Date.UTC(2026, 10, 1);
    const ledger = createLedger({ now: () => now });
    const users = people();
    const repo = createPayRepo({ ledger, users, now: () => now, notify: () => {} });
    for (const uid of uids) ledger.mint(`fund:${uid}`, `user:${uid}`, 'OSBT', 1_000_000);
    const oldActivity = (uid: string, query: PayActivityQuery) => {
      const { types, asset, page = 1, pageSize = 20 } = query;
      const matching = [...repo.ctx.movementsOf(uid), ...platformMovements(ledger.records({ account: `user:${uid}` }), uid)]
        .filter((m: StoredMovement) => (types === undefined || types.includes(m.type)) && (asset === undefined || m.asset === asset))
        .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1));
      return {
        items: matching.slice((page - 1) * pageSize, page * pageSize).map(repo.ctx.movementView),
        page,
        pageSize,
        total: matching.length,
      };
    };
    const queries = (): PayActivityQuery[] => [
      {},
      { page: rng.int(1, 4) },
      { pageSize: rng.int(1, 30), page: rng.int(1, 3) },
      { types: [rng.pick<PayMovementType>(['send', 'receive', 'game', 'bonus'])] },
      { types: ['send', 'game'], page: 2, pageSize: 7 },
      { asset: 'OSBT', page: rng.int(1, 3) },
    ];
    for (let step = 0; step < 300; step++) {
      const [a, b] = [rng.pick(uids), rng.pick(uids)];
      const roll = rng.next();
      // Some backdated (the seed's way), some now; ties in time on purpose.
      const at = rng.next() < 0.5 ? now - rng.int(0, 50) * 60_000 : now;
      if (roll < 0.5 && a !== b) repo.at(at, () => repo.seedSend(a, b, { requestId: `r${step}`, asset: 'OSBT', amount: rng.int(1, 50) }));
      else if (roll < 0.8)
        ledger.transfer({ requestId: `play:g${step}:stake`, from: `user:${a}`, to: 'escrow:g', asset: 'OSBT', amount: rng.int(1, 9), at });
      else if (roll < 0.9) ledger.transfer({ requestId: `reward:${step}`, from: MINT, to: `user:${a}`, asset: 'OSBT', amount: 5 });
      else {
        const uid = rng.pick(uids);
        for (const query of queries()) expect(repo.activity(uid, query)).toEqual(oldActivity(uid, query));
      }
      now += rng.int(0, 2) * 60_000;
    }
    for (const uid of uids) for (const query of queries()) expect(repo.activity(uid, query)).toEqual(oldActivity(uid, query));
  });
});
