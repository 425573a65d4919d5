// The document's character set must be declared within its first 1024 bytes, or the browser guesses one and may
// parse the page a second time once it finds the declaration. The inline scripts the build puts at the top of
// <head> (early requests, route preloading) are several KB, so after them this plugin moves <meta charset> back
// to the head's first line. A server's Content-Type charset makes it moot, but the app cannot count on its host.
import type { Plugin } from 'vite';

const CHARSET = /[ \t]*<meta charset="[^"]*"\s*\/?>\n?/i;

/** The page with its <meta charset> moved to the start of <head> (unchanged when it has none). */
export function moveCharsetFirst(html: string): string {
  const meta = CHARSET.exec(html)?.[0];
  if (!meta) return html;
  return html.replace(meta, '').replace(/<head>\n?/, (head) => `${head}    ${meta.trim()}\n`);
}

export function charsetFirst(): Plugin {
  return {
    name: 'osb:charset-first',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => moveCharsetFirst(html) },
  };
}
