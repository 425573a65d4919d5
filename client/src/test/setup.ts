// Vitest setup for client tests: a clean DOM and storage between tests.
import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';

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
