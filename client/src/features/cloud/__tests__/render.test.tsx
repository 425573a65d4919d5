// Rendering the domain manage page: records as a table, a status in words (never colour alone), a wrong value
// refused in the person's language before anything is sent, and a re-render when a signal changes.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { toasts } from '../../../state/toasts';
import type { Domain } from '../models/types';
import { ApiError } from '../../../lib/api/errors';

const domain: Domain = {
  id: 'dm00000001',
  domain: 'ada-shop.com',
  tld: 'com',
  status: 'active',
  transfer: null,
  autoRenew: true,
  renewPrice: 12,
  createdAt: Date.UTC(2026, 0, 1),
  expiresAt: Date.UTC(2027, 0, 1),
  records: [{ id: 'rr00000001', type: 'MX', name: '@', value: 'mail.example.net', ttl: 3600, priority: 10 }],
  locked: true,
  whoisPrivacy: true,
  nameservers: [],
  expiryWarning: null,
};

const addDnsRecord = vi.fn();
const deleteDnsRecord = vi.fn(async () => ({ ...domain, records: [] }));
const getDomain = vi.fn(async (_id: string) => domain);
vi.mock('../api/get-domain', () => ({ getDomain: (id: string) => getDomain(id) }));
vi.mock('../api/delete-dns-record', () => ({ deleteDnsRecord: (...args: unknown[]) => deleteDnsRecord(...(args as [])) }));
vi.mock('../api/add-dns-record', () => ({ addDnsRecord: (...args: unknown[]) => addDnsRecord(...args) }));

const { DomainManagePage } = await import('../components/domain-manage-page');
const { Toaster } = await import('../../../components/ui/toaster');

function show(id = 'dm00000001') {
  return render(
    <MemoryRouter initialEntries={[`/cloud/domain/manage/${id}`]}>
      <Routes>
        <Route path="/cloud/domain/manage/:id" element={<DomainManagePage title="Gerenciar domínio" />} />
      </Routes>
      <Toaster />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  language.value = 'pt';
});
afterEach(() => {
  addDnsRecord.mockReset();
  deleteDnsRecord.mockClear();
  getDomain.mockClear();
  vi.useRealTimers();
  toasts.value = [];
});

describe('DomainManagePage', () => {
  it('shows the domain, its status in words and its records', async () => {
    show();
    expect(await screen.findByRole('heading', { level: 1, name: 'Gerenciar domínio: ada-shop.com' })).toBeTruthy();
    expect(screen.getByText('ativo')).toBeTruthy();
    const table = screen.getByRole('table');
    expect(within(table).getByText('mail.example.net')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Excluir registro MX @' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Renovação automática' })).toHaveProperty('checked', true);
  });

  it('refuses a wrong A value in Portuguese without calling the server', async () => {
    show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: '300.1.1.1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar registro' }));
    expect(await screen.findByText('Digite um endereço IPv4 como 203.0.113.10')).toBeTruthy();
    expect(addDnsRecord).not.toHaveBeenCalled();
  });

  it('re-renders when the language signal changes', async () => {
    show();
    await screen.findByRole('table');
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByRole('button', { name: 'Add record' })).toBeTruthy();
    expect(screen.getByText('active')).toBeTruthy();
  });
});

describe('DomainManagePage: deleting a DNS record can be undone for 5 seconds', () => {
  it('the record goes at once, the call only when the window closes', async () => {
    show();
    const table = await screen.findByRole('table');
    vi.useFakeTimers();
    fireEvent.click(within(table).getByRole('button', { name: 'Excluir registro MX @' }));
    expect(screen.queryByText('mail.example.net')).toBeNull();
    expect(screen.getByText('Registro excluído')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(deleteDnsRecord).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(deleteDnsRecord).toHaveBeenCalledWith('dm00000001', 'rr00000001');
  });

  it('Undo brings the record back and nothing is sent', async () => {
    show();
    const table = await screen.findByRole('table');
    vi.useFakeTimers();
    fireEvent.click(within(table).getByRole('button', { name: 'Excluir registro MX @' }));
    fireEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    expect(screen.getByText('mail.example.net')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(deleteDnsRecord).not.toHaveBeenCalled();
  });
});

describe('DomainManagePage: an address that names no domain', () => {
  it('a malformed id shows not found with the way back, without asking the API', async () => {
    show('nope');
    expect(await screen.findByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos meus domínios' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
    expect(screen.queryByText(/must match/)).toBeNull();
    expect(getDomain).not.toHaveBeenCalled();
  });

  it('a 404 from the API shows the same state', async () => {
    getDomain.mockRejectedValueOnce(new ApiError('Domain not found', 404));
    show('dmzzzzzzzz');
    expect(await screen.findByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });
});
