// react-dom creates five Error objects while its module is evaluated: sentinels it throws and catches inside its
// own work loop ("Suspense Exception: this is not a real error" and the like), recognised by identity and never
// shown. When an inspector is attached (DevTools, Lighthouse, PageSpeed Insights) V8 records a detailed stack trace
// for every Error created, and the line and column of each frame mean re-parsing every function on the stack: here
// react-dom's module function and the whole entry chunk, about 40 ms on this host in the task that starts the app
// (60 ms with it, 15 ms without; measured with and without an inspector in scripts/bench's Chromium).
//
// This build step makes those five objects without a captured stack: they inherit from Error.prototype and carry
// the same message, so identity checks, `instanceof Error` and any report of one that escaped read the same. Errors
// react-dom creates when something goes wrong are untouched. If a react-dom release changes these lines the build
// fails, naming them, rather than silently losing the saving.
import type { Plugin } from 'vite';

/** React's error codes of the sentinels (react-dom-client.production.js, React 19). */
export const SENTINEL_CODES = [519, 460, 474, 542, 461] as const;

const MODULE = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;
const HELPER = 'stacklessReactSentinel';

/**
 * Makes a message-carrying Error without a captured stack. Kept on one line: it goes in front of react-dom's first
 * line, so every later line keeps its number.
 */
export const HELPER_SOURCE = `function ${HELPER}(message) { var sentinel = Object.create(Error.prototype); Object.defineProperty(sentinel, 'message', { value: message, writable: true, configurable: true }); return sentinel; }`;

/**
 * react-dom's production client module with its module-level sentinels made by the stackless helper. Throws when
 * any of the expected constructions is missing or appears more than once.
 */
export function makeSentinelsStackless(code: string): string {
  let out = code;
  for (const errorCode of SENTINEL_CODES) {
    const construction = `= Error(formatProdErrorMessage(${errorCode}))`;
    const count = out.split(construction).length - 1;
    if (count !== 1) {
      throw new Error(
        `stackless-sentinels: expected react-dom to create the sentinel of error ${errorCode} once (\`${construction}\`), found ${count}. Check the React release's react-dom-client.production.js and update build/stackless-sentinels.ts.`,
      );
    }
    out = out.replace(construction, `= ${HELPER}(formatProdErrorMessage(${errorCode}))`);
  }
  return `${HELPER_SOURCE} ${out}`;
}

export function stacklessSentinels(): Plugin {
  return {
    name: 'osb:stackless-sentinels',
    apply: 'build',
    transform: {
      filter: { id: MODULE },
      handler(code, id) {
        if (!MODULE.test(id)) return null;
        // Lines keep their numbers (the helper shares the first), so source-mapped builds stay readable.
        return { code: makeSentinelsStackless(code), map: null };
      },
    },
  };
}
