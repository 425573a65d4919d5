// The profile and settings rules: what the edit-profile form sends, which pictures it takes, and the password rule.
import { describe, expect, it } from 'vitest';
import { USERNAME_MESSAGE } from '../../../lib/username';
import { AVATAR_MAX_BYTES, BIO_MAX, avatarFileProblem, checkProfile, type AccountProfile } from '../models/profile';
import { checkPasswordChange } from '../models/settings';

const saved: AccountProfile = { userName: 'ada', displayName: 'Ada', bio: '', country: 'NG', customAvatar: false };
const same = { userName: 'ada', displayName: 'Ada', bio: '', country: 'NG' };

describe('checkProfile', () => {
  it('sends only the fields that changed, trimmed and lowercased; nothing when nothing changed', () => {
    expect(checkProfile(same, saved)).toEqual({ update: null });
    expect(checkProfile({ ...same, userName: ' Ada_Obi ', bio: '  Hi  ' }, saved)).toEqual({ update: { userName: 'ada_obi', bio: 'Hi' } });
    expect(checkProfile({ ...same, displayName: '', country: 'KE' }, saved)).toEqual({ update: { displayName: '', country: 'KE' } });
  });

  it('refuses an invalid username with the spec message, and over-long display name or bio', () => {
    expect(checkProfile({ ...same, userName: 'ab' }, saved)).toEqual({ errors: { userName: USERNAME_MESSAGE } });
    expect(checkProfile({ ...same, userName: 'no-dashes' }, saved)).toEqual({ errors: { userName: USERNAME_MESSAGE } });
    expect(checkProfile({ ...same, displayName: 'x'.repeat(51) }, saved)).toEqual({ errors: { displayName: 'displayName' } });
    expect(checkProfile({ ...same, bio: 'x'.repeat(BIO_MAX + 1) }, saved)).toEqual({ errors: { bio: 'bio' } });
    expect(checkProfile({ ...same, country: 'ZZ' }, saved)).toEqual({ errors: { country: 'country' } });
  });
});

describe('avatarFileProblem', () => {
  it('takes PNG, JPEG, GIF and WebP up to 2MB', () => {
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeNull();
    expect(avatarFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(avatarFileProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe('size');
    expect(avatarFileProblem({ type: 'video/mp4', size: 10 })).toBe('type');
  });
});

describe('checkPasswordChange', () => {
  it('asks for the current password, a different password, typed twice alike (the new-password rule is the shared one)', () => {
    expect(checkPasswordChange({ current: 'password', next: 'n3w-secret', confirm: 'n3w-secret' })).toEqual({});
    expect(checkPasswordChange({ current: '', next: 'n3w-secret', confirm: 'n3w-secret' })).toEqual({ current: 'required' });
    expect(checkPasswordChange({ current: 'pass1word', next: 'pass1word', confirm: 'pass1word' })).toEqual({ next: 'same' });
    expect(checkPasswordChange({ current: 'p', next: 'n3w-secret', confirm: 'n3w-secreT' })).toEqual({ confirm: 'mismatch' });
  });
});
