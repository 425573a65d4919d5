// Cloud settings screens' state (/cloud/settings): the spending limit, low-balance alert and default senders form,
// checked before saving; API keys created with their scopes (at least one), the new key's secret held only until
// the person dismisses it (the server never shows it again) with a ready-to-run curl line. /cloud/overview's data.
import { createModel, signal } from '@preact/signals-react';
import {
  API_KEY_SCOPES,
  keyLabelProblem,
  osbtSettingProblem,
  scopesProblem,
  smsSenderProblem,
} from '../../../../../contracts/rules/cloud-settings';
import { errorMessage } from '../../../lib/api/errors';
import { formatOsbtNumber, OSBT_DECIMALS, PLATFORM_ASSET } from '../../../lib/currency';
import { parseAmount } from '../../../lib/amount-input';
import { language } from '../../../state/language';
import type { FieldProblem, Notify, Problem } from './domains';
import { rowAction, submitForm } from './form-run';
import { loadable } from './loadable';
import type { ApiKey, ApiKeyCreated, ApiKeyScope, Overview, Sender, Settings, SettingsInput } from './types';

/** A shell word in single quotes (a quote inside closes, escapes and reopens them). */
const shellQuoted = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/**
 * A first call to try with a new key, for the scopes it has: send an SMS saying `smsText` (messaging, in the
 * person's language), else list buckets (storage), else list domains. One line a shell runs as is.
 */
export function curlExample(
  base: string,
  secret: string,
  scopes: readonly ApiKeyScope[],
  smsText: string,
): { call: ApiKeyScope; command: string } {
  const call = API_KEY_SCOPES.find((s) => scopes.includes(s)) ?? 'messaging';
  const [path, body] =
    call === 'messaging'
      ? ['/cloud/sms/send', JSON.stringify({ requestId: 'sms-first-call', to: '+2348012345678', text: smsText })]
      : call === 'storage'
        ? ['/cloud/storage/bucket/list', '{}']
        : ['/cloud/domain/list', '{}'];
  const command = `curl -X POST ${base.replace(/\/+$/, '')}${path} -H "Authorization: Bearer ${secret}" -H "Content-Type: application/json" -d ${shellQuoted(body)}`;
  return { call, command };
}

const fromError = (error: unknown): Problem => ({ text: errorMessage(error) });

export const OverviewModel = createModel((deps: { get: () => Promise<Overview> }) => loadable(deps.get, 'cloudOverview'));

/**
 * An OSBT amount field, read the person's language's way like every amount ("1.000" is a thousand in pt): '' is none
 * (null); otherwise whole OSBT in range, or why not (how to write it, or the rule it breaks).
 */
export function osbtField(
  field: 'monthlyLimit' | 'lowBalanceAlert',
  text: string,
  lang: string,
): { value: number | null } | { error: FieldProblem } {
  if (text.trim() === '') return { value: null };
  const read = parseAmount(text, OSBT_DECIMALS, lang);
  if (!read.ok) return { error: { amount: read.error, code: PLATFORM_ASSET, precision: OSBT_DECIMALS } };
  const found = osbtSettingProblem(field, read.minor);
  return found ? { error: found } : { value: read.minor };
}

export type SettingsErrors = { limit?: FieldProblem; alert?: FieldProblem; smsSender?: FieldProblem; form?: Problem };

export const SettingsModel = createModel(
  (deps: { get: () => Promise<Settings>; senders(): Promise<Sender[]>; update(body: SettingsInput): Promise<Settings> }) => {
    const { data: settings, loadError, load: fetchSettings } = loadable(deps.get, 'cloudSettings');
    const senders = signal<Sender[]>([], { name: 'cloudSettingsSenders' });
    const limit = signal('', { name: 'cloudSettingsLimit' });
    const alert = signal('', { name: 'cloudSettingsAlert' });
    const emailSender = signal('', { name: 'cloudSettingsEmailSender' });
    const smsSender = signal('', { name: 'cloudSettingsSmsSender' });
    const errors = signal<SettingsErrors>({}, { name: 'cloudSettingsErrors' });
    const busy = signal(false, { name: 'cloudSettingsBusy' });

    function fill(s: Settings): void {
      const lang = language.peek();
      limit.value = s.monthlyLimit === null ? '' : formatOsbtNumber(s.monthlyLimit, lang);
      alert.value = s.lowBalanceAlert === null ? '' : formatOsbtNumber(s.lowBalanceAlert, lang);
      emailSender.value = s.emailSender ?? '';
      smsSender.value = s.smsSender;
    }

    async function load(): Promise<void> {
      const [, list] = await Promise.all([fetchSettings(), deps.senders().catch(() => [] as Sender[])]);
      senders.value = list;
      const s = settings.peek();
      if (s) fill(s);
    }

    function check(): SettingsInput | null {
      const found: SettingsErrors = {};
      const l = osbtField('monthlyLimit', limit.peek(), language.peek());
      const a = osbtField('lowBalanceAlert', alert.peek(), language.peek());
      if ('error' in l) found.limit = l.error;
      if ('error' in a) found.alert = a.error;
      const sender = smsSenderProblem(smsSender.peek());
      if (sender) found.smsSender = sender;
      errors.value = found;
      if ('error' in l || 'error' in a || Object.keys(found).length > 0) return null;
      return {
        monthlyLimit: l.value,
        lowBalanceAlert: a.value,
        emailSender: emailSender.peek() || null,
        smsSender: smsSender.peek().trim(),
      };
    }

    async function save(): Promise<Settings | null> {
      const body = check();
      if (!body || busy.peek()) return null;
      return submitForm(busy, errors, async () => {
        const saved = await deps.update(body);
        settings.value = saved;
        fill(saved);
        return saved;
      });
    }

    /** The figures only (balance, this month's spend), leaving the form as the person is typing it. */
    const refreshFigures = (): Promise<void> => fetchSettings();
    return { settings, loadError, senders, limit, alert, emailSender, smsSender, errors, busy, load, refreshFigures, check, save };
  },
);

export interface ApiKeysDeps {
  list: () => Promise<ApiKey[]>;
  create(label: string, scopes: ApiKeyScope[]): Promise<ApiKeyCreated>;
  revoke(id: string): Promise<ApiKey[]>;
  notify: Notify;
  words(key: 'revoked', params: Record<string, string>): string;
}

export const ApiKeysModel = createModel((deps: ApiKeysDeps) => {
  const { data: keys, loadError, load } = loadable(() => deps.list(), 'cloudApiKeys');
  const label = signal('', { name: 'cloudApiKeyLabel' });
  /** The scopes ticked for the next key: all to start with (what most people want), at least one to create. */
  const scopes = signal<ApiKeyScope[]>([...API_KEY_SCOPES], { name: 'cloudApiKeyScopes' });
  const error = signal<Problem | null>(null, { name: 'cloudApiKeyError' });
  /** The key just created, with its secret: shown until dismissed, then gone for good. */
  const created = signal<ApiKeyCreated | null>(null, { name: 'cloudApiKeyCreated' });
  const busy = signal<string | null>(null, { name: 'cloudApiKeyBusy' });

  async function create(): Promise<ApiKeyCreated | null> {
    const text = label.peek().trim();
    const found =
      keyLabelProblem(
        text,
        (keys.peek() ?? []).map((k) => k.label),
      ) ?? scopesProblem(scopes.peek());
    error.value = found ? { rule: found } : null;
    if (error.peek() || busy.peek()) return null;
    busy.value = 'create';
    try {
      const key = await deps.create(
        text,
        API_KEY_SCOPES.filter((s) => scopes.peek().includes(s)),
      );
      created.value = key;
      label.value = '';
      scopes.value = [...API_KEY_SCOPES];
      await load();
      return key;
    } catch (e) {
      error.value = fromError(e);
      return null;
    } finally {
      busy.value = null;
    }
  }

  const revoke = (key: ApiKey): Promise<boolean> =>
    rowAction(busy, key.id, deps.notify, async () => {
      keys.value = await deps.revoke(key.id);
      if (created.peek()?.id === key.id) created.value = null;
      return deps.words('revoked', { label: key.label });
    });

  const dismiss = (): void => {
    created.value = null;
  };

  const toggleScope = (scope: ApiKeyScope, on: boolean): void => {
    scopes.value = on ? API_KEY_SCOPES.filter((s) => s === scope || scopes.peek().includes(s)) : scopes.peek().filter((s) => s !== scope);
    if (on && error.peek()?.rule?.code === 'keys.scopesEmpty') error.value = null;
  };

  return { keys, loadError, label, scopes, error, created, busy, load, create, revoke, dismiss, toggleScope };
});
