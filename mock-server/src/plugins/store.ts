// The in-memory store: every area's records, seeded deterministically and resettable (/__mock/reset).
// Decorated on the instance as `app.store`; handlers call it, never each other.
import type { FastifyInstance } from 'fastify';
import { createPrng, type Prng } from '../lib/prng.ts';
import type { User } from '../lib/types.ts';
import { seedConversations } from '../seed/inbox.ts';
import { seedPosts } from '../seed/posts.ts';
import { SEED_SCALE, scaledConversations, scaledMessages, scaledPosts, scaledUsers } from '../seed/scale.ts';
import { SEED_CONTACTS, SEED_PASSWORD, SEED_USERS } from '../seed/users.ts';
import { createAccountProfilesRepo, type AccountProfilesRepo } from '../store/account-profiles.ts';
import { createContactsRepo, type ContactsRepo } from '../store/contacts.ts';
import { createInboxRepo, directChatId, type InboxRepo } from '../store/inbox.ts';
import { createPlayRepo, type PlayRepo } from '../store/play.ts';
import { createPostsRepo, type PostsRepo } from '../store/posts.ts';
import { createAuthThrottles, type AuthThrottles } from '../store/throttle.ts';
import { createTokensRepo, type TokensRepo } from '../store/tokens.ts';
import { createUsersRepo, type UserRecord, type UsersRepo } from '../store/users.ts';
import { createVerificationRepo, type VerificationRepo } from '../store/verification.ts';
import { seedVerifications } from '../seed/verification.ts';
import type { Clock } from './clock.ts';
import { MINT, userAccount, type Ledger } from './ledger.ts';

/** A day, for the seeded accounts' join dates. */
const DAY_MS = 86_400_000;

/** Seed of the store's own id generator (community ids, …): the same ids after every reset. */
const STORE_SEED = 424242;

export interface Store {
  users: UsersRepo;
  tokens: TokensRepo;
  /** Sign-in and sign-up attempt counters (reset with the store, timed by the mock's clock). */
  throttles: AuthThrottles;
  contacts: ContactsRepo;
  inbox: InboxRepo;
  posts: PostsRepo;
  play: PlayRepo;
  ledger: Ledger;
  /** Account area: display name, bio, uploaded picture, notification preferences. */
  accountProfiles: AccountProfilesRepo;
  /** Identity verification requests and their review. */
  verifications: VerificationRepo;
  /** The user as openapi's `User`: assets from the ledger (OSBT always present), playData, playQueue and playOffers from the game. */
  userView(user: UserRecord): User;
  /**
   * Grants a new account's welcome OSBT through the ledger, held: it (and any achievement reward) cannot leave the
   * account until its owner is verified, so throwaway accounts cannot pass their grants on.
   */
  grantWelcome(uid: string, amount: number): void;
  /** OSBT the user's account holds back (their held grants), 0 once they are verified. */
  heldOf(uid: string): number;
  /** Drops everything (tokens included) and loads the seed again. */
  reset(): void;
}

export function createStore(deps: {
  clock: Clock;
  /** SEED_SCALE unless given (seed/scale.ts): ×N people, posts and messages on top of the ×1 seed. */
  seedScale?: number;
  ledger: Ledger;
  isConnected: (uid: string) => boolean;
  /** When the user last had an open websocket (realtime.lastSeen). */
  lastSeen: (uid: string) => number | undefined;
}): Store {
  const { clock, ledger } = deps;
  const scale = deps.seedScale ?? SEED_SCALE;
  let rng: Prng = createPrng(STORE_SEED);
  const users = createUsersRepo();
  const tokens = createTokensRepo({ now: () => clock.now() });
  const throttles = createAuthThrottles(() => clock.now());
  const contacts = createContactsRepo();
  const accountProfiles = createAccountProfilesRepo();
  const verifications = createVerificationRepo();
  const posts = createPostsRepo();
  const inbox = createInboxRepo({ users, rng: () => rng });
  const play = createPlayRepo({
    users,
    ledger,
    now: () => clock.now(),
    isConnected: deps.isConnected,
    lastSeen: deps.lastSeen,
    schedule: (at, run) => clock.schedule(at, run),
  });

  /** Accounts made by sign-up: their grants are held until they are verified (the seeded people's are not). */
  let signedUp = new Set<string>();
  const GRANT_IDS = ['welcome:', 'account:reward:'];
  const heldOf = (uid: string): number => {
    if (!signedUp.has(uid) || users.get(uid)?.isVerified !== false) return 0;
    const account = userAccount(uid);
    let held = 0;
    for (const r of ledger.records({ account, asset: 'OSBT' })) {
      if (r.from === MINT && r.to === account && GRANT_IDS.some((prefix) => r.requestId.startsWith(prefix))) held += r.amount;
    }
    return held;
  };
  ledger.holdWith((account, asset) => (asset === 'OSBT' && account.startsWith('user:') ? heldOf(account.slice('user:'.length)) : 0));

  /** `at`: when a seeded account joined (its grant is dated then); a sign-up's grant is dated now. */
  const openingGrant = (uid: string, amount: number, at?: number): void => {
    ledger.transfer({
      requestId: `welcome:${uid}`,
      from: MINT,
      to: userAccount(uid),
      asset: 'OSBT',
      amount,
      memo: 'Welcome grant',
      ...(at === undefined ? {} : { at }),
    });
  };

  const seedScaledInbox = (scaleOf: number): void => {
    if (scaleOf <= 1) return;
    const base = seedConversations();
    const baseMessages = base.reduce((sum, conversation) => sum + conversation.messages.length, 0);
    const adaBase = base.filter((conversation) => conversation.members.includes(SEED_USERS[0]?.uid ?? '')).length;
    const scaled = scaledConversations(scaleOf, baseMessages, adaBase);
    const made = scaled.map((conversation) =>
      inbox.insert({
        id: conversation.id ?? directChatId(conversation.members[0] ?? '', conversation.members[1] ?? ''),
        type: conversation.type,
        name: conversation.name,
        description: conversation.description,
        members: conversation.members,
        createdBy: conversation.members[0] ?? '',
        // Set from its first message below.
        createdAt: 0,
      }),
    );
    scaledMessages(scaled, (index, u, m, t) => {
      const conversation = made[index];
      if (!conversation) return;
      if (conversation.createdAt === 0) conversation.createdAt = t;
      inbox.appendRead(conversation, u, m, t);
    });
    // Everyone has read all of it (as the ×1 seed's older messages): one read mark per member, not one per message.
    for (const conversation of made) {
      const newest = conversation.messages.at(-1)?.i;
      if (newest !== undefined) for (const uid of conversation.members) conversation.lastRead.set(uid, newest);
    }
  };

  const seed = (): void => {
    const now = clock.now();
    for (const user of SEED_USERS) {
      const { osbt, joinedDaysAgo, ...fields } = user;
      const joined = users.create({ ...fields, password: SEED_PASSWORD, createdAt: now - Math.round(joinedDaysAgo * DAY_MS) });
      openingGrant(user.uid, osbt, joined.createdAt);
    }
    for (const user of scaledUsers(scale)) {
      const { osbt, joinedDaysAgo, displayName, ...fields } = user;
      const joined = users.create({ ...fields, password: SEED_PASSWORD, createdAt: now - Math.round(joinedDaysAgo * DAY_MS) });
      openingGrant(user.uid, osbt, joined.createdAt);
      accountProfiles.update(user.uid, { displayName });
    }
    for (const [uid, contactUids] of SEED_CONTACTS) {
      for (const contactUid of contactUids) contacts.add(uid, contactUid, users.get(contactUid)?.userName ?? '');
    }
    // The scaled conversations first: they are dated before the ×1 seed's, and message ids follow time.
    seedScaledInbox(scale);
    for (const conversation of seedConversations()) {
      const first = conversation.messages[0];
      inbox.insert({
        id: conversation.id,
        type: conversation.type,
        name: conversation.name,
        description: conversation.description,
        members: [...conversation.members],
        createdBy: conversation.members[0] ?? '',
        createdAt: first?.t ?? now,
      });
      conversation.messages.forEach((message, index) => {
        const newest = index === conversation.messages.length - 1;
        inbox.addMessage(conversation.id, message.u, message.m, message.t, newest ? 'd' : 'r');
      });
    }
    for (const post of seedPosts()) posts.insert(post);
    for (const post of scaledPosts(scale)) posts.insert(post);
    seedVerifications(verifications);
  };

  const store: Store = {
    users,
    tokens,
    throttles,
    contacts,
    inbox,
    posts,
    play,
    ledger,
    accountProfiles,
    verifications,
    userView(user) {
      const queued = play.queuedAt(user.uid);
      const offers = play.offersFor(user.uid);
      const held = heldOf(user.uid);
      return {
        uid: user.uid,
        userName: user.userName,
        email: user.email,
        isVerified: user.isVerified,
        isStaff: user.isStaff,
        country: user.country,
        currency: user.currency,
        userCountry: user.userCountry,
        timeZone: user.timeZone,
        assets: { OSBT: 0, ...ledger.balances(userAccount(user.uid)) },
        // Optional: present only while part of the balance is held (a new account's grants, until verified).
        ...(held > 0 ? { held: { OSBT: held } } : {}),
        playData: play.playDataFor(user.uid),
        // Optional in openapi.yaml: present only while the user waits / has something to answer.
        ...(queued ? { playQueue: queued } : {}),
        ...(offers.length > 0 ? { playOffers: offers } : {}),
        todo: user.todo,
      };
    },
    grantWelcome(uid, amount) {
      signedUp.add(uid);
      openingGrant(uid, amount);
    },
    heldOf,
    reset() {
      rng = createPrng(STORE_SEED);
      signedUp = new Set();
      for (const repo of [users, tokens, throttles, contacts, inbox, posts, play, ledger, accountProfiles, verifications]) repo.reset();
      seed();
    },
  };
  store.reset();
  return store;
}

declare module 'fastify' {
  interface FastifyInstance {
    store: Store;
  }
}

export function storePlugin(app: FastifyInstance, store: Store): void {
  app.decorate('store', store);
}
