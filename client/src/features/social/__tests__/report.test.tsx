// Reporting: "a reason (spam, harassment, hate, violence, nudity, scam, other + optional details ≤ 500 chars)";
// the reporter sees "Thanks, we'll review it"; a duplicate's 409 message shows in the dialog.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { language } from '../../../state/language';
import { ModalHost } from '../../../components/ui/modal-host';
import { closeModal, openModal } from '../../../state/modal';
import { toasts } from '../../../state/toasts';
import ReportDialog from '../../../components/ui/report-dialog';
import { DETAILS_MAX, REPORT_REASONS, reportBody } from '../../../lib/report';
import { fakeApi, ok, refuse } from './fake-api';

afterEach(() => {
  closeModal();
  vi.unstubAllGlobals();
  language.value = 'pt';
});

describe('reportBody', () => {
  const target = { targetType: 'post', targetId: 'p0000000001' } as const;
  it('needs a reason among the seven, trims details and keeps them to 500 characters', () => {
    expect(REPORT_REASONS).toEqual(['spam', 'harassment', 'hate', 'violence', 'nudity', 'scam', 'other']);
    expect(reportBody(target, null, 'x')).toBeNull();
    expect(reportBody(target, 'spam', '   ')).toEqual({ ...target, reason: 'spam' });
    expect(reportBody(target, 'other', ` ${'y'.repeat(600)} `)?.details).toHaveLength(DETAILS_MAX);
  });
});

describe('<ReportDialog>', () => {
  const show = () => {
    render(<ModalHost />);
    openModal(<ReportDialog target={{ targetType: 'comment', targetId: 'cm0000000001' }} />, { label: 'Denunciar comentário' });
  };

  it('asks for a reason first, sends it, closes and says "Thanks, we\'ll review it"', async () => {
    language.value = 'en';
    toasts.value = [];
    const api = fakeApi({ '/app/report/add': () => ok({ id: 'rp00000009' }, "Thanks, we'll review it") });
    show();
    fireEvent.click(await screen.findByRole('button', { name: 'Send report' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a reason.');
    fireEvent.click(screen.getByRole('radio', { name: 'Harassment or bullying' }));
    fireEvent.change(screen.getByLabelText('Details (optional)'), { target: { value: 'Every thread' } });
    expect(screen.getByText('12/500')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.calls[0]).toMatchObject({
      path: '/app/report/add',
      body: { targetType: 'comment', targetId: 'cm0000000001', reason: 'harassment', details: 'Every thread' },
    });
    expect(toasts.value.at(-1)?.message).toBe("Thanks, we'll review it");
  });

  it('shows the server refusal (one open report per person) in Portuguese and stays open', async () => {
    fakeApi({ '/app/report/add': () => refuse(409, 'You already reported this; we are reviewing it') });
    show();
    fireEvent.click(await screen.findByRole('radio', { name: 'Spam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar denúncia' }));
    expect((await screen.findByRole('alert')).textContent).toBe('You already reported this; we are reviewing it');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
