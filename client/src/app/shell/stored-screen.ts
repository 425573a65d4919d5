// A returning reader's first screen, kept from their last visit. A signed-in page that opts in (the discover feed)
// stores a copy of what it drew; on the next load of that path the app shell shows the copy, inert, as soon as the
// HTML and its stylesheets are in, and the app replaces it with the live page once its first render is whole
// (client/build/stored-screen.ts reads it; prerender-handoff.tsx hands over). Without it a signed-in
// page shows a spinner until the app's code (React, the router: ~110 KB) has downloaded and run.
//
// The copy fits only the same person, path, language, theme, layout (phone or not) and build: anything else and
// the app draws the page as before. It goes when the session changes (state/token.ts).
import { MOBILE_QUERY } from './breakpoints';
import {
  STORED_SCREEN_KEEP,
  STORED_SCREEN_MAX_CHARS,
  STORED_SCREEN_PATHS,
  STORED_SCREEN_SKIP,
  STORED_SCREEN_VERSION,
  type StoredScreen,
} from './stored-screen-format';
import { readJson, writeJson, STORAGE_KEYS } from '../../lib/storage';

/** Shared UI that is never part of a first screen: open dialogs and menus, toasts. */
const TRANSIENT = ['[role="dialog"]', '[role="alertdialog"]', '[role="menu"]', '.ui-toast', `[${STORED_SCREEN_SKIP}]`].join(',');

/** A copy of `root` as a first screen: transient parts and what lies below the first screen left out. */
export function firstScreenHtml(root: HTMLElement): string {
  const copy = root.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll(TRANSIENT)) element.remove();
  for (const list of copy.querySelectorAll<HTMLElement>(`[${STORED_SCREEN_KEEP}]`)) {
    const keep = Number(list.getAttribute(STORED_SCREEN_KEEP));
    if (!Number.isInteger(keep) || keep < 0) continue;
    for (const child of [...list.children].slice(keep)) child.remove();
  }
  // A picture held only by this page (a local preview) cannot be shown by another.
  for (const image of copy.querySelectorAll('img[src^="blob:"]')) image.remove();
  return copy.innerHTML;
}

/** The app's entry script as the page loaded it ("/assets/index-….js"), or null outside a build. */
function entryScript(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]');
  return script?.getAttribute('src') ?? null;
}

/**
 * Stores `root` as the first screen of `path` for the signed-in session. Only in a build (the shell that shows
 * it is the build's) and for the pages the build has stylesheets for (STORED_SCREEN_PATHS); a copy too large is
 * not kept. Returns whether it was stored.
 */
export function storeFirstScreen(path: string, root: HTMLElement, now = Date.now()): boolean {
  const token = readJson<string | null>(STORAGE_KEYS.token, null);
  const build = entryScript();
  const theme = document.documentElement.dataset.theme;
  if (!token || !build || !theme || !STORED_SCREEN_PATHS.includes(path)) return false;
  const html = firstScreenHtml(root);
  if (html.length > STORED_SCREEN_MAX_CHARS) return false;
  const screen: StoredScreen = {
    v: STORED_SCREEN_VERSION,
    token,
    path,
    language: readJson<string | null>(STORAGE_KEYS.language, null),
    theme,
    mobile: window.matchMedia(MOBILE_QUERY).matches,
    build,
    savedAt: now,
    html,
  };
  writeJson(STORAGE_KEYS.storedScreen, screen);
  return true;
}
