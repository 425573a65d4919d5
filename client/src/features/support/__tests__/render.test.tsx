// Rendering the support pages: my tickets with the status in words and the unread marker, a thread opened from
// ?ticket=, the form refusing a short message in Portuguese without calling the server, a realtime `i` reloading
// the page, a re-render on a signal change; the staff queue's filters; and the screenshot picker.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handleFrame } from '../../../lib/api/socket';
import { language } from '../../../state/language';
import { closeModal } from '../../../state/modal';
import type { Thread, Ticket } from '../models/types';

const base: Ticket = {
  id: 'st00000001',
  uid: 'u0000000002',
  userName: 'ben',
  subject: 'My top-up has not arrived',
  category: 'pay',
  status: 'pending',
  createdAt: Date.UTC(2026, 10, 1),
  updatedAt: Date.UTC(2026, 10, 2),
  endedAt: null,
  reopenUntil: null,
  assignee: { uid: 'u0000000001', userName: 'ada', staff: true },
  rating: null,
  unread: true,
  preview: 'Could you send the reference?',
  messageCount: 2,
};
const solved: Ticket = {
  ...base,
  id: 'st00000003',
  subject: 'DNS export',
  category: 'cloud',
  status: 'solved',
  unread: false,
  endedAt: Date.now(),
  reopenUntil: Date.now() + 7 * 86_400_000,
};
const thread: Thread = {
  ticket: solved,
  messages: [
    {
      id: 'sm00000001',
      author: { uid: 'u0000000002', userName: 'ben', staff: false },
      body: 'Is there an export?',
      internal: false,
      attachments: [],
      t: Date.UTC(2026, 10, 1),
    },
    {
      id: 'sm00000002',
      author: { uid: 'u0000000001', userName: 'ada', staff: true },
      body: 'Not as a file yet.',
      internal: false,
      attachments: ['up/0123456789abcdef.png'],
      t: Date.UTC(2026, 10, 2),
    },
  ],
};

const listTickets = vi.fn(async () => [base, solved]);
const createTicket = vi.fn();
const listQueue = vi.fn(async () => ({ data: [base], message: 'OK' }));
vi.mock('../api/list-tickets', () => ({ listTickets: () => listTickets() }));
const closeTicket = vi.fn(async () => ({ data: { ...thread, ticket: { ...base, status: 'closed' as const } }, message: 'OK' }));
vi.mock('../api/get-ticket', () => ({
  getTicket: vi.fn(async ({ id }: { id: string }) => ({ data: id === base.id ? { ...thread, ticket: base } : thread, message: 'OK' })),
}));
vi.mock('../api/close-ticket', () => ({ closeTicket: () => closeTicket() }));
vi.mock('../api/create-ticket', () => ({ createTicket: (...args: unknown[]) => createTicket(...args) }));
vi.mock('../api/admin-list-tickets', () => ({ listQueue: (...args: unknown[]) => listQueue(...(args as [])) }));

const deskSetStatus = vi.fn(async () => ({ data: { ...thread, ticket: { ...base, status: 'solved' as const } }, message: 'OK' }));
vi.mock('../api/admin-get-requester', () => ({
  getRequester: vi.fn(async () => ({
    data: {
      requester: { uid: base.uid, userName: 'ben', isVerified: true, country: 'US', memberSince: Date.UTC(2025, 0, 1) },
      tickets: [base],
      verification: 'approved',
      payments: [
        { id: 'mv00000012', type: 'send', direction: 'out', status: 'completed', asset: 'USD', precision: 2, amount: 8585, createdAt: 1 },
      ],
      orders: [],
    },
    message: 'OK',
  })),
}));
vi.mock('../api/admin-get-ticket', () => ({ getDeskTicket: vi.fn(async () => ({ data: { ...thread, ticket: base }, message: 'OK' })) }));
vi.mock('../api/admin-set-status', () => ({ deskSetStatus: () => deskSetStatus() }));

const { MySupportPage } = await import('../components/my-support-page');
const { RequesterSupportPage } = await import('../components/requester-page');
const { ModalHost } = await import('../../../components/ui/modal-host');
const { SupportQueuePage } = await import('../components/support-queue-page');

function show(url: string, element: React.ReactNode, path: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  language.value = 'pt';
});
afterEach(() => {
  closeModal();
  closeTicket.mockClear();
  listTickets.mockClear();
  createTicket.mockReset();
  listQueue.mockClear();
});

describe('MySupportPage: closing a ticket asks first', () => {
  it('Close ticket opens the confirm dialog and closes only on its yes', async () => {
    render(
      <MemoryRouter initialEntries={['/account/support?ticket=st00000001']}>
        <Routes>
          <Route path="/account/support" element={<MySupportPage title="Suporte" />} />
        </Routes>
        <ModalHost />
      </MemoryRouter>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Fechar chamado' }));
    const dialog = screen.getByRole('dialog', { name: 'Fechar este chamado?' });
    expect(within(dialog).getByText(/reabri-lo por 7 dias/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(closeTicket).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Fechar chamado' }));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Fechar chamado' }));
    });
    expect(closeTicket).toHaveBeenCalledTimes(1);
  });

  it('a ticket address that cannot name a ticket shows not found with the way back', async () => {
    show('/account/support?ticket=nope', <MySupportPage title="Suporte" />, '/account/support');
    expect(await screen.findByRole('heading', { name: 'Não encontrado' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar aos chamados' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar de novo' })).toBeNull();
  });
});

describe('RequesterSupportPage: the requester card', () => {
  it('shows the verification state and the newest payments and orders in the person’s language', async () => {
    render(
      <MemoryRouter initialEntries={[`/admin/supports/${base.uid}`]}>
        <Routes>
          <Route path="/admin/supports/:uid" element={<RequesterSupportPage title="Suporte" />} />
        </Routes>
      </MemoryRouter>,
    );
    const card = await screen.findByRole('region', { name: 'Solicitante' });
    expect(within(card).getByText('Aprovada')).toBeTruthy();
    const payments = within(card).getByRole('region', { name: 'Pagamentos recentes' });
    expect(within(payments).getByRole('listitem').textContent).toMatch(/^Saída 85,85 USD · concluído · /);
    expect(within(card).getByText('Nenhum pedido ainda.')).toBeTruthy();
  });
});

describe('RequesterSupportPage: solving or closing a ticket asks first', () => {
  it("Solved is set only on the dialog's yes; Cancel changes nothing", async () => {
    render(
      <MemoryRouter initialEntries={[`/admin/supports/${base.uid}?ticket=${base.id}`]}>
        <Routes>
          <Route path="/admin/supports/:uid" element={<RequesterSupportPage title="Suporte" />} />
        </Routes>
        <ModalHost />
      </MemoryRouter>,
    );
    const status = await screen.findByRole('combobox', { name: 'Status' });
    fireEvent.change(status, { target: { value: 'solved' } });
    const form = status.closest('form')!;
    fireEvent.click(within(form).getByRole('button'));
    const dialog = screen.getByRole('dialog', { name: 'Marcar este chamado como resolvido?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(deskSetStatus).not.toHaveBeenCalled();
    fireEvent.click(within(form).getByRole('button'));
    await act(async () => {
      fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mudar status' }));
    });
    expect(deskSetStatus).toHaveBeenCalledTimes(1);
  });
});

describe('MySupportPage', () => {
  it('lists my tickets with their status in words and the unread answer marked, and opens ?ticket= beside them', async () => {
    show('/account/support?ticket=st00000003', <MySupportPage title="Suporte" />, '/account/support');
    expect(await screen.findByRole('heading', { level: 1, name: 'Suporte' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Meus chamados' });
    expect(within(list).getByText('pendente')).toBeTruthy();
    expect(within(list).getByText(/Nova resposta/)).toBeTruthy();
    const article = await screen.findByRole('article', { name: 'DNS export' });
    expect(within(article).getByText('Not as a file yet.')).toBeTruthy();
    // The team's screenshot opens in full from the content-delivery location.
    const shots = within(article).getByRole('list', { name: 'Capturas de tela anexadas' });
    expect(within(shots).getByRole('link', { name: 'Captura 1: abrir em tamanho real' }).getAttribute('href')).toMatch(
      /\/cdn\/m\/up\/0123456789abcdef\.png$/,
    );
    expect(within(article).getAllByRole('list', { name: 'Capturas de tela anexadas' })).toHaveLength(1);
    expect(within(article).getByRole('button', { name: 'Reabrir chamado' })).toBeTruthy();
    expect(await within(article).findByRole('group', { name: 'Avaliação' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Como registrar um domínio?' }).getAttribute('href')).toBe('/docs/cloud/register-a-domain');
  });

  it('refuses a too-short message in Portuguese without calling the server', async () => {
    show('/account/support', <MySupportPage title="Suporte" />, '/account/support');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo chamado' }));
    fireEvent.change(await screen.findByLabelText('Assunto'), { target: { value: 'Cash-out' } });
    fireEvent.change(screen.getByLabelText('Categoria'), { target: { value: 'pay' } });
    fireEvent.change(screen.getByLabelText('Mensagem'), { target: { value: 'grey' } });
    fireEvent.click(screen.getByRole('button', { name: 'Abrir chamado' }));
    expect(await screen.findByText('Descreva o problema em 10 a 5000 caracteres')).toBeTruthy();
    expect(createTicket).not.toHaveBeenCalled();
  });

  it('reloads on a realtime `i` and re-renders when the language signal changes', async () => {
    show('/account/support', <MySupportPage title="Suporte" />, '/account/support');
    await screen.findByRole('list', { name: 'Meus chamados' });
    expect(listTickets).toHaveBeenCalledTimes(1);
    await act(async () => {
      handleFrame('i');
    });
    expect(listTickets).toHaveBeenCalledTimes(2);
    act(() => {
      language.value = 'en';
    });
    expect(screen.getByRole('list', { name: 'My tickets' })).toBeTruthy();
    expect(screen.getByText('pending')).toBeTruthy();
  });
});

describe('SupportQueuePage', () => {
  it('shows the open queue and asks again with another filter', async () => {
    show('/admin/supports', <SupportQueuePage title="Atendimentos" />, '/admin/supports');
    expect(await screen.findByRole('link', { name: /My top-up has not arrived.*Não lido/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Resolvidos' }));
    await vi.waitFor(() => expect(listQueue).toHaveBeenLastCalledWith({ filter: 'solved', sort: 'due' }));
    expect(screen.getByRole('button', { name: 'Resolvidos' }).getAttribute('aria-pressed')).toBe('true');
  });
});

describe('AttachmentPicker', () => {
  it('shows each chosen screenshot with a remove button, names a refused file, and says why the message waits', async () => {
    const { AttachmentPicker } = await import('../components/attachment-picker');
    const { createAttachments } = await import('../models/attachments');
    const shots = createAttachments({ upload: () => new Promise<string>(() => {}), previewOf: () => 'blob:shot', release: () => {} });
    const { rerender } = render(<AttachmentPicker attachments={shots} holdUp={null} />);
    act(
      () =>
        void shots.add([new File(['x'], 'screen.png', { type: 'image/png' }), new File(['x'], 'notes.pdf', { type: 'application/pdf' })]),
    );
    const list = screen.getByRole('list', { name: 'Capturas de tela anexadas' });
    expect(within(list).getByRole('img', { name: 'screen.png' })).toBeTruthy();
    expect(within(list).getByRole('status', { name: 'Enviando screen.png' })).toBeTruthy();
    expect(screen.getByText('notes.pdf não é uma imagem: anexe uma captura em PNG, JPEG, GIF ou WebP')).toBeTruthy();
    rerender(<AttachmentPicker attachments={shots} holdUp="support.attach.wait" />);
    expect(screen.getByText('Aguarde o envio das capturas de tela')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remover screen.png' }));
    expect(screen.queryByRole('list', { name: 'Capturas de tela anexadas' })).toBeNull();
  });
});
