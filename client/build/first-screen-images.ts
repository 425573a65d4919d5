// The first screen's pictures asked for with the HTML, for a reader coming back to /discover. The app draws the kept
// first page of For you (features/social/models/feed-cache.ts, decision 006) once its scripts have run and the
// account has come back; only then did its <img> ask for the pictures, one more round trip (and their transfer)
// after everything else. The pictures' keys are in that kept page, so this inline script, when the page being
// opened is /discover and the kept page fits the stored session, adds <link rel="preload" as="image"> for the
// first pictures of the posts a phone's first screen shows: the browser fetches them while the scripts download,
// and the app's <img> (same URL, same no-cors mode) takes them from the preload. The checks mirror feed-cache.ts
// (the person, the language, under a day old); a page that does not fit preloads nothing. Decision 050.
import type { Plugin } from 'vite';
import { DEFAULT_API_BASE } from '../src/lib/api/default-base.ts';
import { STORAGE_KEYS } from '../src/lib/storage.ts';
import { PRELOAD_SCRIPT_TAG, insertAfterCharset } from './route-preload.ts';

/** What the script needs from the app (their own modules are not loaded yet when it runs). */
export interface FirstScreenConfig {
  /** The CDN base (lib/cdn.ts's CDN_BASE): pictures are `${cdn}/m/${key}` (lib/media-url.ts). */
  cdn: string;
  /** Storage keys (lib/storage.ts STORAGE_KEYS): token, users, language, feedFirstPage. */
  keys: { token: string; users: string; language: string; feed: string };
  /** The app's default language (state/language.ts). */
  language: string;
  /** feed-cache.ts's FEED_CACHE_MAX_AGE_MS. */
  maxAgeMs: number;
  /** post-list.tsx's FIRST_SCREEN_POSTS: the posts whose first picture the app hints as high priority. */
  posts: number;
  /** The path the kept page is drawn on. */
  path: string;
}

/**
 * /discover's. The language, age and post count are state/language.ts's DEFAULT_LANGUAGE, feed-cache.ts's
 * FEED_CACHE_MAX_AGE_MS and post-list.tsx's FIRST_SCREEN_POSTS (app modules the build's config does not load:
 * first-screen-images.test.ts checks they stay equal).
 */
export const FIRST_SCREEN: Omit<FirstScreenConfig, 'cdn'> = {
  path: '/discover',
  keys: { token: STORAGE_KEYS.token, users: STORAGE_KEYS.users, language: STORAGE_KEYS.language, feed: STORAGE_KEYS.feedFirstPage },
  language: 'pt',
  maxAgeMs: 24 * 60 * 60 * 1000,
  posts: 2,
};

/** Marks the inline script in the built HTML (tests, and readers of the output). */
export const FIRST_SCREEN_SCRIPT_ATTRIBUTE = 'data-first-screen-images';

/**
 * The inline script. Every value it reads is checked as feed-cache.ts and state/session.ts check it; any doubt
 * (no session, another person's page, another language, too old, malformed storage) and it adds nothing.
 */
export function firstScreenScript(c: FirstScreenConfig): string {
  return `(function(c){try{if(location.pathname!==c.path)return;var s=localStorage,j=function(k){return JSON.parse(s.getItem(k)||'null')},t=j(c.keys.token);if(typeof t!=='string'||!t)return;var e=j(c.keys.feed);if(!e||typeof e.uid!=='string'||!e.data||!Array.isArray(e.data.list))return;var l=j(c.keys.language);if(l!=='pt'&&l!=='en')l=c.language;if(e.language!==l)return;var a=Date.now()-e.savedAt;if(!(a>=0&&a<c.maxAgeMs))return;var u=j(c.keys.users)||{},m=false;for(var k in u){var v=u[k];if(v&&v.token===t&&typeof v.id==='string'&&v.id.slice(-e.uid.length-1)==='-'+e.uid)m=true}if(!m)return;e.data.list.slice(0,c.posts).forEach(function(p){var g=p&&p.type==='Images'&&p.media&&p.media[0];if(typeof g!=='string')return;var n=document.createElement('link');n.rel='preload';n.as='image';n.href=c.cdn+'/m/'+g.split('/').map(encodeURIComponent).join('/');n.fetchPriority='high';document.head.appendChild(n)})}catch(x){}})(${JSON.stringify(c)})`;
}

/** lib/cdn.ts's cdnBaseFrom for a build: VITE_CDN_BASE, else /cdn beside the API's origin. */
export function cdnBaseFor(env: Record<string, string | undefined>): string {
  if (env.VITE_CDN_BASE) return env.VITE_CDN_BASE;
  return `${new URL(env.VITE_API_BASE ?? DEFAULT_API_BASE, 'http://localhost').origin}/cdn`;
}

/**
 * Right after the route preloads' script (those are the scripts the page cannot draw without), else right after
 * <meta charset>: before any stylesheet, since an inline script after a stylesheet waits for it to load.
 */
export function insertFirstScreenScript(html: string, script: string): string {
  const preload = PRELOAD_SCRIPT_TAG.exec(html);
  if (!preload) return insertAfterCharset(html, script);
  const end = preload.index + preload[0].length;
  return `${html.slice(0, end)}${script}\n    ${html.slice(end)}`;
}

export function firstScreenImages(config: Omit<FirstScreenConfig, 'cdn'>): Plugin {
  let cdn = cdnBaseFor({});
  return {
    name: 'osb:first-screen-images',
    apply: 'build',
    configResolved(resolved) {
      cdn = cdnBaseFor(resolved.env as Record<string, string | undefined>);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return insertFirstScreenScript(html, `<script ${FIRST_SCREEN_SCRIPT_ATTRIBUTE}>${firstScreenScript({ ...config, cdn })}</script>`);
      },
    },
  };
}
