// /discover's loader: with a stored first screen up, the first render waits for the feed once the session is
// known; not when no copy is shown, and not when the stored session turned out to have ended (the guard then sends
// the reader to sign in, and a feed call would only be refused).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { authStatus, user, type User } from '../../../state/session';
import { STORED_SCREEN_ATTRIBUTE } from '../../shell/stored-screen-format';
import { discoverLoader } from '../discover-loader';

const ensureActiveFeed = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../../../features/social/models/feeds', () => ({ ensureActiveFeed }));

const ada = { uid: 'u0000000001', userName: 'ada' } as User;
const args = {} as LoaderFunctionArgs;

function showStoredScreen(shown: boolean): void {
  document.body.innerHTML = shown ? `<div id="root" ${STORED_SCREEN_ATTRIBUTE}></div>` : '<div id="root"></div>';
}

beforeEach(() => {
  ensureActiveFeed.mockClear();
});

afterEach(() => {
  authStatus.value = 'ready';
  user.value = null;
});

describe('discoverLoader', () => {
  it('waits for the session, then for the feed, while a stored first screen is up', async () => {
    showStoredScreen(true);
    authStatus.value = 'loading';
    const loading = discoverLoader(args);
    await Promise.resolve();
    expect(ensureActiveFeed).not.toHaveBeenCalled();
    user.value = ada;
    authStatus.value = 'ready';
    await expect(loading).resolves.toBeNull();
    expect(ensureActiveFeed).toHaveBeenCalledTimes(1);
  });

  it('does not ask for the feed when the stored session turned out to have ended', async () => {
    showStoredScreen(true);
    authStatus.value = 'loading';
    const loading = discoverLoader(args);
    user.value = null;
    authStatus.value = 'ready';
    await expect(loading).resolves.toBeNull();
    expect(ensureActiveFeed).not.toHaveBeenCalled();
  });

  it('does not wait at all on a visit from inside the app', async () => {
    showStoredScreen(false);
    user.value = ada;
    authStatus.value = 'loading';
    await expect(discoverLoader(args)).resolves.toBeNull();
    expect(ensureActiveFeed).not.toHaveBeenCalled();
  });
});
