// Vitest setup for client tests: no network, and a clean DOM and storage between tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

// Unit tests never reach the network. A call a test leaves unstubbed used to go to the API base's default,
// localhost:4000, where a developer's own `npm start` answered it: play-sync.test.ts then failed beside a running mock
// and passed without one. Unstubbed, a call now fails as with nothing listening; a test that needs an answer stubs
// fetch itself (vi.stubGlobal, vi.spyOn).
globalThis.fetch = () => Promise.reject(new TypeError('fetch failed: unit tests do not reach the network (stub fetch in the test)'));

afterEach(() => {
  // A test in Node's environment (the build's server render: server-render.test.ts) has no DOM to clean.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
