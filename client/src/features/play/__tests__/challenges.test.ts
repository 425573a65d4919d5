// Incoming challenges checked against the server's open offers (User.playOffers): a challenge the challenger
// withdrew closes with an info toast in the user's language, and nothing newer or being answered is touched.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { language, type Language } from '../../../state/language';
import { ChallengesModel, EXPIRED_AFTER_MS, type ChallengesDeps } from '../models/challenges';
import type { Challenge } from '../models/types';

const FROM_ADA: Challenge = { i: 'g1', g: 'c', u: 'u0000000001', n: 'ada-1-NG-u0000000001' };
const FROM_CHIDI: Challenge = { i: 'g2', g: 'a', u: 'u0000000003', n: 'chidi-0-GB-u0000000003' };

function model() {
  let now = Date.UTC(2026, 0, 1, 12, 0, 0);
  const notify = vi.fn<ChallengesDeps['notify']>();
  const playAction = vi.fn<ChallengesDeps['playAction']>(async () => ({ data: null, message: 'ok' }));
  const answered = vi.fn<(id: string) => void>();
  const challenges = new ChallengesModel({
    playAction,
    refreshUser: async () => null,
    notify,
    balance: () => 50_000,
    started: () => undefined,
    now: () => now,
    answered,
  });
  return { challenges, notify, playAction, answered, advance: (ms: number) => (now += ms) };
}

let initialLanguage: Language;
beforeEach(() => {
  initialLanguage = language.peek();
  language.value = 'pt';
});
afterEach(() => {
  language.value = initialLanguage;
});

describe('a challenge the server no longer offers', () => {
  it('is withdrawn: it leaves the list (the dialog closes) with an info toast naming the challenger', () => {
    const { challenges, notify, advance } = model();
    challenges.receive(FROM_ADA);
    advance(5_000);
    const since = challenges.mark();
    challenges.reconcile(undefined, since);
    expect(challenges.current.value).toBeNull();
    expect(notify).toHaveBeenCalledExactlyOnceWith('info', 'ada retirou o desafio.');
  });

  it('speaks the user’s language', () => {
    language.value = 'en';
    const { challenges, notify } = model();
    challenges.receive(FROM_ADA);
    challenges.reconcile([], challenges.mark());
    expect(notify).toHaveBeenCalledWith('info', 'ada withdrew the challenge.');
  });

  it('gone after its 30 s is told as expired, not withdrawn', () => {
    const { challenges, notify, advance } = model();
    challenges.receive(FROM_ADA);
    advance(EXPIRED_AFTER_MS);
    challenges.reconcile([], challenges.mark());
    expect(notify).toHaveBeenCalledWith('info', 'O desafio de ada expirou.');
  });

  it('only the gone one closes; the next open offer is shown', () => {
    const { challenges, notify } = model();
    challenges.receive(FROM_ADA);
    challenges.receive(FROM_CHIDI);
    expect(challenges.current.value?.i).toBe('g2');
    challenges.reconcile([FROM_ADA], challenges.mark());
    expect(challenges.incoming.value).toEqual([FROM_ADA]);
    expect(notify).toHaveBeenCalledExactlyOnceWith('info', 'chidi retirou o desafio.');
  });

  it('still offered: nothing happens', () => {
    const { challenges, notify } = model();
    challenges.receive(FROM_ADA);
    challenges.reconcile([FROM_ADA], challenges.mark());
    expect(challenges.current.value).toEqual(FROM_ADA);
    expect(notify).not.toHaveBeenCalled();
  });

  it('a challenge that arrived after the read began is not judged by it', () => {
    const { challenges, notify } = model();
    const since = challenges.mark();
    challenges.receive(FROM_ADA);
    challenges.reconcile([], since);
    expect(challenges.current.value).toEqual(FROM_ADA);
    expect(notify).not.toHaveBeenCalled();
  });

  it('one being answered right now is left to its answer', async () => {
    const { challenges, notify, playAction } = model();
    let answer: (value: { data: null; message: string }) => void = () => undefined;
    playAction.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    challenges.receive(FROM_ADA);
    const rejecting = challenges.reject(FROM_ADA);
    challenges.reconcile([], challenges.mark());
    expect(challenges.current.value).toEqual(FROM_ADA);
    answer({ data: null, message: 'Challenge rejected' });
    await rejecting;
    expect(challenges.current.value).toBeNull();
    expect(notify).toHaveBeenCalledExactlyOnceWith('info', 'Desafio recusado.');
  });

  it('a game started from it (accepted in another tab) dismisses it without a word', () => {
    const { challenges, notify } = model();
    challenges.receive(FROM_ADA);
    challenges.dismiss({ i: 'g1' });
    challenges.reconcile([], challenges.mark());
    expect(challenges.current.value).toBeNull();
    expect(notify).not.toHaveBeenCalled();
  });
});

describe("the person's other tabs", () => {
  it('are told of a challenge answered here (accepted, rejected, or found gone), and not of a failed answer', async () => {
    const { challenges, playAction, answered } = model();
    challenges.receive(FROM_ADA);
    challenges.receive(FROM_CHIDI);
    await challenges.reject(FROM_ADA);
    await challenges.accept(FROM_CHIDI);
    expect(answered.mock.calls).toEqual([['g1'], ['g2']]);

    answered.mockClear();
    challenges.receive(FROM_ADA);
    playAction.mockRejectedValueOnce(new ApiError('Game not found', 404));
    await challenges.reject(FROM_ADA);
    expect(answered).toHaveBeenCalledExactlyOnceWith('g1');

    answered.mockClear();
    challenges.receive(FROM_ADA);
    playAction.mockRejectedValueOnce(new ApiError(undefined, 0));
    await challenges.reject(FROM_ADA);
    expect(answered).not.toHaveBeenCalled();
    expect(challenges.current.value).toEqual(FROM_ADA);
  });
});
