// Rendering the admin pages: the report queue grouped by target with reasons and a preview, acting on a case (it
// leaves the queue); the task board's columns and a new task refused in Portuguese before anything is sent; the
// upload library with its public URL and delete after a confirmation (a signal change re-renders the list).
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { toasts } from '../../../state/toasts';
import { closeModal } from '../../../state/modal';
import type { AdminTask, Asset, ReportCase } from '../models/types';

const ada = { uid: 'u0000000001', userName: 'ada' };
const reportCase: ReportCase = {
  targetType: 'post',
  targetId: 'p0000000297',
  status: 'open',
  count: 3,
  reasons: [
    { reason: 'spam', count: 2 },
    { reason: 'scam', count: 1 },
  ],
  firstAt: Date.UTC(2026, 10, 20),
  lastAt: Date.UTC(2026, 10, 21),
  preview: {
    available: true,
    author: { uid: 'u0000000028', userName: 'bola', isVerified: false, country: 'NG' },
    postType: 'Text',
    text: 'Send OSBT first',
    media: [],
    postId: 'p0000000297',
  },
  reports: [
    {
      id: 'rp00000001',
      reporter: { uid: 'u0000000002', userName: 'ben' },
      reason: 'spam',
      details: 'Again and again',
      createdAt: Date.UTC(2026, 10, 20),
    },
  ],
  author: { warnings: 1, suspendedUntil: null },
  actions: [],
};
const task: AdminTask = {
  id: 'tk00000001',
  title: 'Review the flagged sellers',
  details: 'Three sellers',
  priority: 'high',
  status: 'in_progress',
  dueDate: '2026-11-20',
  overdue: true,
  assignee: ada,
  createdBy: ada,
  createdAt: Date.UTC(2026, 10, 18),
  updatedAt: Date.UTC(2026, 10, 18),
  comments: [],
};
const asset: Asset = {
  id: 'as00000001',
  name: 'home-banner.png',
  kind: 'image',
  contentType: 'image/png',
  size: 48213,
  url: 'http://localhost:4000/cdn/a/as00000001.png',
  uploader: ada,
  createdAt: Date.UTC(2026, 10, 18),
};

const actOnReport = vi.fn(async () => ({ data: { ...reportCase, status: 'closed' as const }, message: 'Author warned' }));
const addTask = vi.fn();
const deleteAsset = vi.fn(async () => asset);
vi.mock('../api/list-reports', () => ({ listReports: vi.fn(async () => [reportCase]) }));
vi.mock('../api/list-audit', () => ({ listAudit: vi.fn(async () => []) }));
vi.mock('../api/act-on-report', () => ({ actOnReport: (...args: unknown[]) => actOnReport(...(args as [])) }));
vi.mock('../api/list-tasks', () => ({ listTasks: vi.fn(async () => [task]) }));
vi.mock('../api/list-staff', () => ({ listStaff: vi.fn(async () => [ada]) }));
vi.mock('../api/add-task', () => ({ addTask: (...args: unknown[]) => addTask(...args) }));
vi.mock('../api/list-assets', () => ({ listAssets: vi.fn(async () => [asset]) }));
vi.mock('../api/delete-asset', () => ({ deleteAsset: (...args: unknown[]) => deleteAsset(...(args as [])) }));

const { ReportsPage } = await import('../components/reports-page');
const { ModalHost } = await import('../../../components/ui/modal-host');
const { TasksPage } = await import('../components/tasks-page');
const { UploadPage } = await import('../components/upload-page');

beforeEach(() => {
  language.value = 'pt';
  toasts.value = [];
});
afterEach(() => {
  vi.clearAllMocks();
  closeModal();
});

describe('ReportsPage', () => {
  it('shows a case with its count, reasons and preview, and warning its author closes it', async () => {
    render(
      <MemoryRouter>
        <ReportsPage title="Denúncias" />
      </MemoryRouter>,
    );
    const card = (await screen.findByRole('heading', { level: 2, name: /@bola/ })).closest('li')!;
    expect(within(card).getByText('Denúncias: 3')).toBeTruthy();
    // The reported post as people see it, on its own page.
    expect(within(card).getByRole('link', { name: 'Ver onde as pessoas veem' }).getAttribute('href')).toBe('/@bola/post/p0000000297');
    expect(within(card).getByText('Spam × 2')).toBeTruthy();
    expect(within(card).getByText('Golpe × 1')).toBeTruthy();
    expect(within(card).getByText('Send OSBT first')).toBeTruthy();
    expect(within(card).getByText('Advertências até agora: 1.')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Remover publicação' })).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Advertir @bola' }));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: /@bola/ })).toBeNull());
    expect(actOnReport).toHaveBeenCalledWith({ targetType: 'post', targetId: 'p0000000297', action: 'warn' });
    expect(toasts.value.at(-1)?.message).toBe('Autor advertido');
    expect(screen.getByText('Nenhuma denúncia aberta. Tudo certo!')).toBeTruthy();
  });
});

describe('ReportsPage: removing content and suspending a person ask first', () => {
  it('Remove post opens the confirm dialog and acts only on its yes', async () => {
    render(
      <MemoryRouter>
        <ReportsPage title="Denúncias" />
        <ModalHost />
      </MemoryRouter>,
    );
    const card = (await screen.findByRole('heading', { level: 2, name: /@bola/ })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Remover publicação' }));
    const dialog = screen.getByRole('dialog', { name: 'Remover esta publicação?' });
    expect(actOnReport).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actOnReport).not.toHaveBeenCalled();
    fireEvent.click(within(card).getByRole('button', { name: 'Remover publicação' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remover publicação' }));
    await waitFor(() => expect(actOnReport).toHaveBeenCalledWith({ targetType: 'post', targetId: 'p0000000297', action: 'remove' }));
  });

  it('Suspend names the person and the length, and Escape keeps them unsuspended', async () => {
    render(
      <MemoryRouter>
        <ReportsPage title="Denúncias" />
        <ModalHost />
      </MemoryRouter>,
    );
    const card = (await screen.findByRole('heading', { level: 2, name: /@bola/ })).closest('li')!;
    fireEvent.click(within(card).getByRole('button', { name: 'Suspender @bola' }));
    expect(screen.getByRole('dialog', { name: 'Suspender @bola por 3 dias?' })).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(actOnReport).not.toHaveBeenCalled();
  });
});

describe('TasksPage', () => {
  it('puts the task in its column, overdue, and refuses a short title before sending', async () => {
    render(<TasksPage title="Tarefas" />);
    const column = (await screen.findByRole('heading', { level: 2, name: /Em andamento/ })).closest('section')!;
    expect(within(column).getByRole('heading', { level: 3, name: 'Review the flagged sellers' })).toBeTruthy();
    expect(within(column).getByText('Atrasada')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nova tarefa' }));
    fireEvent.change(screen.getByLabelText('Título'), { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Criar tarefa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Dê à tarefa um título de 3 a 120 caracteres.');
    expect(addTask).not.toHaveBeenCalled();
  });
});

describe('UploadPage', () => {
  it('lists a file with its preview and public URL, and deletes it after a confirmation', async () => {
    render(<UploadPage title="Upload" />);
    expect(await screen.findByRole('img', { name: 'Prévia de home-banner.png' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('URL pública de home-banner.png').value).toBe(asset.url);
    expect(screen.getByLabelText('Escolher arquivos')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Excluir home-banner.png' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sim, excluir' }));
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Prévia de home-banner.png' })).toBeNull());
    expect(deleteAsset).toHaveBeenCalledWith('as00000001');
  });
});
