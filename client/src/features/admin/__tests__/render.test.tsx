// Rendering the admin pages: the report queue grouped by target with reasons and a preview (a chat message among
// its neighbours), acting on a case (it leaves the queue; removing and suspending with an undo window); the task board's columns and a new task refused in Portuguese before anything is sent; the
// upload library with its public URL and delete after a confirmation (a signal change re-renders the list).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
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
    chat: null,
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
const listReports = vi.fn(async (): Promise<ReportCase[]> => [reportCase]);
vi.mock('../api/list-reports', () => ({ listReports: (...args: unknown[]) => listReports(...(args as [])) }));
vi.mock('../api/list-audit', () => ({ listAudit: vi.fn(async () => []) }));
vi.mock('../api/act-on-report', () => ({ actOnReport: (...args: unknown[]) => actOnReport(...(args as [])) }));
vi.mock('../api/list-tasks', () => ({ listTasks: vi.fn(async () => [task]) }));
vi.mock('../api/list-staff', () => ({ listStaff: vi.fn(async () => [ada]) }));
vi.mock('../api/add-task', () => ({ addTask: (...args: unknown[]) => addTask(...args) }));
vi.mock('../api/list-assets', () => ({ listAssets: vi.fn(async () => [asset]) }));
vi.mock('../api/delete-asset', () => ({ deleteAsset: (...args: unknown[]) => deleteAsset(...(args as [])) }));

const { ReportsPage } = await import('../components/reports-page');
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

describe('ReportsPage: removing, restricting and suspending can be undone for a few seconds', () => {
  const renderPage = async () => {
    render(
      <MemoryRouter>
        <ReportsPage title="Denúncias" />
      </MemoryRouter>,
    );
    return (await screen.findByRole('heading', { level: 2, name: /@bola/ })).closest('li')!;
  };

  it('Remove post leaves the queue at once and sends nothing; Undo puts the case back as it was', async () => {
    const card = await renderPage();
    vi.useFakeTimers();
    try {
      fireEvent.change(within(card).getByLabelText('Nota para o registro (opcional)'), { target: { value: 'Spam ring' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Remover publicação' }));
      expect(screen.queryByRole('heading', { level: 2, name: /@bola/ })).toBeNull();
      const offer = toasts.value.at(-1);
      expect(offer?.message).toBe('Publicação removida');
      expect(offer?.action?.label).toBe('Desfazer');
      vi.advanceTimersByTime(4000);
      expect(actOnReport).not.toHaveBeenCalled();
      act(() => offer?.action?.run());
      const back = screen.getByRole('heading', { level: 2, name: /@bola/ }).closest('li')!;
      // The same card, with what was typed in it.
      expect(within(back).getByLabelText<HTMLInputElement>('Nota para o registro (opcional)').value).toBe('Spam ring');
      vi.advanceTimersByTime(10_000);
      expect(actOnReport).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('Suspend is sent with its length and note only when the window closes', async () => {
    const card = await renderPage();
    vi.useFakeTimers();
    try {
      fireEvent.change(within(card).getByLabelText('Duração da suspensão'), { target: { value: '7' } });
      fireEvent.change(within(card).getByLabelText('Nota para o registro (opcional)'), { target: { value: 'Golpe repetido' } });
      fireEvent.click(within(card).getByRole('button', { name: 'Suspender @bola' }));
      expect(toasts.value.at(-1)?.message).toBe('Autor suspenso por 7 dias');
      expect(actOnReport).not.toHaveBeenCalled();
      vi.advanceTimersByTime(5000);
      expect(actOnReport).toHaveBeenCalledWith({
        targetType: 'post',
        targetId: 'p0000000297',
        action: 'suspend',
        days: 7,
        note: 'Golpe repetido',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('ReportsPage: a chat message and a community in context', () => {
  const line = (id: string, text: string, reported = false, who = 'bola') => ({
    id,
    author: { uid: 'u0000000028', userName: who, isVerified: false, country: 'NG' },
    text,
    at: Date.UTC(2026, 10, 21, 9, 30),
    reported,
  });
  const chatCase: ReportCase = {
    ...reportCase,
    targetType: 'message',
    targetId: 'm00000000004',
    preview: {
      ...reportCase.preview,
      postType: null,
      postId: null,
      text: 'Send me 500 OSBT or else',
      chat: {
        conversation: 'abcdefghijkl',
        type: 'chat',
        name: '',
        description: '',
        members: 2,
        restricted: false,
        messages: [
          line('m00000000003', 'three', false, 'ben'),
          line('m00000000004', 'Send me 500 OSBT or else', true),
          line('m00000000005', ''),
        ],
      },
    },
  };
  const communityCase: ReportCase = {
    ...reportCase,
    targetType: 'community',
    targetId: 'fastmoney00001',
    preview: {
      ...reportCase.preview,
      postType: null,
      postId: null,
      text: 'fast_money',
      chat: { ...chatCase.preview.chat!, conversation: 'fastmoney00001', type: 'community', name: 'fast_money', members: 12, messages: [] },
    },
  };

  it('shows the reported message marked among its neighbours, with no link out, and offers Remove message', async () => {
    listReports.mockResolvedValueOnce([chatCase]);
    const card = await (async () => {
      render(
        <MemoryRouter>
          <ReportsPage title="Denúncias" />
        </MemoryRouter>,
      );
      return (await screen.findByRole('heading', { level: 2, name: /Mensagem @bola/ })).closest('li')!;
    })();
    const context = within(card).getByRole('region', { name: 'A conversa em volta' });
    const lines = within(context).getAllByRole('listitem');
    expect(lines.map((li) => li.textContent)).toEqual([
      expect.stringContaining('three'),
      expect.stringMatching(/Denunciada.*Send me 500 OSBT or else/),
      expect.stringContaining('Mensagem apagada'),
    ]);
    expect(within(context).getByText(/Conversa privada/)).toBeTruthy();
    expect(within(card).queryByRole('link', { name: 'Ver onde as pessoas veem' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Remover mensagem' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Restringir comunidade' })).toBeNull();
  });

  it('a community shows its name and members and offers Restrict, not Remove', async () => {
    listReports.mockResolvedValueOnce([communityCase]);
    render(
      <MemoryRouter>
        <ReportsPage title="Denúncias" />
      </MemoryRouter>,
    );
    const card = (await screen.findByRole('heading', { level: 2, name: /Comunidade @bola/ })).closest('li')!;
    expect(within(card).getByRole('region', { name: 'fast_money' }).textContent).toContain('12 membros');
    expect(within(card).getByRole('button', { name: 'Restringir comunidade' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Remover/ })).toBeNull();
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
