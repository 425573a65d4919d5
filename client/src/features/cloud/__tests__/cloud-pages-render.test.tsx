// Rendering the new cloud pages: the settings page creates an API key with the ticked scopes, shows its secret once
// with a curl line to try it, lists keys with their scopes and "last used" relative (and re-renders when a
// signal changes), the storage page lists buckets with their visibility in words, the new-bucket form refuses an
// S3-invalid name in Portuguese before sending.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import type { ApiKey, ApiKeyScope, Bucket, Overview, Settings } from '../models/types';

const settings: Settings = {
  monthlyLimit: 200,
  lowBalanceAlert: 1000,
  emailSender: null,
  smsSender: 'OSB',
  spentThisMonth: 12,
  balance: 500,
  lowBalance: true,
};
const keys: ApiKey[] = [
  {
    id: 'ak00000001',
    label: 'CI deploys',
    prefix: 'osk_abcd',
    scopes: ['storage', 'domains'],
    createdAt: Date.UTC(2026, 9, 1),
    lastUsedAt: Date.now() - 5 * 60_000,
  },
];
const createApiKey = vi.fn(async (label: string, scopes: ApiKeyScope[]) => ({
  id: 'ak00000002',
  label,
  prefix: 'osk_wxyz',
  scopes,
  createdAt: Date.UTC(2026, 10, 1),
  lastUsedAt: null,
  secret: 'osk_wxyzSECRET0123456789abcdefghij',
}));
const buckets: Bucket[] = [
  {
    name: 'ada-site',
    region: 'af-west-1',
    public: true,
    createdAt: Date.UTC(2026, 9, 1),
    objects: 3,
    bytes: 3482,
    publicUrl: 'http://x/cdn/s/ada-site/',
    rules: { corsOrigins: [], lifecycleDays: null, maxObjectBytes: null },
  },
];
const createBucket = vi.fn();

vi.mock('../api/get-settings', () => ({ getSettings: vi.fn(async () => settings) }));
vi.mock('../api/list-senders', () => ({ listSenders: vi.fn(async () => []) }));
vi.mock('../api/list-api-keys', () => ({ listApiKeys: vi.fn(async () => keys) }));
vi.mock('../api/create-api-key', () => ({ createApiKey: (label: string, scopes: ApiKeyScope[]) => createApiKey(label, scopes) }));
const overview: Overview = {
  period: '2026-11',
  balance: 40,
  lowBalanceAlert: 50,
  domains: {
    total: 2,
    active: 1,
    next: { id: 'dm00000001', domain: 'ada-shop.com', expiresAt: Date.UTC(2027, 0, 24), expiryWarning: null },
  },
  storage: { buckets: 1, objects: 3, bytes: 3482 },
  messaging: { sent: 4, delivered: 2, failed: 1, pending: 1 },
  spend: { total: 30, limit: 40, domains: 24, messaging: 6, storage: 0 },
  activity: [
    { at: Date.UTC(2026, 10, 2), service: 'domains', kind: 'domain_registered', params: { domain: 'ada-shop.com', years: 2 }, amount: 24 },
    {
      at: Date.UTC(2026, 10, 1),
      service: 'storage',
      kind: 'object_uploaded',
      params: { bucket: 'ada-site', key: 'index.html', bytes: 431_500 },
      amount: null,
    },
  ],
};
vi.mock('../api/get-overview', () => ({ getOverview: vi.fn(async () => overview) }));
vi.mock('../api/list-buckets', () => ({ listBuckets: vi.fn(async () => buckets) }));
vi.mock('../api/create-bucket', () => ({ createBucket: (...args: unknown[]) => createBucket(...args) }));

const { SettingsPage } = await import('../components/settings-page');
const { StoragePage } = await import('../components/storage-page');
const { StorageNewPage } = await import('../components/storage-new-page');
const { OverviewPage } = await import('../components/overview-page');

beforeEach(() => {
  language.value = 'pt';
});

const renderSettings = (title = 'Configurações') =>
  render(
    <MemoryRouter>
      <SettingsPage title={title} />
    </MemoryRouter>,
  );

describe('SettingsPage', () => {
  it('warns of a low balance and shows a new key secret once', async () => {
    renderSettings();
    expect(await screen.findByText('Seu saldo (500 OSBT) está abaixo do alerta de 1.000 OSBT.')).toBeTruthy();
    expect(screen.getByLabelText('Limite mensal de gastos (OSBT)')).toHaveProperty('value', '200');
    expect(await screen.findByText('CI deploys')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rótulo da chave'), { target: { value: 'Deploy bot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('osk_wxyzSECRET0123456789abcdefghij')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Já guardei' }));
    expect(screen.queryByText('osk_wxyzSECRET0123456789abcdefghij')).toBeNull();
  });

  it('creates a key with the ticked scopes and shows a curl line to send an SMS with it', async () => {
    renderSettings();
    await screen.findByText('CI deploys');
    const scopes = screen.getByRole('group', { name: 'O que a chave pode fazer' });
    for (const box of within(scopes).getAllByRole('checkbox')) expect(box).toHaveProperty('checked', true);
    fireEvent.click(within(scopes).getByRole('checkbox', { name: /Armazenamento/ }));
    fireEvent.click(within(scopes).getByRole('checkbox', { name: /Domínios/ }));
    fireEvent.change(screen.getByLabelText('Rótulo da chave'), { target: { value: 'SMS bot' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByRole('heading', { name: 'Use-a' })).toBeTruthy();
    const command = screen.getByText(/^curl -X POST/);
    expect(createApiKey).toHaveBeenLastCalledWith('SMS bot', ['messaging']);
    expect(command.textContent).toMatch(
      /^curl -X POST http.*\/v1\/cloud\/sms\/send -H "Authorization: Bearer osk_wxyzSECRET0123456789abcdefghij"/,
    );
    expect(screen.getByRole('button', { name: 'Copiar o comando' })).toBeTruthy();
  });

  it('lists each key with its scopes and when it was last used, relative', async () => {
    renderSettings();
    const item = (await screen.findByText('CI deploys')).closest('li') as HTMLElement;
    expect(within(item).getByText('Armazenamento')).toBeTruthy();
    expect(within(item).getByText('Domínios')).toBeTruthy();
    expect(within(item).getByText('último uso há 5 minutos')).toBeTruthy();
  });

  it('refuses a key with no scope ticked, without calling the server', async () => {
    createApiKey.mockClear();
    renderSettings();
    await screen.findByText('CI deploys');
    for (const box of within(screen.getByRole('group', { name: 'O que a chave pode fazer' })).getAllByRole('checkbox'))
      fireEvent.click(box);
    fireEvent.change(screen.getByLabelText('Rótulo da chave'), { target: { value: 'Nothing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar chave' }));
    expect(await screen.findByText('Escolha pelo menos uma coisa que a chave pode fazer')).toBeTruthy();
    expect(createApiKey).not.toHaveBeenCalled();
  });

  it('re-renders when the language signal changes', async () => {
    renderSettings('Settings');
    await screen.findByText('CI deploys');
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeTruthy();
  });
});

describe('StoragePage', () => {
  it('lists buckets with objects, size and visibility in words', async () => {
    render(
      <MemoryRouter initialEntries={['/cloud/storage']}>
        <StoragePage title="Armazenamento" />
      </MemoryRouter>,
    );
    const list = await screen.findByRole('list', { name: 'Meus buckets' });
    const item = within(list).getByRole('listitem');
    expect(within(item).getByRole('link', { name: 'Abrir bucket ada-site' })).toBeTruthy();
    expect(within(item).getByText('Público')).toBeTruthy();
    expect(within(item).getByText(/3 objetos · 3,4 KB · Lagos \(af-west-1\)/)).toBeTruthy();
  });
});

describe('StorageNewPage', () => {
  it('refuses an S3-invalid name in Portuguese without calling the server', async () => {
    render(
      <MemoryRouter>
        <StorageNewPage title="Novo bucket" />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Nome do bucket'), { target: { value: 'Ada_Files' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar bucket' }));
    expect(await screen.findByText('Use só letras minúsculas, dígitos, hífens e pontos')).toBeTruthy();
    expect(createBucket).not.toHaveBeenCalled();
  });
});

describe('OverviewPage', () => {
  it('shows the month spend against the limit, a low-balance warning and the activity', async () => {
    render(
      <MemoryRouter>
        <OverviewPage title="Visão geral" />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('meter', { name: '30 do seu limite mensal de 40 OSBT' })).toBeTruthy();
    expect(screen.getByText('Seu saldo (40 OSBT) está abaixo do alerta de 50 OSBT.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ada-shop.com' }).getAttribute('href')).toBe('/cloud/domain/manage/dm00000001');
    const activity = screen.getByRole('list', { name: 'Atividade recente' });
    // Worded by the client from the kind and its parameters, in the person's language.
    expect(within(activity).getByText('ada-shop.com registrado por 2 anos')).toBeTruthy();
    expect(within(activity).getByText('index.html enviado para ada-site (421,4 KB)')).toBeTruthy();
    act(() => {
      language.value = 'en';
    });
    expect(within(activity).getByText('Registered ada-shop.com for 2 years')).toBeTruthy();
    expect(within(activity).getByText('index.html uploaded to ada-site (421.4 KB)')).toBeTruthy();
  });
});
