// The app shell's side of a returning reader's stored first screen (src/app/shell/stored-screen.ts): three inline
// scripts of app.html, small and free of the app's code, since they run before any of it has arrived.
//
// - In <head>: if a stored copy fits this load (same session, path, language, theme, layout and build, and not
//   too old), it is kept for the body and the page's stylesheets (from the build: storedScreenStylesheets) are
//   added, render-blocking (allowed only while <body> has not started), so the copy never paints unstyled.
// - After #root (inside the loading screen's guard, prerender.ts): the copy replaces the loading screen, marked
//   data-prerendered (main.tsx waits for the router before its first render) and inert until the app takes over.
// - In the loader of the app's code (prerender.ts afterPaintLoader): the code is asked for once the copy's first
//   pictures are on screen (or after STORED_SCREEN_IMAGE_WAIT_MS), so on a slow link they do not share it with
//   ~150 KB of scripts. Those pictures are the page's largest paint; the code gets the link to itself after.
// Imports with their extension: the benchmarks' static host (plain Node) loads this through prerender.ts.
import { MOBILE_QUERY } from '../src/app/shell/breakpoints.ts';
import {
  STORED_SCREEN_ATTRIBUTE,
  STORED_SCREEN_MAX_AGE_MS,
  STORED_SCREEN_PATHS,
  STORED_SCREEN_VERSION,
} from '../src/app/shell/stored-screen-format.ts';
import { STORAGE_KEYS } from '../src/lib/storage.ts';

/** The longest the app's code waits for the stored copy's first pictures. */
export const STORED_SCREEN_IMAGE_WAIT_MS = 2500;

/** Where the head script leaves a fitting copy for the body's script. */
const HANDOVER = 'window.__osbStoredScreen';

/** Puts #root back to empty (the app draws its own page) when a copy's stylesheet cannot be loaded. */
const DROP = `function(){${HANDOVER}=null;var r=document.getElementById('root');if(r&&r.hasAttribute('${STORED_SCREEN_ATTRIBUTE}')){r.replaceChildren();r.removeAttribute('${STORED_SCREEN_ATTRIBUTE}');r.removeAttribute('data-prerendered');r.removeAttribute('inert')}}`;

/**
 * The stylesheets of each page that keeps a first screen (STORED_SCREEN_PATHS): the CSS of its route's chunks,
 * from the route preload table (the entry's own CSS is in app.html already). A fresh load of the page has
 * exactly these, so the copy is drawn with what the live page will have: no more, no less.
 */
export function storedScreenStylesheets(preloads: Record<string, readonly string[]>): Record<string, string[]> {
  return Object.fromEntries(
    STORED_SCREEN_PATHS.map((path) => {
      const files = preloads[path];
      // A page that keeps a copy without a route preload entry would show it unstyled: fail the build instead.
      if (!files) throw new Error(`stored-screen: the route preload table has no entry for ${path} (STORED_SCREEN_PATHS)`);
      return [path, files.filter((file) => file.endsWith('.css'))];
    }),
  );
}

/** The <head> script: `build` is the entry script's path, which names the build; `css` storedScreenStylesheets. */
export function storedScreenHeadScript(build: string, css: Record<string, readonly string[]>): string {
  const args = [
    JSON.stringify(build),
    STORED_SCREEN_VERSION,
    STORED_SCREEN_MAX_AGE_MS,
    JSON.stringify(MOBILE_QUERY),
    JSON.stringify(css),
  ].join(',');
  return (
    `(function(b,v,a,q,c){try{var l=localStorage,j=function(k){try{return JSON.parse(l.getItem(k))}catch(e){return null}},s=j('${STORAGE_KEYS.storedScreen}'),t=j('${STORAGE_KEYS.token}'),p=location.pathname,h=Object.prototype.hasOwnProperty.call(c,p)?c[p]:null;` +
    `if(!h||!s||s.v!==v||typeof t!=='string'||!t||s.token!==t||s.build!==b||s.path!==p||s.language!==j('${STORAGE_KEYS.language}')` +
    `||s.theme!==document.documentElement.dataset.theme||s.mobile!==matchMedia(q).matches||!(Date.now()-s.savedAt<a)||typeof s.html!=='string')return;` +
    `${HANDOVER}=s;h.forEach(function(u){if(document.querySelector('link[rel="stylesheet"][href="'+u+'"]'))return;var k=document.createElement('link');k.rel='stylesheet';k.crossOrigin='';k.href=u;k.setAttribute('blocking','render');k.onerror=${DROP};document.head.appendChild(k)})}catch(e){}})(${args});`
  );
}

/**
 * Part of the loading screen's guard (prerender.ts LOADING_GUARD), run with `r` the #root element: puts a fitting
 * copy on screen and ends the guard's work (`then` runs first: the cookie notice's check).
 */
export function restoreStoredScreen(then: string): string {
  return `var s=${HANDOVER};if(s){r.innerHTML=s.html;r.setAttribute('data-prerendered','');r.setAttribute('${STORED_SCREEN_ATTRIBUTE}','');r.setAttribute('inert','');${then}return}`;
}

/**
 * A function expression `(go)` for afterPaintLoader: calls `go` once the copy's first pictures (the
 * fetchpriority=high ones) have loaded or failed, at once when no copy is on screen.
 */
export const WHEN_STORED_SCREEN_SEEN = `function(go){var r=document.getElementById('root'),n=0,d=false,f=function(){if(!d){d=true;go()}};if(!r||!r.hasAttribute('${STORED_SCREEN_ATTRIBUTE}'))return go();r.querySelectorAll('img[fetchpriority="high"]').forEach(function(i){if(i.complete)return;n++;var o=function(){if(--n===0)f()};i.addEventListener('load',o);i.addEventListener('error',o)});if(!n)return go();setTimeout(f,${STORED_SCREEN_IMAGE_WAIT_MS})}`;
