// The guard decisions of spec section 2 (protected, public, admin) as pure rules.
import { describe, it, expect } from 'vitest';
import { adminDecision, protectedDecision, publicDecision, returnAfterSessionEnded } from '../guard-rules';
import { makeUser } from './make-user';

describe('protectedDecision', () => {
  it('waits while authentication is loading', () => {
    expect(protectedDecision('loading', null, '/pay/wallet', '/pay')).toEqual({ kind: 'loading' });
    expect(protectedDecision('loading', makeUser(), '/pay/wallet', '/pay')).toEqual({ kind: 'loading' });
  });
  it('sends a visitor to /sign-in', () => {
    expect(protectedDecision('ready', null, '/pay/wallet', '/pay')).toEqual({ kind: 'redirect', to: '/sign-in' });
  });
  it('restricts a pending todo to /account/todo', () => {
    const dana = makeUser({ userName: '', todo: 'profile' });
    expect(protectedDecision('ready', dana, '/discover', '/discover')).toEqual({ kind: 'redirect', to: '/account/todo' });
    expect(protectedDecision('ready', dana, '/account/todo', '/discover')).toEqual({ kind: 'render' });
  });
  it('sends a finished onboarding on /account/todo to the remembered target', () => {
    expect(protectedDecision('ready', makeUser(), '/account/todo', '/market')).toEqual({ kind: 'redirect', to: '/market' });
  });
  it('shows the page otherwise', () => {
    expect(protectedDecision('ready', makeUser(), '/pay/wallet', '/pay')).toEqual({ kind: 'render' });
  });
});

describe('publicDecision', () => {
  it('shows sign-in while loading and to visitors', () => {
    expect(publicDecision('loading', makeUser(), '/pay', false)).toEqual({ kind: 'render' });
    expect(publicDecision('ready', null, '/pay', false)).toEqual({ kind: 'render' });
  });
  it('sends a signed-in person to the remembered target', () => {
    expect(publicDecision('ready', makeUser(), '/pay', false)).toEqual({ kind: 'redirect', to: '/pay' });
  });
  it('lets a signed-in person stay to add an account', () => {
    expect(publicDecision('ready', makeUser(), '/pay', true)).toEqual({ kind: 'render' });
  });
});

describe('adminDecision', () => {
  it('lets staff in and shows others the forbidden page', () => {
    expect(adminDecision(makeUser({ isStaff: true }))).toEqual({ kind: 'render' });
    expect(adminDecision(makeUser({ isStaff: false }))).toEqual({ kind: 'forbidden' });
    expect(adminDecision(null)).toEqual({ kind: 'forbidden' });
  });
});

describe('returnAfterSessionEnded', () => {
  it('sends someone whose session ended back to the page they were on, and no one else', () => {
    expect(returnAfterSessionEnded({ from: '/pay/send?asset=OSBT', ended: true })).toBe('/pay/send?asset=OSBT');
    expect(returnAfterSessionEnded({ from: '/pay/send' })).toBeNull();
    expect(returnAfterSessionEnded({ from: '//evil.example/x', ended: true })).toBeNull();
    expect(returnAfterSessionEnded({ from: 'https://evil.example/', ended: true })).toBeNull();
    expect(returnAfterSessionEnded(null)).toBeNull();
  });
});
