// Per-operation fixture calls: requests whose semantics need real data (seeded users, ids from an earlier
// answer), so each operation gets at least one 2xx. Generated bodies cover the rest of the schema.
import { NO_BODY } from '../lib/generate.ts';
import { dataOf, letTimePass, type World } from '../lib/world.ts';
import { mapFixtures } from './map-fixtures.ts';
import { DELIVERY_WAIT_MS, marketFixtures } from './market-fixtures.ts';
import { cloudFixtures } from './cloud-fixtures.ts';
import { accountFixtures } from './account-fixtures.ts';
import { DISPUTE_WAIT_MS, payFixtures } from './pay-fixtures.ts';
import { adminFixtures } from './admin-fixtures.ts';
import { supportFixtures } from './support-fixtures.ts';

/** One guaranteed-success scenario per operation; each `call` is checked against the contract. */
export type Fixture = (w: World) => Promise<void>;

/** Unique per run, so fixtures that create accounts never collide on a real deployment. */
const runTag = Date.now().toString(36);

/**
 * A 108-byte 8-bit mono WAV in which every byte is below 0x80: Prism's proxy forwards a body as UTF-8 text, so
 * only such a file reaches the target intact (real uploads go straight to the API).
 */
function asciiSafeWav(): string {
  const samples = 64;
  const le16 = (n: number): string => String.fromCharCode(n & 0xff, (n >> 8) & 0xff);
  const le32 = (n: number): string => le16(n & 0xffff) + le16(n >>> 16);
  let data = '';
  for (let i = 0; i < samples; i++) data += String.fromCharCode(0x60 + (i % 16));
  return `RIFF${le32(36 + samples)}WAVEfmt ${le32(16)}${le16(1)}${le16(1)}${le32(8000)}${le32(8000)}${le16(1)}${le16(8)}data${le32(samples)}${data}`;
}

/** The id of a post the main user can see (the newest of For you), remembered for the other post fixtures. */
async function anyPostId(w: World): Promise<string> {
  if (typeof w.state.postId === 'string') return w.state.postId;
  const page = await w.call('listFeed', { body: { feed: 'forYou', page: 1 }, label: 'For you, page 1 (to find a post)' });
  const list = dataOf(page)?.list;
  const id = Array.isArray(list) ? (list[0] as { id?: unknown } | undefined)?.id : undefined;
  if (typeof id !== 'string') throw new Error('listFeed answered no post to use in the post fixtures');
  w.state.postId = id;
  return id;
}

/** The 30 s game timer of spec section 9, plus a margin. */
const GAME_TIMEOUT_MS = 31_000;

async function startGame(w: World, challenger: string, opponent: string): Promise<string | undefined> {
  const them = await w.session(opponent);
  const challenge = await w.call('playAction', {
    as: challenger,
    body: { g: 'a', u: them.uid, n: them.nid },
    label: `${challenger} challenges ${opponent} (stake a)`,
  });
  const id = dataOf(challenge)?.i;
  if (typeof id !== 'string') return undefined;
  await w.call('playAction', { as: opponent, body: { t: 'a', i: id }, label: `${opponent} accepts game ${id}` });
  return id;
}

/** How long a fixture waits for the target's own timers where it cannot move the clock (a real API). */
export const FIXTURE_REAL_WAITS_MS: Readonly<Record<string, number>> = {
  resolvePlay: GAME_TIMEOUT_MS,
  payP2pOrderDispute: DISPUTE_WAIT_MS,
  marketReviewCreate: DELIVERY_WAIT_MS,
  marketOrderReturn: DELIVERY_WAIT_MS,
  payP2pOrderEvidence: DISPUTE_WAIT_MS,
  adminDispute: DISPUTE_WAIT_MS,
  adminDisputeResolve: DISPUTE_WAIT_MS,
};

export const fixtures: Record<string, Fixture> = {
  ...payFixtures,
  ...mapFixtures,
  ...marketFixtures,
  ...cloudFixtures,
  ...accountFixtures,
  ...adminFixtures,
  ...supportFixtures,
  async signIn(w) {
    await w.call('signIn', { body: w.target.users[w.roles.main!], label: 'seeded credentials' });
  },
  async signUp(w) {
    await w.call('signUp', { body: { email: `contract-${runTag}@example.com`, password: 'correct-horse-battery' }, label: 'new account' });
  },
  async signOut(w) {
    const fresh = await w.freshSession('main');
    await w.call('signOut', { as: fresh, body: {}, label: 'sign out a fresh token' });
    const other = await w.freshSession('main');
    await w.call('signOut', { as: other, body: NO_BODY, label: 'sign out with no body (the body is optional)' });
  },
  async getUser(w) {
    await w.call('getUser', { body: {}, label: 'empty object body' });
    await w.call('getUser', { body: NO_BODY, label: 'no body (the body is optional)' });
  },
  async getRates(w) {
    await w.call('getRates', { body: {}, label: 'anonymous' });
  },
  async updateAccount(w) {
    if (w.target.mode === 'mock') {
      await w.call('updateAccount', {
        as: 'onboarding',
        body: { userName: 'dana', country: 'KE', currency: 'USD' },
        label: 'finish onboarding (spec example)',
      });
    } else {
      const me = await w.session('main');
      await w.call('updateAccount', { body: { timeZone: String(me.user.timeZone) }, label: 'set the time zone to its current value' });
    }
  },
  async getProfile(w) {
    const other = await w.session('other');
    await w.call('getProfile', { body: { userName: other.userName }, label: `profile of ${other.userName}` });
  },
  async createPost(w) {
    await w.call('createPost', {
      body: { type: 'Text', text: 'Hello #osb from @ada', tags: ['osb'], description: '', media: [], country: 'NG' },
      label: 'text post (spec example)',
    });
  },
  async listFeed(w) {
    await anyPostId(w);
    await w.call('listFeed', { body: { feed: 'following', page: 1 }, label: 'Following, page 1' });
    await w.call('listFeed', { body: { feed: 'forYou', page: 2 }, label: 'For you, page 2' });
  },
  async listNewPosts(w) {
    await w.call('listNewPosts', { body: { feed: 'forYou', after: await anyPostId(w) }, label: 'posts newer than the newest' });
  },
  async getPost(w) {
    await w.call('getPost', { body: { id: await anyPostId(w) }, label: 'the newest post' });
  },
  async likePost(w) {
    await w.call('likePost', { body: { id: await anyPostId(w) }, label: 'like the newest post' });
  },
  async unlikePost(w) {
    await w.call('unlikePost', { body: { id: await anyPostId(w) }, label: 'unlike the newest post' });
  },
  async updatePost(w) {
    // Its own post, so the other post fixtures keep theirs as they were.
    const created = await w.call('createPost', {
      body: { type: 'Text', text: 'To be edited by the contract suite', tags: [], description: '', media: [], country: 'NG' },
      label: 'a post to edit',
    });
    const id = dataOf(created)?.id;
    if (typeof id !== 'string') throw new Error('createPost answered no id for the updatePost fixture');
    await w.call('updatePost', {
      body: { id, text: 'Edited by the contract suite', tags: ['osb'], description: 'With a description' },
      label: 'edit my own post',
    });
  },
  async deletePost(w) {
    // Its own post, so the other post fixtures keep theirs.
    const created = await w.call('createPost', {
      body: { type: 'Text', text: 'To be deleted by the contract suite', tags: [], description: '', media: [], country: 'NG' },
      label: 'a post to delete',
    });
    const id = dataOf(created)?.id;
    if (typeof id !== 'string') throw new Error('createPost answered no id for the deletePost fixture');
    await w.call('deletePost', { body: { id }, label: 'delete my own post' });
  },
  async listComments(w) {
    await w.call('listComments', { body: { id: await anyPostId(w), page: 1 }, label: 'comments of the newest post' });
  },
  async addComment(w) {
    await w.call('addComment', {
      body: { id: await anyPostId(w), text: 'Nice one, from the contract suite' },
      label: 'comment on the newest post',
    });
  },
  async deleteComment(w) {
    const added = await w.call('addComment', {
      body: { id: await anyPostId(w), text: 'To be deleted by the contract suite' },
      label: 'a comment to delete',
    });
    const id = (dataOf(added)?.comment as { id?: unknown } | undefined)?.id;
    if (typeof id !== 'string') throw new Error('addComment answered no comment id for the deleteComment fixture');
    await w.call('deleteComment', { body: { id }, label: 'delete my own comment' });
  },
  async getProfileStats(w) {
    const other = await w.session('other');
    await w.call('getProfileStats', { body: { uid: other.uid }, label: `counts of ${other.who}` });
  },
  async followProfile(w) {
    const other = await w.session('other');
    await w.call('followProfile', { body: { uid: other.uid }, label: `follow ${other.who}` });
  },
  async unfollowProfile(w) {
    const other = await w.session('other');
    await w.call('unfollowProfile', { body: { uid: other.uid }, label: `unfollow ${other.who}` });
  },
  async listProfilePosts(w) {
    const other = await w.session('other');
    await w.call('listProfilePosts', { body: { uid: other.uid, page: 1 }, label: `posts of ${other.who}` });
  },
  async searchProfiles(w) {
    const other = await w.session('other');
    await w.call('searchProfiles', { body: { text: other.userName.slice(0, 3) }, label: `search for ${other.userName.slice(0, 3)}` });
  },
  async getTag(w) {
    await w.call('getTag', { body: { tag: 'osb' }, label: '#osb' });
  },
  async listTagPosts(w) {
    await w.call('listTagPosts', { body: { tag: 'osb', page: 1 }, label: 'posts tagged #osb' });
  },
  async followTag(w) {
    await w.call('followTag', { body: { tag: 'osb' }, label: 'follow #osb' });
  },
  async unfollowTag(w) {
    await w.call('unfollowTag', { body: { tag: 'osb' }, label: 'unfollow #osb' });
  },
  async uploadMedia(w) {
    await w.call('uploadMedia', {
      raw: { body: asciiSafeWav(), contentType: 'audio/wav', describe: 'a 108-byte WAV file' },
      label: 'upload a WAV file as the raw body',
    });
  },
  async createCommunity(w) {
    await w.call('createCommunity', {
      body: { name: `contract_${runTag}`.slice(0, 24), description: 'Made by the contract suite' },
      label: 'new community',
    });
  },
  async addContact(w) {
    const third = await w.session('third');
    await w.call('addContact', { body: { uid: third.uid, nid: third.nid }, label: `add ${third.who} as a contact` });
  },
  async removeContacts(w) {
    const third = await w.session('third');
    await w.call('removeContacts', { body: { uids: [third.uid] }, label: `remove ${third.who}` });
  },
  async listContacts(w) {
    await w.call('listContacts', { body: {}, label: 'contacts' });
  },
  async listInbox(w) {
    const first = await w.call('listInbox', { body: {}, label: 'first batch' });
    const ids = Object.values(dataOf(first) ?? {})
      .map((e) => (e as { data?: { i?: unknown } }).data?.i)
      .filter((i): i is string => typeof i === 'string');
    const last = ids[ids.length - 1];
    if (last) await w.call('listInbox', { body: { id: last }, label: `batch after ${last}` });
  },
  async sendMessage(w) {
    const other = await w.session('other');
    const k = `contract-${runTag}-send`;
    const sent = await w.call('sendMessage', {
      body: { to: other.uid, m: 'Hello from the contract suite', k },
      label: `message ${other.who} by uid`,
    });
    // The same client message id again: answered from the store (idempotent), not stored twice.
    await w.call('sendMessage', {
      body: { to: other.uid, m: 'Hello from the contract suite', k },
      label: 'the same message again (retry)',
    });
    const c = dataOf(sent)?.c;
    if (typeof c === 'string') w.state.chatId = c;
  },
  async getHistory(w) {
    const other = await w.session('other');
    const page = await w.call('getHistory', { body: { c: other.uid, limit: 5 }, label: `the chat with ${other.who} by uid` });
    const data = dataOf(page);
    const oldest = (data?.messages as Array<{ i?: unknown }> | undefined)?.[0]?.i;
    if (typeof data?.c === 'string' && typeof oldest === 'string') {
      await w.call('getHistory', { body: { c: data.c, before: oldest, limit: 5 }, label: `older than ${oldest}` });
      await w.call('getHistory', { body: { c: data.c, after: oldest }, label: `newer than ${oldest}` });
    }
  },
  async markRead(w) {
    const other = await w.session('other');
    const page = await w.call('getHistory', { body: { c: other.uid, limit: 1 }, label: `find the chat with ${other.who}` });
    const c = dataOf(page)?.c;
    if (typeof c === 'string') await w.call('markRead', { body: { c }, label: `read ${c}` });
  },
  async markReceived(w) {
    const other = await w.session('other');
    const page = await w.call('getHistory', { body: { c: other.uid, limit: 1 }, label: `find the chat with ${other.who}` });
    const data = dataOf(page);
    const i = (data?.messages as Array<{ i?: unknown }> | undefined)?.[0]?.i;
    if (typeof data?.c === 'string' && typeof i === 'string')
      await w.call('markReceived', { body: { c: data.c, i }, label: `received ${i}` });
  },
  async editMessage(w) {
    const other = await w.session('other');
    const sent = dataOf(
      await w.call('sendMessage', {
        body: { to: other.uid, m: 'Typo hree', k: `contract-${runTag}-edit` },
        label: 'a message to edit',
      }),
    );
    if (typeof sent?.c === 'string' && typeof sent.i === 'string')
      await w.call('editMessage', { body: { c: sent.c, i: sent.i, m: 'Typo here' }, label: `edit ${sent.i}` });
  },
  async deleteMessage(w) {
    const other = await w.session('other');
    const sent = dataOf(
      await w.call('sendMessage', {
        body: { to: other.uid, m: 'Sent by mistake', k: `contract-${runTag}-delete` },
        label: 'a message to delete',
      }),
    );
    if (typeof sent?.c === 'string' && typeof sent.i === 'string')
      await w.call('deleteMessage', { body: { c: sent.c, i: sent.i }, label: `delete ${sent.i}` });
  },
  async inviteToCommunity(w) {
    const third = await w.session('third');
    const created = await w.call('createCommunity', {
      body: { name: `invite_${runTag}`.slice(0, 24), description: 'Invite fixture' },
      label: 'a community to invite into',
    });
    const c = dataOf(created)?.uid;
    if (typeof c === 'string') await w.call('inviteToCommunity', { body: { c, uids: [third.uid] }, label: `invite ${third.who}` });
  },
  async listNotifications(w) {
    const first = await w.call('listNotifications', { body: {}, label: 'newest notifications' });
    const items = dataOf(first)?.items as Array<{ id?: unknown }> | undefined;
    const last = items?.at(-1)?.id;
    if (typeof last === 'string') await w.call('listNotifications', { body: { before: last, limit: 10 }, label: `older than ${last}` });
  },
  async markNotificationsRead(w) {
    const page = await w.call('listNotifications', { body: { limit: 5 }, label: 'notifications to mark' });
    const ids = ((dataOf(page)?.items as Array<{ id?: unknown }> | undefined) ?? [])
      .map((n) => n.id)
      .filter((id): id is string => typeof id === 'string');
    if (ids.length > 0) await w.call('markNotificationsRead', { body: { ids }, label: `mark ${ids.length} read` });
  },
  async playAction(w) {
    // A challenge rejected (t: x), then one accepted (t: a); needs only two users.
    const other = await w.session('other');
    const challenge = await w.call('playAction', { body: { g: 'a', u: other.uid, n: other.nid }, label: 'main challenges other' });
    const rejectId = dataOf(challenge)?.i;
    if (typeof rejectId === 'string')
      await w.call('playAction', { as: 'other', body: { t: 'x', i: rejectId }, label: `other rejects game ${rejectId}` });
    const id = await startGame(w, 'main', 'other');
    if (id) w.state.gameId = id;
  },
  async resolvePlay(w) {
    let id = typeof w.state.gameId === 'string' ? w.state.gameId : undefined;
    id ??= await startGame(w, 'main', 'other');
    if (!id) throw new Error('resolvePlay fixture: could not start a game to resolve (see the playAction problems)');
    await letTimePass(w, GAME_TIMEOUT_MS);
    await w.call('resolvePlay', { body: { i: id }, label: `resolve game ${id} after the 30 s timer` });
    delete w.state.gameId;
  },
  async playMove(w) {
    // Both move: the game settles at once; both read the result so no play data is left behind.
    const id = await startGame(w, 'main', 'other');
    if (!id) throw new Error('playMove fixture: could not start a game (see the playAction problems)');
    await w.call('playMove', { body: { i: id, m: 'r' }, label: `main plays rock in ${id}` });
    await w.call('playMove', { as: 'other', body: { i: id, m: 's' }, label: `other plays scissors in ${id}` });
    await w.call('resolvePlay', { body: { i: id }, label: `main reads the result of ${id}` });
    await w.call('resolvePlay', { as: 'other', body: { i: id }, label: `other reads the result of ${id}` });
  },
  async playRematch(w) {
    const id = await startGame(w, 'main', 'other');
    if (!id) throw new Error('playRematch fixture: could not start a game (see the playAction problems)');
    await w.call('playMove', { body: { i: id, m: 'p' }, label: `main plays paper in ${id}` });
    await w.call('playMove', { as: 'other', body: { i: id, m: 'p' }, label: `other plays paper in ${id}` });
    const offer = await w.call('playRematch', { body: { i: id }, label: `main offers a rematch of ${id}` });
    const next = dataOf(offer)?.i;
    if (typeof next === 'string') {
      await w.call('playAction', { as: 'other', body: { t: 'x', i: next }, label: `other rejects the rematch ${next}` });
      await w.call('resolvePlay', { body: { i: next }, label: `main hears the rematch ${next} was rejected` });
    }
    await w.call('resolvePlay', { body: { i: id }, label: `main reads the result of ${id}` });
    await w.call('resolvePlay', { as: 'other', body: { i: id }, label: `other reads the result of ${id}` });
  },
  async playQueue(w) {
    // main waits at stake a; other joins at a and the game starts; both move so nothing is left in escrow.
    await w.call('playQueue', { body: { g: 'a' }, label: 'main waits at stake a' });
    const match = await w.call('playQueue', { as: 'other', body: { g: 'a' }, label: 'other joins at stake a (matched)' });
    const id = dataOf(match)?.i;
    if (typeof id !== 'string') return;
    await w.call('playMove', { body: { i: id, m: 'r' }, label: `main plays rock in ${id}` });
    await w.call('playMove', { as: 'other', body: { i: id, m: 'p' }, label: `other plays paper in ${id}` });
    await w.call('resolvePlay', { body: { i: id }, label: `main reads the result of ${id}` });
    await w.call('resolvePlay', { as: 'other', body: { i: id }, label: `other reads the result of ${id}` });
  },
  async playQueueLeave(w) {
    await w.call('playQueue', { body: { g: 'a' }, label: 'main waits at stake a' });
    await w.call('playQueueLeave', { body: {}, label: 'main stops waiting' });
    await w.call('playQueueLeave', { body: NO_BODY, label: 'no body (the body is optional)' });
  },
};
