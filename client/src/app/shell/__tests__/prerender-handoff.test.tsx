// The hand-over from a build-time page to the live app (app/shell/prerender-handoff.tsx).
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { PrerenderHandoff, isPrerendered, whenRouterReady } from '../prerender-handoff';

type Listener = (state: { initialized: boolean }) => void;

function fakeRouter(initialized: boolean) {
  const listeners = new Set<Listener>();
  const router = {
    state: { initialized },
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const publish = (next: boolean) => {
    router.state = { initialized: next };
    for (const listener of [...listeners]) listener(router.state);
  };
  return { router, publish, listeners };
}

describe('whenRouterReady', () => {
  it('resolves at once for a router that has its first routes', async () => {
    await expect(whenRouterReady(fakeRouter(true).router as never)).resolves.toBeUndefined();
  });

  it('waits for the first initialized state, then stops listening', async () => {
    const { router, publish, listeners } = fakeRouter(false);
    let ready = false;
    const waiting = whenRouterReady(router as never).then(() => (ready = true));
    publish(false);
    await Promise.resolve();
    expect(ready).toBe(false);
    publish(true);
    await waiting;
    expect(ready).toBe(true);
    expect(listeners.size).toBe(0);
  });
});

describe('PrerenderHandoff', () => {
  it('makes the container live once the app has rendered into it', () => {
    const container = document.createElement('div');
    container.setAttribute('data-prerendered', '');
    container.setAttribute('inert', '');
    expect(isPrerendered(container)).toBe(true);
    render(<PrerenderHandoff container={container} />);
    expect(isPrerendered(container)).toBe(false);
    expect(container.hasAttribute('inert')).toBe(false);
  });
});
