// Settings and API keys: OSBT amounts are whole numbers from 1 to 1,000,000 or empty (no limit); the SMS sender
// name is 3–11 letters and digits starting with a letter; an API key's secret is held only until dismissed; a key
// has at least one scope (all ticked to start with); the "use it" line calls what the key's scopes allow.
import { describe, expect, it, vi } from 'vitest';
import { EmailModel } from '../models/messaging';
import { ApiKeysModel, curlExample, osbtField, SettingsModel } from '../models/settings';
import type { ApiKey, ApiKeyCreated, Settings } from '../models/types';

const settings: Settings = {
  monthlyLimit: null,
  lowBalanceAlert: 100,
  emailSender: 'hello@ada.dev',
  smsSender: 'OSB',
  spentThisMonth: 3,
  balance: 500,
  lowBalance: false,
};
const key: ApiKey = {
  id: 'ak00000001',
  label: 'CI',
  prefix: 'osk_abcd',
  scopes: ['messaging', 'storage', 'domains'],
  createdAt: 1,
  lastUsedAt: null,
};
const created: ApiKeyCreated = { ...key, id: 'ak00000002', label: 'Deploy', secret: 'osk_abcdefghijklmnopqrstuvwxyz012345' };

describe('osbtField', () => {
  // Limits are amounts like any other (decision 021): the same text means the same OSBT as in pay.
  it.each([
    ['', 'pt', { value: null }],
    [' 250 ', 'pt', { value: 250 }],
    ['1.000', 'pt', { value: 1000 }],
    ['1,000', 'en', { value: 1000 }],
    ['0', 'pt', { error: { code: 'settings.monthlyLimit' } }],
    ['1000001', 'en', { error: { code: 'settings.monthlyLimit' } }],
    ['1.000.001', 'pt', { error: { code: 'settings.monthlyLimit' } }],
    ['12,5', 'pt', { error: { amount: 'precision', code: 'OSBT', precision: 0 } }],
    ['1,000', 'pt', { error: { amount: 'precision', code: 'OSBT', precision: 0 } }],
    ['1.00', 'pt', { error: { amount: 'format', code: 'OSBT', precision: 0 } }],
    ['-5', 'en', { error: { amount: 'negative', code: 'OSBT', precision: 0 } }],
    ['abc', 'en', { error: { amount: 'format', code: 'OSBT', precision: 0 } }],
  ])('%j in %s → %j', (text, lang, out) => {
    expect(osbtField('monthlyLimit', text, lang)).toEqual(out);
  });
});

describe('SettingsModel', () => {
  it('loads the settings into the form and saves the checked values (empty = no limit)', async () => {
    const update = vi.fn(async () => ({ ...settings, monthlyLimit: 200 }));
    const model = new SettingsModel({
      get: async () => settings,
      senders: async () => [{ address: 'hello@ada.dev', domain: 'ada.dev' }],
      update,
    });
    await model.load();
    expect(model.alert.value).toBe('100');
    expect(model.limit.value).toBe('');
    model.limit.value = '200';
    model.smsSender.value = ' ADALABS ';
    expect(await model.save()).toMatchObject({ monthlyLimit: 200 });
    expect(update).toHaveBeenCalledWith({ monthlyLimit: 200, lowBalanceAlert: 100, emailSender: 'hello@ada.dev', smsSender: 'ADALABS' });
  });

  it('refuses a bad limit and a bad SMS sender name without calling the server', async () => {
    const update = vi.fn(async () => settings);
    const model = new SettingsModel({ get: async () => settings, senders: async () => [], update });
    await model.load();
    model.limit.value = '0';
    model.smsSender.value = '1AB';
    expect(await model.save()).toBeNull();
    expect(model.errors.value).toEqual({ limit: { code: 'settings.monthlyLimit' }, smsSender: { code: 'settings.smsSender' } });
    expect(update).not.toHaveBeenCalled();
  });
});

describe('ApiKeysModel', () => {
  const deps = () => ({
    list: vi.fn(async () => [key]),
    create: vi.fn(async () => created),
    revoke: vi.fn(async () => [] as ApiKey[]),
    notify: vi.fn(),
    words: (_: 'revoked', p: Record<string, string>) => `revoked ${p.label}`,
  });

  it('shows the secret of a new key once: dismissing forgets it', async () => {
    const d = deps();
    const model = new ApiKeysModel(d);
    await model.load();
    model.label.value = ' Deploy ';
    expect(await model.create()).toBe(created);
    expect(d.create).toHaveBeenCalledWith('Deploy', ['messaging', 'storage', 'domains']);
    expect(model.created.value?.secret).toBe(created.secret);
    expect(model.label.value).toBe('');
    model.dismiss();
    expect(model.created.value).toBeNull();
  });

  it('refuses an empty or duplicate label without calling the server', async () => {
    const d = deps();
    const model = new ApiKeysModel(d);
    await model.load();
    model.label.value = '  ';
    await model.create();
    expect(model.error.value).toEqual({ rule: { code: 'keys.labelEmpty' } });
    model.label.value = 'ci';
    await model.create();
    expect(model.error.value).toEqual({ rule: { code: 'keys.labelDuplicate', params: { label: 'ci' } } });
    expect(d.create).not.toHaveBeenCalled();
  });

  it('"a key has at least one scope": sends the ticked scopes in order, refuses none, and starts the next key with all', async () => {
    const d = deps();
    const model = new ApiKeysModel(d);
    await model.load();
    model.label.value = 'Uploads';
    model.toggleScope('messaging', false);
    model.toggleScope('storage', false);
    model.toggleScope('domains', false);
    expect(await model.create()).toBeNull();
    expect(model.error.value).toEqual({ rule: { code: 'keys.scopesEmpty', params: { scopes: 'messaging, storage, domains' } } });
    expect(d.create).not.toHaveBeenCalled();
    model.toggleScope('domains', true);
    expect(model.error.value).toBeNull();
    model.toggleScope('storage', true);
    await model.create();
    expect(d.create).toHaveBeenCalledWith('Uploads', ['storage', 'domains']);
    expect(model.scopes.value).toEqual(['messaging', 'storage', 'domains']);
  });

  it('revokes a key and says so', async () => {
    const d = deps();
    const model = new ApiKeysModel(d);
    await model.load();
    expect(await model.revoke(key)).toBe(true);
    expect(model.keys.value).toEqual([]);
    expect(d.notify).toHaveBeenCalledWith('success', 'revoked CI');
  });
});

describe('EmailModel with a default sender', () => {
  const senders = [
    { address: 'hello@ada.dev', domain: 'ada.dev' },
    { address: 'noreply@ada.dev', domain: 'ada.dev' },
  ];

  it('starts from the default sender of Cloud settings when it is one of mine', async () => {
    const model = new EmailModel({ senders: async () => senders, send: vi.fn(), defaultSender: async () => 'noreply@ada.dev' });
    await model.loadSenders();
    expect(model.from.value).toBe('noreply@ada.dev');
  });

  it('falls back to the first sender when the default is gone or the settings fail', async () => {
    const model = new EmailModel({
      senders: async () => senders,
      send: vi.fn(),
      defaultSender: async () => Promise.reject(new Error('offline')),
    });
    await model.loadSenders();
    expect(model.from.value).toBe('hello@ada.dev');
  });
});

describe('curlExample', () => {
  const secret = 'osk_SECRET';
  it('sends an SMS when the key has messaging, against the configured API base', () => {
    const { call, command } = curlExample('https://api.example.com/v1/', secret, ['messaging', 'storage'], 'Olá da minha chave de API');
    expect(call).toBe('messaging');
    expect(command).toBe(
      `curl -X POST https://api.example.com/v1/cloud/sms/send -H "Authorization: Bearer osk_SECRET" -H "Content-Type: application/json" -d '{"requestId":"sms-first-call","to":"+2348012345678","text":"Olá da minha chave de API"}'`,
    );
  });

  it("keeps the line one shell word when the SMS text has a quote (it's)", () => {
    const { command } = curlExample('https://api.example.com/v1', secret, ['messaging'], "It's me");
    expect(command.endsWith(`-d '{"requestId":"sms-first-call","to":"+2348012345678","text":"It'\\''s me"}'`)).toBe(true);
  });

  it.each([
    [['storage', 'domains'], 'storage', '/cloud/storage/bucket/list'],
    [['domains'], 'domains', '/cloud/domain/list'],
  ] as const)('with %j lists what the key may read (%s)', (scopes, call, path) => {
    const example = curlExample('http://127.0.0.1:4000/v1', secret, scopes, 'Hi');
    expect(example.call).toBe(call);
    expect(example.command).toContain(`http://127.0.0.1:4000/v1${path} `);
    expect(example.command.endsWith(`-d '{}'`)).toBe(true);
  });
});
