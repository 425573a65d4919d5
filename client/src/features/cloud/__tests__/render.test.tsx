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
const updateDnsRecord = vi.fn();
const getDomain = vi.fn(async (_id: string) => domain);
vi.mock('../api/update-dns-record', () => ({ updateDnsRecord: (...args: unknown[]) => updateDnsRecord(...args) }));
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
  updateDnsRecord.mockReset();
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

describe('DomainManagePage: editing, long values, expiry', () => {
  const dkim = `v=DKIM1; k=rsa; p=${'M'.repeat(414 - 18)}`;

  it('edits a record in place: Edit fills the form, Save sends the record with its id', async () => {
    // jsdom lays nothing out, so it has no scrollIntoView; the page brings the form into view with it.
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    updateDnsRecord.mockImplementation(async (body: { value: string }) => ({
      ...domain,
      records: [{ ...domain.records[0], value: body.value }],
    }));
    show();
    const table = await screen.findByRole('table');
    fireEvent.click(within(table).getByRole('button', { name: 'Editar registro MX @' }));
    expect(screen.getByRole('heading', { name: 'Editar o registro' })).toBeTruthy();
    expect(scrolled).toHaveBeenCalled();
    expect(screen.getByLabelText('Valor')).toHaveProperty('value', 'mail.example.net');
    fireEvent.change(screen.getByLabelText('Valor'), { target: { value: 'mx2.example.net' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar registro' }));
    expect(await screen.findByText('mx2.example.net')).toBeTruthy();
    expect(updateDnsRecord).toHaveBeenCalledWith({
      id: 'dm00000001',
      recordId: 'rr00000001',
      type: 'MX',
      name: '@',
      value: 'mx2.example.net',
      ttl: 3600,
      priority: 10,
    });
    expect(addDnsRecord).not.toHaveBeenCalled();
  });

  it('shows the first lines of a 414-character DKIM value, the whole of it on request, with its buttons in the row', async () => {
    getDomain.mockResolvedValueOnce({
      ...domain,
      records: [{ id: 'rr00000002', type: 'TXT', name: 'mail._domainkey', value: dkim, ttl: 3600, priority: null }],
    });
    show();
    const table = await screen.findByRole('table');
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('button', { name: 'Editar registro TXT mail._domainkey' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Excluir registro TXT mail._domainkey' })).toBeTruthy();
    const text = within(row).getByText(dkim);
    expect(text.className).toContain('cloud-dns__text--clamped');
    const more = within(row).getByRole('button', { name: 'Mostrar o valor inteiro (414 caracteres)' });
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(text.className).not.toContain('cloud-dns__text--clamped');
  });

  it('refuses a TXT value over 2048 characters instead of cutting it', async () => {
    show();
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Tipo'), { target: { value: 'TXT' } });
    const input = screen.getByLabelText('Valor');
    expect(input.getAttribute('maxlength')).toBeNull();
    fireEvent.change(input, { target: { value: 'x'.repeat(2049) } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar registro' }));
    expect(await screen.findByText('Digite de 1 a 2048 caracteres')).toBeTruthy();
    expect(addDnsRecord).not.toHaveBeenCalled();
  });

  it('warns when the domain expires within 7 days, and offers renewal instead of new records once expired', async () => {
    getDomain.mockResolvedValueOnce({ ...domain, expiryWarning: 7 });
    const first = show();
    expect(await screen.findByText(/^Vence em até 7 dias, em/)).toBeTruthy();
    first.unmount();
    getDomain.mockResolvedValueOnce({ ...domain, status: 'expired', expiryWarning: null });
    show();
    expect(await screen.findByText(/Este domínio venceu/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adicionar registro' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Excluir registro MX @' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Renovar' })).toBeTruthy();
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
