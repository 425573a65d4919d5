// Per-operation fixture calls: requests whose semantics need real data (seeded users, ids from an earlier
// answer), so each operation gets at least one 2xx. Generated bodies cover the rest of the schema.
import { NO_BODY } from '../lib/generate.ts';
import { dataOf, type World } from '../lib/world.ts';

/** One guaranteed-success scenario per operation; each `call` is checked against the contract. */
export type Fixture = (w: World) => Promise<void>;

/** Unique per run, so fixtures that create accounts never collide on a real deployment. */
const runTag = Date.now().toString(36);

/** The 30 s game timer of spec section 9, plus a margin. */
const GAME_TIMEOUT_MS = 31_000;

async function startGame(w: World, challenger: string, opponent: string): Promise<string | undefined> {
  const them = await w.session(opponent);
  const challenge = await w.call('playAction', { as: challenger, body: { g: 'a', u: them.uid, n: them.nid }, label: `${challenger} challenges ${opponent} (stake a)` });
  const id = dataOf(challenge)?.i;
  if (typeof id !== 'string') return undefined;
  await w.call('playAction', { as: opponent, body: { t: 'a', i: id }, label: `${opponent} accepts game ${id}` });
  return id;
}

export const fixtures: Record<string, Fixture> = {
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
      await w.call('updateAccount', { as: 'onboarding', body: { userName: 'dana', country: 'KE', currency: 'USD' }, label: 'finish onboarding (spec example)' });
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
    await w.call('createPost', { body: { type: 'Text', text: 'Hello #osb from @ada', tags: ['osb'], description: '', media: [], country: 'NG' }, label: 'text post (spec example)' });
  },
  async createCommunity(w) {
    await w.call('createCommunity', { body: { name: `contract_${runTag}`.slice(0, 24), description: 'Made by the contract suite' }, label: 'new community' });
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
  async playAction(w) {
    // A challenge rejected (t: x), then one accepted (t: a); needs only two users.
    const other = await w.session('other');
    const challenge = await w.call('playAction', { body: { g: 'a', u: other.uid, n: other.nid }, label: 'main challenges other' });
    const rejectId = dataOf(challenge)?.i;
    if (typeof rejectId === 'string') await w.call('playAction', { as: 'other', body: { t: 'x', i: rejectId }, label: `other rejects game ${rejectId}` });
    const id = await startGame(w, 'main', 'other');
    if (id) w.state.gameId = id;
  },
  async resolvePlay(w) {
    let id = typeof w.state.gameId === 'string' ? w.state.gameId : undefined;
    id ??= await startGame(w, 'main', 'other');
    if (!id) throw new Error('resolvePlay fixture: could not start a game to resolve (see the playAction problems)');
    if (w.target.advanceClock) await w.target.advanceClock(GAME_TIMEOUT_MS);
    else await new Promise((r) => setTimeout(r, GAME_TIMEOUT_MS));
    await w.call('resolvePlay', { body: { i: id }, label: `resolve game ${id} after the 30 s timer` });
    delete w.state.gameId;
  },
};
