// /account/verification against mocked calls: the limits in figures for both tiers and what I used (not a promise
// of "higher limits"), the document photo asked for and sent with the details, and errors that go as I correct.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import type { AccountVerification } from '../models/verification';

const calls = vi.hoisted(() => ({ get: vi.fn(), submit: vi.fn(), upload: vi.fn() }));
vi.mock('../api/get-verification', () => ({ getVerification: calls.get }));
vi.mock('../api/submit-verification', () => ({ submitVerification: calls.submit }));
vi.mock('../../../lib/api/calls/upload-media', () => ({ uploadMedia: calls.upload }));
vi.mock('../../../state/session', async (original) => ({ ...(await original<object>()), refreshUser: vi.fn() }));

const { VerificationPage } = await import('../components/verification-page');

const none: AccountVerification = {
  status: 'none',
  request: null,
  limits: {
    asset: 'OSBT',
    verified: false,
    kinds: [
      { kind: 'send', day: { limit: 1000, used: 800 }, month: { limit: 3000, used: 800 } },
      { kind: 'withdraw', day: { limit: 500, used: 0 }, month: { limit: 1500, used: 0 } },
      { kind: 'p2p', day: { limit: 1000, used: 0 }, month: { limit: 3000, used: 0 } },
    ],
  },
};

beforeEach(() => {
  language.value = 'en';
  URL.createObjectURL = vi.fn(() => 'blob:doc');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  language.value = 'pt';
  vi.clearAllMocks();
});

describe('VerificationPage', () => {
  it('states the limits of both tiers and what I used, in figures', async () => {
    calls.get.mockResolvedValue(none);
    render(<VerificationPage />);
    const table = await screen.findByRole('table');
    const send = screen.getByRole('row', { name: /Send and pay requests/ });
    expect(send.textContent).toContain('1,000 OSBT / 24 h · 3,000 OSBT / 30 days');
    expect(send.textContent).toContain('50,000 OSBT / 24 h · 200,000 OSBT / 30 days');
    expect(send.textContent).toContain('800 OSBT / 24 h · 800 OSBT / 30 days');
    expect(table.textContent).toContain('Withdraw and cash out');
    expect(document.body.textContent).not.toContain('higher limits');
    // On a phone the cells stack under their column's name (data-label), the person's own tier marked.
    expect([...send.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual(['Not verified (you)', 'Verified', 'You used']);
  });

  it('asks for the document photo, clears each error as it is corrected, and sends the uploaded key', async () => {
    calls.get.mockResolvedValue(none);
    calls.upload.mockResolvedValue('m-doc.png');
    calls.submit.mockResolvedValue({ data: { ...none, status: 'pending' } });
    render(<VerificationPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Send for review' }));
    expect(await screen.findByText('Add a photo of the document')).toBeTruthy();
    expect(screen.getByText('Enter your full name (2–100 characters)')).toBeTruthy();
    // Typing the name clears its error at once; the others stay until they are corrected.
    fireEvent.change(screen.getByLabelText('Full legal name'), { target: { value: 'Chidi Okeke' } });
    expect(screen.queryByText('Enter your full name (2–100 characters)')).toBeNull();
    expect(screen.getByText('Add a photo of the document')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1994-05-17' } });
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'A12345678' } });
    const photo = new File([new Uint8Array([137, 80, 78, 71])], 'id.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Photo of the document'), { target: { files: [photo] } });
    expect(await screen.findByText('Photo uploaded')).toBeTruthy();
    expect(screen.queryByText('Add a photo of the document')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Send for review' }));
    await waitFor(() => expect(calls.submit).toHaveBeenCalledTimes(1));
    expect(calls.submit.mock.calls[0]?.[0]).toMatchObject({ documentNumber: 'A12345678', documentImage: 'm-doc.png' });
  });
});
