// /discover's loader. While a returning reader's stored first screen of /discover is up (shell/stored-screen.ts),
// the app's first render waits for the feed that screen shows (asked for from <head>, build/early-requests.ts), so
// the hand-over draws the same posts in their place rather than a spinner. A visit from inside the app does not
// wait, and neither does a session that turned out to have ended: the guard sends that reader to sign in.
import { effect } from '@preact/signals-react';
import type { LoaderFunction } from 'react-router-dom';
import { authStatus, user } from '../../state/session';
import { storedScreenShown } from '../shell/stored-screen-format';

/** Resolves once the stored token's account is known (signed in or not). */
function sessionKnown(): Promise<void> {
  return new Promise<void>((resolve) => {
    const stop = effect(() => {
      if (authStatus.value !== 'ready') return;
      queueMicrotask(() => stop());
      resolve();
    });
  });
}

export const discoverLoader: LoaderFunction = async () => {
  if (!storedScreenShown()) return null;
  // The feeds start over when the signed-in person changes: they are asked for once the session is known.
  await sessionKnown();
  if (!user.peek()) return null;
  await (await import('../../features/social/models/feeds')).ensureActiveFeed();
  return null;
};
