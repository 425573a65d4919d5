// The edit-profile form and the settings page against mocked calls: invalid input never reaches the server,
// only changed fields are sent, a notification switch saves at once, a password mismatch is caught locally.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { USERNAME_MESSAGE } from '../../../lib/username';
import { language } from '../../../state/language';
import type { AccountProfile } from '../models/profile';
import type { AccountSettings } from '../models/settings';

const calls = vi.hoisted(() => ({
  update: vi.fn(),
  settings: vi.fn(),
  updateSettings: vi.fn(),
  changePassword: vi.fn(),
}));
vi.mock('../api/update-account-profile', () => ({ updateAccountProfile: calls.update }));
vi.mock('../api/get-settings', () => ({ getSettings: calls.settings }));
vi.mock('../api/update-settings', () => ({ updateSettings: calls.updateSettings }));
vi.mock('../api/change-password', () => ({ changePassword: calls.changePassword }));

const { EditProfileForm } = await import('../components/edit-profile-form');
const { SettingsPage } = await import('../components/settings-page');

const saved: AccountProfile = { userName: 'ada', displayName: 'Ada', bio: '', country: 'NG', customAvatar: false };
const settings: AccountSettings = {
  notifications: { messages: true, mentions: true, payments: true, games: true, news: false },
  otherSessions: 1,
};

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
  vi.clearAllMocks();
});

describe('EditProfileForm', () => {
  it('shows the spec message for an invalid username and sends nothing', async () => {
    render(<EditProfileForm saved={saved} onSaved={() => {}} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'A!' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe(USERNAME_MESSAGE);
    expect(calls.update).not.toHaveBeenCalled();
  });

  it('sends only the changed fields and hands back the saved profile', async () => {
    const next = { ...saved, bio: 'Building things.' };
    calls.update.mockResolvedValue({ data: next, message: 'Update successful!' });
    const onSaved = vi.fn();
    render(<EditProfileForm saved={saved} onSaved={onSaved} />);
    fireEvent.change(screen.getByLabelText('Bio'), { target: { value: 'Building things.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(next));
    expect(calls.update).toHaveBeenCalledWith({ bio: 'Building things.' });
  });
});

describe('SettingsPage', () => {
  it('saves a notification switch at once', async () => {
    calls.settings.mockResolvedValue(settings);
    calls.updateSettings.mockResolvedValue({
      data: { ...settings, notifications: { ...settings.notifications, news: true } },
      message: 'Update successful!',
    });
    render(<SettingsPage />);
    const news = await screen.findByRole('switch', { name: /Product news and offers/ });
    expect((news as HTMLInputElement).checked).toBe(false);
    fireEvent.click(news);
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('switch', { name: /Product news and offers/ }).checked).toBe(true));
    expect(calls.updateSettings).toHaveBeenCalledWith({ news: true });
  });

  it('catches two different new passwords before calling', async () => {
    calls.settings.mockResolvedValue(settings);
    render(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'n3w-secret' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: 'other-1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByText('The two new passwords do not match')).getAttribute('role')).toBe('alert');
    expect(calls.changePassword).not.toHaveBeenCalled();
  });

  it('refuses a common new password with the shared rule’s text (as sign-up does) before calling', async () => {
    calls.settings.mockResolvedValue(settings);
    render(<SettingsPage />);
    fireEvent.change(await screen.findByLabelText('Current password'), { target: { value: 'password' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: '12345678' } });
    fireEvent.change(screen.getByLabelText('Repeat the new password'), { target: { value: '12345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    const error = await screen.findByText('This password is one of the most common ones and easy to guess: choose another');
    expect(error.getAttribute('role')).toBe('alert');
    expect(calls.changePassword).not.toHaveBeenCalled();
  });
});
