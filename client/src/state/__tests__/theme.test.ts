// Theme: stored value, else system preference (spec section 4).
import { describe, it, expect, vi, afterEach } from 'vitest';

type Listener = (event: { matches: boolean }) => void;

/** A system colour scheme that can change; the answer is how to change it (and tell the listeners). */
function stubSystem(dark: boolean) {
  const listeners: Listener[] = [];
  let current = dark;
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return query === '(prefers-color-scheme: dark)' && current;
    },
    media: query,
    addEventListener: (_: string, l: Listener) => listeners.push(l),
    removeEventListener: () => {},
  }));
  return Object.assign(
    (matches: boolean) => {
      current = matches;
      listeners.forEach((l) => l({ matches }));
    },
    {
      /** Only the system changes; its event comes later (see `deliver`). */
      setQuietly: (matches: boolean) => (current = matches),
      deliver: (matches: boolean) => listeners.forEach((l) => l({ matches })),
    },
  );
}

async function loadTheme() {
  vi.resetModules();
  return import('../theme');
}

afterEach(() => {
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('theme (spec section 4: "stored value, else system preference; toggles light or dark")', () => {
  it('uses the stored value (JSON under "theme") over the system preference', async () => {
    stubSystem(false);
    localStorage.setItem('theme', JSON.stringify('dark'));
    const { theme } = await loadTheme();
    expect(theme.value).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('falls back to the system preference when nothing (or garbage) is stored', async () => {
    stubSystem(true);
    localStorage.setItem('theme', JSON.stringify('purple'));
    expect((await loadTheme()).theme.value).toBe('dark');
    stubSystem(false);
    localStorage.clear();
    expect((await loadTheme()).theme.value).toBe('light');
  });

  it('is light when the browser cannot tell (no matchMedia)', async () => {
    expect((await loadTheme()).theme.value).toBe('light');
  });

  it('toggles light and dark, stores the choice and applies it to <html data-theme>', async () => {
    stubSystem(false);
    const { theme, toggleTheme, setTheme } = await loadTheme();
    toggleTheme();
    expect(theme.value).toBe('dark');
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(document.documentElement.dataset.theme).toBe('dark');
    toggleTheme();
    expect(theme.value).toBe('light');
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('"dark"');
  });

  it('follows a system change until the person chooses', async () => {
    const systemChanges = stubSystem(false);
    const { theme, setTheme } = await loadTheme();
    systemChanges(true);
    expect(theme.value).toBe('dark');
    setTheme('light');
    systemChanges(true);
    expect(theme.value).toBe('light');
  });

  it('a change event that arrives late does not bring back a scheme the system has left', async () => {
    const system = stubSystem(false);
    const { theme } = await loadTheme();
    system.setQuietly(true);
    system.setQuietly(false);
    // The "dark" event of the first change is delivered only now, after the system went back to light.
    system.deliver(true);
    expect(theme.value).toBe('light');
  });
});
