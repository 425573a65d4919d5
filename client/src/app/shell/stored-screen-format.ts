// What a stored first screen is (stored-screen.ts writes it, client/build/stored-screen.ts reads it in the app
// shell's inline scripts, prerender-handoff.tsx ends it): a module without imports, so the build can load it.

export interface StoredScreen {
  /** The format's version: a copy in another format is ignored. */
  v: 2;
  /** The session token the copy was taken under: another person's (or no) session never sees it. */
  token: string;
  path: string;
  /** The stored language as it was (null: never chosen, Portuguese). */
  language: string | null;
  theme: string;
  mobile: boolean;
  /** The entry script the copy was drawn by: a new build has new stylesheets and may draw differently. */
  build: string;
  savedAt: number;
  html: string;
}

/** 2: the stylesheets come from the build (STORED_SCREEN_PATHS), no longer from the copy. */
export const STORED_SCREEN_VERSION = 2;

/**
 * The pages that keep a first screen. The build gives app.html the stylesheets of each (the CSS of its route's
 * chunks: build/route-preload.ts), which the copy needs before it paints; a copy of any other page is not kept.
 * (The copy used to list the stylesheets on the page, but those include whatever the session opened before,
 * such as /sign-in's, and a copy shown with them listed them again.)
 */
export const STORED_SCREEN_PATHS: readonly string[] = ['/discover'];
/** An older copy is not shown: most of what it says would have moved on. */
export const STORED_SCREEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A copy larger than this is not kept (a page should keep only its first screen; see STORED_SCREEN_KEEP). */
export const STORED_SCREEN_MAX_CHARS = 120_000;

/** Marks what a copy leaves out: things of the moment (a "new posts" button) or below the first screen. */
export const STORED_SCREEN_SKIP = 'data-stored-screen-skip';
/** On a list: how many of its first children a copy keeps ("3"). */
export const STORED_SCREEN_KEEP = 'data-stored-screen-keep';

/** Set on #root, besides data-prerendered, while a stored first screen is on screen in place of the app. */
export const STORED_SCREEN_ATTRIBUTE = 'data-stored-screen';

/** Whether a stored first screen is on screen in place of the app (until the app's first render). */
export function storedScreenShown(): boolean {
  return document.getElementById('root')?.hasAttribute(STORED_SCREEN_ATTRIBUTE) ?? false;
}
