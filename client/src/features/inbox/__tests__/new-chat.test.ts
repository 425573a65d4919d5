// The new-chat flow (spec section 4): existing chat or contact first, else profile → contact → /inbox/{uid}.
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { startChat } from '../models/new-chat';
import type { ChatSummary } from '../models/types';

const chat: ChatSummary = {
  id: 'abcdefghijkl',
  type: 'chat',
  nid: 'ben-1-US-u0000000002',
  name: 'ben',
  peer: 'u0000000002',
  t: 1,
  l: { i: 'm1', m: 'hi', s: 'd', t: 1, u: 'u0000000002' },
  u: 0,
};

describe('startChat', () => {
  it('refuses an invalid username with the spec message and calls nothing', async () => {
    const findProfile = vi.fn();
    await expect(startChat('ab', { chats: {}, contacts: {}, me: 'u0000000001', findProfile })).rejects.toThrow(
      'Enter a valid username (3–25 letters, numbers, or underscores)',
    );
    expect(findProfile).not.toHaveBeenCalled();
  });

  it('goes to an existing chat, then to a contact, before asking the server', async () => {
    const findProfile = vi.fn();
    expect(await startChat('BEN', { chats: { [chat.id]: chat }, contacts: {}, me: 'u0000000001', findProfile })).toBe(chat.id);
    expect(await startChat('chidi', { chats: {}, contacts: { u0000000003: 'chidi' }, me: 'u0000000001', findProfile })).toBe('u0000000003');
    expect(findProfile).not.toHaveBeenCalled();
  });

  it('otherwise finds the profile, adds the contact and answers the uid', async () => {
    const findProfile = vi.fn(async () => ({
      uid: 'u0000000006',
      nid: 'fela-1-NG-u0000000006',
      userName: 'fela',
      isVerified: true,
      country: 'NG',
    }));
    const add = vi.fn(async () => ({ u0000000006: 'fela' }));
    expect(await startChat('fela', { chats: {}, contacts: {}, me: 'u0000000001', findProfile, add })).toBe('u0000000006');
    expect(findProfile).toHaveBeenCalledWith('fela');
    expect(add).toHaveBeenCalledWith('u0000000006', 'fela-1-NG-u0000000006');
  });

  it('passes a failed lookup on (the dialog shows "Profile not found!" or toasts)', async () => {
    const findProfile = vi.fn(async () => {
      throw new ApiError('Profile not found!', 404);
    });
    await expect(startChat('nobody', { chats: {}, contacts: {}, me: 'u0000000001', findProfile })).rejects.toMatchObject({ status: 404 });
  });
});
