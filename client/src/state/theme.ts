// The colour theme (spec section 4): the stored choice, else the system preference; light or dark.
import { signal, effect } from '@preact/signals-react';
import { readJson, writeJson, STORAGE_KEYS } from '../lib/storage';

export type Theme = 'light' | 'dark';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function isTheme(value: unknown): value is Theme {
  return value === 'light' || value === 'dark';
}

function darkQuery(): MediaQueryList | null {
  return typeof globalThis.matchMedia === 'function' ? globalThis.matchMedia(DARK_QUERY) : null;
}

export function systemTheme(): Theme {
  return darkQuery()?.matches ? 'dark' : 'light';
}

function storedTheme(): Theme | null {
  const stored = readJson<unknown>(STORAGE_KEYS.theme, null);
  return isTheme(stored) ? stored : null;
}

export const theme = signal<Theme>(storedTheme() ?? systemTheme(), { name: 'theme' });

effect(() => {
  if (typeof document !== 'undefined') document.documentElement.dataset.theme = theme.value;
});

// Until the person picks a theme, follow the system as it changes (e.g. automatic night mode).
// The query is read again rather than trusting the event: a change event delivered late (a busy or background
// tab) must not put back a scheme the system has already left.
darkQuery()?.addEventListener?.('change', () => {
  if (!storedTheme()) theme.value = systemTheme();
});

export function setTheme(next: Theme): void {
  writeJson(STORAGE_KEYS.theme, next);
  theme.value = next;
}

export function toggleTheme(): void {
  setTheme(theme.peek() === 'dark' ? 'light' : 'dark');
}
