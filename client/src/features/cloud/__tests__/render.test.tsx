// Rendering the domain manage page: records as a table, a status in words (never colour alone), a wrong value
// refused in the person's language before anything is sent, and a re-render when a signal changes.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import type { Domain } from '../models/types';

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
};

const addDnsRecord = vi.fn();
vi.mock('../api/get-domain', () => ({ getDomain: vi.fn(async () => domain) }));
vi.mock('../api/add-dns-record', () => ({ addDnsRecord: (...args: unknown[]) => addDnsRecord(...args) }));

const { DomainManagePage } = await import('../components/domain-manage-page');

function show() {
  return render(
    <MemoryRouter initialEntries={['/cloud/domain/manage/dm00000001']}>
      <Routes>
        <Route path="/cloud/domain/manage/:id" element={<DomainManagePage title="Gerenciar domínio" />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  language.value = 'pt';
});
afterEach(() => {
  addDnsRecord.mockReset();
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
