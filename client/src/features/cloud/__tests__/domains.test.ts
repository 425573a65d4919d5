// Domain models: search checks the name before calling, register sends one request id per intended write (kept
// through a retry), the record form checks each value by type, renew stays within the 10-year cap, and a
// transfer needs a full domain and a valid auth code.
import { describe, expect, it, vi } from 'vitest';
import { loadCodeTexts } from '../../../i18n/api-text-load';
import { ApiError } from '../../../lib/api/errors';
import { language } from '../../../state/language';
import { addYears } from '../../../../../contracts/rules/domain';
import { DomainManageModel, DomainSearchModel, DomainTransferModel, type DomainManageDeps } from '../models/domains';
import type { Domain, DomainSearch } from '../models/types';

const NOW = Date.UTC(2026, 10, 1);
const domain: Domain = {
  id: 'dm00000001',
  domain: 'ada-shop.com',
  tld: 'com',
  status: 'active',
  transfer: null,
  autoRenew: true,
  renewPrice: 12,
  createdAt: NOW,
  expiresAt: addYears(NOW, 1),
  records: [],
  locked: true,
  whoisPrivacy: true,
  nameservers: [],
  expiryWarning: null,
};
const search: DomainSearch = { name: 'ada-shop', results: [{ domain: 'ada-shop.com', tld: 'com', available: true, price: 12 }] };

describe('DomainSearchModel', () => {
  it('does not call the server for a name no registrar takes', async () => {
    const deps = { search: vi.fn(async () => search), register: vi.fn(async () => domain) };
    const model = new DomainSearchModel(deps);
    model.query.value = '-bad';
    expect(await model.search()).toBe(false);
    expect(model.error.value).toEqual({ rule: { code: 'domain.labelHyphen' } });
    expect(deps.search).not.toHaveBeenCalled();
  });

  it('registers the chosen offer for the chosen years; a retry after a failure reuses the request id', async () => {
    const register = vi.fn().mockRejectedValueOnce(new ApiError('Network down')).mockResolvedValueOnce(domain);
    const model = new DomainSearchModel({ search: async () => search, register });
    model.query.value = 'ada-shop';
    await model.search();
    model.choose(search.results[0]!);
    model.setYears(3);
    model.autoRenew.value = false;
    expect(model.total.value).toBe(36);
    expect(await model.register()).toBeNull();
    expect(model.registerError.value).toEqual({ text: 'Network down' });
    expect(await model.register()).toBe(domain);
    const [first, second] = register.mock.calls.map((c) => c[0]);
    expect(first).toMatchObject({ domain: 'ada-shop.com', years: 3, autoRenew: false });
    expect(second.requestId).toBe(first.requestId);
  });

  it('keeps years within 1–10', () => {
    const model = new DomainSearchModel({ search: async () => search, register: async () => domain });
    model.setYears(42);
    expect(model.years.value).toBe(10);
    model.setYears(0);
    expect(model.years.value).toBe(1);
  });
});

function manage(overrides: Partial<DomainManageDeps> = {}, id = 'dm00000001') {
  const deps: DomainManageDeps = {
    get: vi.fn(async () => domain),
    addRecord: vi.fn(async (body) => ({
      ...domain,
      records: [
        { id: 'rr00000001', type: body.type, name: body.name, value: body.value, ttl: body.ttl ?? 3600, priority: body.priority ?? null },
      ],
    })),
    updateRecord: vi.fn(async (body) => ({
      ...domain,
      records: [
        { id: body.recordId, type: body.type, name: body.name, value: body.value, ttl: body.ttl ?? 3600, priority: body.priority ?? null },
      ],
    })),
    deleteRecord: vi.fn(async () => domain),
    saveSettings: vi.fn(async (body) => ({ ...domain, ...body })),
    setAutoRenew: vi.fn(async (_id, autoRenew) => ({ ...domain, autoRenew })),
    renew: vi.fn(async (body) => ({ ...domain, expiresAt: addYears(domain.expiresAt, body.years) })),
    now: () => NOW,
    notify: vi.fn(),
    words: (key) => key,
    holdBack: vi.fn(),
    ...overrides,
  };
  return { deps, model: new DomainManageModel(deps, id) };
}

describe('DomainManageModel', () => {
  it('edits a record in place: the form takes its values, the same checks run, and the record keeps its id', async () => {
    const { deps, model } = manage();
    await model.load();
    model.startEdit({ id: 'rr00000007', type: 'TXT', name: '@', value: 'v=spf1 -all', ttl: 300, priority: null });
    expect(model.editing.value).toBe('rr00000007');
    expect(model.value.value).toBe('v=spf1 -all');
    model.value.value = 'x'.repeat(2049);
    expect(await model.addRecord()).toBe(false);
    expect(model.errors.value.value).toEqual({ code: 'dns.txtLength', params: { max: 2048 } });
    model.value.value = 'v=spf1 include:example.net -all';
    expect(await model.addRecord()).toBe(true);
    expect(deps.addRecord).not.toHaveBeenCalled();
    expect(deps.updateRecord).toHaveBeenCalledWith({
      id: 'dm00000001',
      recordId: 'rr00000007',
      type: 'TXT',
      name: '@',
      value: 'v=spf1 include:example.net -all',
      ttl: 300,
    });
    expect(deps.notify).toHaveBeenCalledWith('success', 'recordUpdated');
    expect(model.editing.value).toBeNull();
  });

  it('checks custom nameservers before sending, and sends them one per line', async () => {
    const { deps, model } = manage();
    await model.load();
    model.nameservers.value = 'ns1.example.net';
    expect(await model.saveNameservers()).toBe(false);
    expect(model.nameserversError.value).toEqual({ rule: { code: 'domain.nameserverCount', params: { min: 2, max: 13 } } });
    expect(deps.saveSettings).not.toHaveBeenCalled();
    model.nameservers.value = 'ns1.example.net\n ns2.example.net \n';
    expect(await model.saveNameservers()).toBe(true);
    expect(deps.saveSettings).toHaveBeenCalledWith({ id: 'dm00000001', nameservers: ['ns1.example.net', 'ns2.example.net'] });
    expect(model.nameservers.value).toBe('ns1.example.net\nns2.example.net');
    await model.setFlag('locked', false);
    expect(deps.saveSettings).toHaveBeenLastCalledWith({ id: 'dm00000001', locked: false });
  });

  it('refuses a value that is wrong for its type without calling the server', async () => {
    const { deps, model } = manage();
    await model.load();
    model.type.value = 'A';
    model.value.value = '2001:db8::1';
    expect(await model.addRecord()).toBe(false);
    expect(model.errors.value.value).toEqual({ code: 'dns.a' });
    model.type.value = 'CNAME';
    model.name.value = '@';
    model.value.value = 'app.example.net';
    expect(await model.addRecord()).toBe(false);
    expect(model.errors.value.name).toEqual({ code: 'dns.cnameApex' });
    expect(deps.addRecord).not.toHaveBeenCalled();
  });

  it('sends an MX record with its priority, lowercases the name, and clears the value after', async () => {
    const { deps, model } = manage();
    await model.load();
    model.type.value = 'MX';
    model.name.value = ' Mail ';
    model.value.value = 'mx.example.net';
    model.priority.value = '5';
    expect(await model.addRecord()).toBe(true);
    expect(deps.addRecord).toHaveBeenCalledWith({
      id: 'dm00000001',
      type: 'MX',
      name: 'mail',
      value: 'mx.example.net',
      ttl: 3600,
      priority: 5,
    });
    expect(model.value.value).toBe('');
    expect(model.domain.value?.records).toHaveLength(1);
    expect(deps.notify).toHaveBeenCalledWith('success', 'recordAdded');
  });

  it('shows the server’s refusal on the form, in the reader’s language (issue #28 quotes it in English)', async () => {
    await loadCodeTexts('cloud.recordExists');
    const refusal = new ApiError('That record already exists', 409, 'cloud.recordExists');
    const { model } = manage({ addRecord: vi.fn(async () => Promise.reject(refusal)) });
    model.value.value = '203.0.113.10';
    expect(await model.addRecord()).toBe(false);
    expect(model.errors.value.form).toEqual({ text: 'Esse registro já existe' });
    language.value = 'en';
    try {
      expect(await model.addRecord()).toBe(false);
      expect(model.errors.value.form).toEqual({ text: 'That record already exists' });
    } finally {
      language.value = 'pt';
    }
  });

  it('renews within the cap and toggles auto-renew', async () => {
    const { deps, model } = manage();
    await model.load();
    expect(model.renewMax.value).toBe(9);
    model.renewYears.value = 10;
    expect(await model.renew()).toBe(false);
    model.renewYears.value = 2;
    expect(model.renewTotal.value).toBe(24);
    expect(await model.renew()).toBe(true);
    expect(model.domain.value?.expiresAt).toBe(addYears(NOW, 3));
    expect(model.renewMax.value).toBe(7);
    await model.toggleAutoRenew();
    expect(deps.setAutoRenew).toHaveBeenCalledWith('dm00000001', false);
    expect(model.domain.value?.autoRenew).toBe(false);
  });
});

describe('DomainManageModel: an address that names no domain', () => {
  it('does not ask the API for a malformed id, and shows not found', async () => {
    const { deps, model } = manage({}, 'nope');
    await model.load();
    expect(model.missing.value).toBe(true);
    expect(deps.get).not.toHaveBeenCalled();
  });

  it('shows not found for a 404, never a retry', async () => {
    const { model } = manage({ get: vi.fn(async () => Promise.reject(new ApiError('Domain not found', 404))) });
    await model.load();
    expect(model.missing.value).toBe(true);
    expect(model.loadError.value).toBeNull();
  });
});

describe('DomainManageModel: deleting a record can be undone', () => {
  const record = { id: 'rr00000001', type: 'A' as const, name: '@', value: '192.0.2.1', ttl: 3600, priority: null };
  const withRecord: Domain = { ...domain, records: [record] };

  it('hides the record at once and sends nothing until the undo window closes', async () => {
    const { deps, model } = manage({ get: vi.fn(async () => withRecord), deleteRecord: vi.fn(async () => domain) });
    await model.load();
    model.deleteRecord(record.id);
    expect(model.records.value).toEqual([]);
    expect(deps.deleteRecord).not.toHaveBeenCalled();
    const held = vi.mocked(deps.holdBack).mock.calls[0]![0];
    expect(held.message).toBe('recordDeleted');
    await held.commit();
    expect(deps.deleteRecord).toHaveBeenCalledWith('dm00000001', record.id);
    expect(model.domain.value?.records).toEqual([]);
  });

  it('Undo puts the record back and never calls the API', async () => {
    const { deps, model } = manage({ get: vi.fn(async () => withRecord) });
    await model.load();
    model.deleteRecord(record.id);
    vi.mocked(deps.holdBack).mock.calls[0]![0].restore();
    expect(model.records.value).toEqual([record]);
    expect(deps.deleteRecord).not.toHaveBeenCalled();
  });

  it('a refused delete brings the record back with the reason', async () => {
    const { deps, model } = manage({
      get: vi.fn(async () => withRecord),
      deleteRecord: vi.fn(async () => Promise.reject(new ApiError('Record is locked', 409))),
    });
    await model.load();
    model.deleteRecord(record.id);
    await vi.mocked(deps.holdBack).mock.calls[0]![0].commit();
    expect(model.records.value).toEqual([record]);
    expect(deps.notify).toHaveBeenCalledWith('error', 'Record is locked');
  });
});

describe('DomainTransferModel', () => {
  it('needs a full domain and a valid auth code before calling', async () => {
    const transfer = vi.fn(async () => ({ ...domain, status: 'pending' as const, transfer: 'pending' as const }));
    const model = new DomainTransferModel({ transfer });
    model.domain.value = 'example';
    model.authCode.value = 'abc';
    expect(await model.submit()).toBeNull();
    expect(model.errors.value).toEqual({ domain: { code: 'domain.tldMissing' }, authCode: { code: 'domain.authCode' } });
    model.domain.value = 'Example.COM';
    model.authCode.value = 'Xy7#pQ2!';
    expect(await model.submit()).toMatchObject({ status: 'pending' });
    expect(transfer).toHaveBeenCalledWith(expect.objectContaining({ domain: 'example.com', authCode: 'Xy7#pQ2!' }));
  });
});
