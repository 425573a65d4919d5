// Cloud settings and API keys: a monthly spending limit in OSBT (CloudContext.charge refuses charges beyond it), a
// low-balance alert threshold, default email sender and SMS sender name; API keys whose secret is shown once (only
// its hash is kept, looked up by hash when a key authenticates a call), listed by prefix with their scopes, created
// and last-used dates, revocable.
import { createHash } from 'node:crypto';
import { randomBytes } from '../lib/entropy.ts';
import {
  API_KEY_SCOPES,
  keyLabelProblem,
  osbtSettingProblem,
  scopesProblem,
  smsSenderProblem,
} from '../../../contracts/rules/cloud-settings.ts';
import { conflict, notFound, unprocessable } from '../lib/errors.ts';
import { API_KEY_MARK } from '../plugins/auth.ts';
import type { CloudContext, CloudSchemas } from './cloud.ts';
import { monthStart } from './cloud-month.ts';
import { SMS_FROM } from './cloud-messaging.ts';
import { enforce } from './cloud-rules.ts';

type Settings = Pick<CloudSchemas['CloudSettings'], 'monthlyLimit' | 'lowBalanceAlert' | 'emailSender' | 'smsSender'>;
type ApiKey = CloudSchemas['CloudApiKey'];
export type ApiKeyScope = CloudSchemas['CloudApiKeyScope'];

export const MAX_API_KEYS = 10;
/** Characters of the secret the list shows ("osk_" and four more). */
const PREFIX_LENGTH = 8;
const SECRET_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

const DEFAULTS: Settings = { monthlyLimit: null, lowBalanceAlert: null, emailSender: null, smsSender: SMS_FROM };

interface StoredKey extends ApiKey {
  owner: string;
  hash: string;
  revoked: boolean;
}

/** A key as the auth plugin sees it when its secret is presented. */
export type KeyGrant = Pick<StoredKey, 'id' | 'owner' | 'prefix' | 'scopes' | 'revoked'>;

export interface CloudAccountRepo {
  settings(uid: string): Settings;
  view(uid: string): CloudSchemas['CloudSettings'];
  update(uid: string, input: CloudSchemas['CloudSettingsInput']): CloudSchemas['CloudSettings'];
  keys(uid: string): ApiKey[];
  createKey(uid: string, label: string, scopes?: readonly ApiKeyScope[]): CloudSchemas['CloudApiKeyCreated'];
  revokeKey(uid: string, id: string): ApiKey[];
  /** The key whose secret this is (live or revoked), or undefined for a secret never issued. */
  findKey(secret: string): KeyGrant | undefined;
  /** Records that the key was just used (the mock's clock). */
  markUsed(id: string): void;
  /** The seed's keys (created and used in the past). */
  insertKey(uid: string, label: string, createdAt: number, lastUsedAt: number | null, scopes?: readonly ApiKeyScope[]): ApiKey;
  /** Where the verified sender addresses come from (messaging, which needs these settings in turn). */
  useSenders(source: (uid: string) => CloudSchemas['CloudSender'][]): void;
}

function newSecret(): string {
  const bytes = randomBytes(32);
  return `${API_KEY_MARK}${[...bytes].map((b) => SECRET_ALPHABET[b % SECRET_ALPHABET.length]).join('')}`;
}

const hashOf = (secret: string): string => createHash('sha256').update(secret).digest('hex');
const viewKey = ({ owner: _o, hash: _h, revoked: _r, ...key }: StoredKey): ApiKey => ({ ...key, scopes: [...key.scopes] });

/** The scopes asked for, in their canonical order: every scope when left out, 422 for none. */
function scopesOf(asked: readonly ApiKeyScope[] | undefined): ApiKeyScope[] {
  if (asked === undefined) return [...API_KEY_SCOPES];
  enforce(scopesProblem(asked));
  return API_KEY_SCOPES.filter((s) => asked.includes(s));
}

export function createCloudAccountRepo(ctx: CloudContext): CloudAccountRepo {
  const settings = new Map<string, Settings>();
  const keys: StoredKey[] = [];
  const byHash = new Map<string, StoredKey>();
  let senders: (uid: string) => CloudSchemas['CloudSender'][] = () => [];
  const of = (uid: string): Settings => settings.get(uid) ?? DEFAULTS;
  ctx.setLimitSource((uid) => of(uid).monthlyLimit);

  const view = (uid: string): CloudSchemas['CloudSettings'] => {
    const s = of(uid);
    const balance = ctx.balance(uid);
    return {
      ...s,
      spentThisMonth: ctx.spend(uid, monthStart(ctx.now())).total,
      balance,
      lowBalance: s.lowBalanceAlert !== null && balance < s.lowBalanceAlert,
    };
  };
  const live = (uid: string): StoredKey[] => keys.filter((k) => k.owner === uid && !k.revoked);
  const list = (uid: string): ApiKey[] =>
    live(uid)
      .sort((a, b) => b.createdAt - a.createdAt || b.id.localeCompare(a.id))
      .map(viewKey);
  const add = (
    uid: string,
    label: string,
    scopes: ApiKeyScope[],
    secret: string,
    createdAt: number,
    lastUsedAt: number | null,
  ): StoredKey => {
    const key: StoredKey = {
      id: ctx.nextId('ak'),
      owner: uid,
      label,
      prefix: secret.slice(0, PREFIX_LENGTH),
      scopes,
      createdAt,
      lastUsedAt,
      hash: hashOf(secret),
      revoked: false,
    };
    keys.push(key);
    byHash.set(key.hash, key);
    return key;
  };

  return {
    settings: of,
    view,
    update(uid, input) {
      enforce(
        osbtSettingProblem('monthlyLimit', input.monthlyLimit),
        osbtSettingProblem('lowBalanceAlert', input.lowBalanceAlert),
        smsSenderProblem(input.smsSender),
      );
      const emailSender = input.emailSender === null || input.emailSender.trim() === '' ? null : input.emailSender.trim().toLowerCase();
      if (emailSender !== null && !senders(uid).some((s) => s.address === emailSender)) {
        throw unprocessable('cloud.settingsSenderNotVerified');
      }
      const before = of(uid);
      const next: Settings = {
        monthlyLimit: input.monthlyLimit,
        lowBalanceAlert: input.lowBalanceAlert,
        emailSender,
        smsSender: input.smsSender.trim(),
      };
      settings.set(uid, next);
      if (before.monthlyLimit !== next.monthlyLimit) {
        ctx.log(
          uid,
          'settings',
          next.monthlyLimit === null ? { kind: 'limit_removed' } : { kind: 'limit_set', params: { limit: next.monthlyLimit } },
        );
      }
      return view(uid);
    },
    keys: list,
    createKey(uid, rawLabel, asked) {
      const label = rawLabel.trim();
      const mine = live(uid);
      // A blank or over-long label is a 422; ten live keys, or the label already taken, a conflict (409).
      enforce(keyLabelProblem(label, []));
      if (mine.length >= MAX_API_KEYS) throw conflict('cloud.keysTooMany', { max: MAX_API_KEYS });
      const taken = keyLabelProblem(
        label,
        mine.map((k) => k.label),
      );
      if (taken) throw conflict(taken.code, taken.params);
      const scopes = scopesOf(asked);
      const secret = newSecret();
      const key = add(uid, label, scopes, secret, ctx.now(), null);
      ctx.log(uid, 'settings', { kind: 'key_created', params: { label } });
      return { ...viewKey(key), secret };
    },
    revokeKey(uid, id) {
      const key = live(uid).find((k) => k.id === id);
      if (!key) throw notFound('cloud.keyNotFound');
      key.revoked = true;
      ctx.log(uid, 'settings', { kind: 'key_revoked', params: { label: key.label } });
      return list(uid);
    },
    findKey(secret) {
      const key = byHash.get(hashOf(secret));
      return key && { id: key.id, owner: key.owner, prefix: key.prefix, scopes: key.scopes, revoked: key.revoked };
    },
    markUsed(id) {
      const key = keys.find((k) => k.id === id);
      if (key) key.lastUsedAt = ctx.now();
    },
    insertKey: (uid, label, createdAt, lastUsedAt, scopes) =>
      viewKey(add(uid, label, scopesOf(scopes), newSecret(), createdAt, lastUsedAt)),
    useSenders(source) {
      senders = source;
    },
  };
}
