// What each operation changes, so a run against a real deployment sends only calls that change nothing
// unless CONTRACT_ALLOW_MUTATIONS=1. Every operation of openapi.yaml must be listed (a test enforces it), so a
// new operation forces a decision instead of defaulting to "safe".

export type Effect =
  /** Reads only. */
  | 'read'
  /** Creates or revokes only the suite's own session token; no user data changes. */
  | 'session'
  /** Changes data (accounts, posts, contacts, games, balances). */
  | 'mutation';

export const OPERATION_EFFECTS: Record<string, Effect> = {
  signIn: 'session',
  signUp: 'mutation',
  signOut: 'session',
  getUser: 'read',
  getRates: 'read',
  updateAccount: 'mutation',
  getProfile: 'read',
  createPost: 'mutation',
  createCommunity: 'mutation',
  addContact: 'mutation',
  removeContacts: 'mutation',
  listContacts: 'read',
  listInbox: 'read',
  playAction: 'mutation',
  resolvePlay: 'mutation',
};

/** True when the operation may run against this target. */
export function mayRun(operationId: string, allowMutations: boolean): boolean {
  const effect = OPERATION_EFFECTS[operationId] ?? 'mutation';
  return effect !== 'mutation' || allowMutations;
}
