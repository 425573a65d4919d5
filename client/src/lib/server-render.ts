// What a build-time render in Node (client/src/prerender-entry.tsx) needs from the components it renders: effects
// do not run on the server, so what the app sets in an effect and the written-out page must carry (the document
// title) is reported here during the render instead. In a browser (and in jsdom) nothing is reported.

/** True in Node, where the build renders the public pages: no DOM. */
export const IS_SERVER = typeof document === 'undefined';

/** The document title the rendered page would set (page-title.ts), the last one reported winning (the deepest route). */
export const serverRender: { title: string | null } = { title: null };
