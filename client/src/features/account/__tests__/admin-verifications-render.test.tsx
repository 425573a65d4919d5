// Staff approving a verification read the outcome in their language: the toast is the client's words, never the
// API's English message.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { toasts } from '../../../state/toasts';
import type { VerificationRequest } from '../models/verification-review';

const pending: VerificationRequest = {
  id: 'vr00000001',
  uid: 'u0000000031',
  userName: 'hugo',
  legalName: 'Hugo Mensah',
  dateOfBirth: '1987-11-30',
  documentType: 'passport',
  documentEnding: '9103',
  documentNumber: 'G4829103',
  status: 'pending',
  submittedAt: Date.UTC(2026, 9, 1),
  reviewedAt: null,
  reason: '',
};
const review = vi.fn(async () => ({ data: { ...pending, status: 'approved' as const }, message: 'Verification approved' }));
vi.mock('../api/list-verification-requests', () => ({ listVerificationRequests: vi.fn(async () => [pending]) }));
vi.mock('../api/review-verification', () => ({ reviewVerification: (...args: unknown[]) => review(...(args as [])) }));

const { AdminVerificationsPage } = await import('../components/admin-verifications-page');

afterEach(() => {
  language.value = 'pt';
});

describe('AdminVerificationsPage', () => {
  it('approves a request and says so in pt', async () => {
    language.value = 'pt';
    render(<AdminVerificationsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Aprovar @hugo' }));
    await waitFor(() => expect(toasts.value.at(-1)?.message).toBe('Verificação aprovada'));
    expect(review).toHaveBeenCalled();
  });
});
