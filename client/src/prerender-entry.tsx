// The build's server entry (client/build/prerender.ts builds it with Vite in SSR mode and runs it in Node): each
// public page, the 404 page and the loading screen rendered by react-dom/server from the app's own route table,
// signed out and in the page's language, as the app draws them. No browser: React Router's static handler loads the
// matched routes' lazy modules (pages included), and react-dom/static's prerender waits for every lazy component
// and every `use()`-suspended content (the docs' Markdown HTML, the marketing content) before it returns the HTML.
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { routes } from './app/router';
import { RootFallback } from './app/shell/root-layout';
import { contentTitle } from './features/marketing/components/content-title';
import { serverRender } from './lib/server-render';
import { language, type Language } from './state/language';

export interface RenderedPage {
  /** #root's HTML. */
  html: string;
  /** The document title the app sets on this page. */
  title: string;
}

/** Every page is rendered on one origin: links and the router need a full URL, nothing is fetched from it. */
const ORIGIN = 'http://localhost';

/** The HTML of a React tree once everything in it has loaded (react-dom/static waits for every Suspense boundary). */
async function renderComplete(tree: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // A boundary larger than progressiveChunkSize is written after its fallback with a script that swaps it in, for
  // streaming; a written-out page has no scripts of React's (the app replaces it), so every boundary stays in place.
  const { prelude } = await prerender(tree, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => void errors.push(error),
  });
  // An error inside a Suspense boundary would leave its fallback (a spinner) in the page: no such page is written.
  if (errors.length > 0) throw new AggregateError(errors, 'prerender: the page threw while rendering');
  const html = await new Response(prelude).text();
  // React puts preload links for the images it rendered (the logo) ahead of a fragment's HTML, for a <head> that
  // a fragment does not have: in #root they would only be noise, and the image is in the HTML anyway. Its
  // comments mark Suspense boundaries and split adjacent texts for hydration, which this page never has.
  return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '').replace(/<!--(?:\$|\/\$| )-->/g, '');
}

/**
 * A page of the app at `url`, signed out, in `lang`. Pages render one after another (the language, the title and
 * the content title are the module's state while one renders).
 */
export async function renderPage(url: string, lang: Language): Promise<RenderedPage> {
  language.value = lang;
  contentTitle.value = null;
  serverRender.title = null;
  // Loaders run and lazy routes load: the router's state is that of a first load of `url` once it has its routes.
  // A handler of its own per page, so each page's lazy routes load (and report their modules: build/prerender.ts
  // links their stylesheets) rather than only the first page's.
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`${ORIGIN}${url}`));
  if (context instanceof Response) throw new Error(`prerender: ${url} answers ${context.status} ${context.headers.get('location') ?? ''}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  let html = await renderComplete(tree);
  // A content page (a docs article, a post) names its title as its content renders, below the layout that sets the
  // document title; in the browser the layout then renders again with it (content-title.ts). So here.
  if (contentTitle.value !== null) html = await renderComplete(tree);
  if (serverRender.title === null) throw new Error(`prerender: ${url} set no document title (it drew ${html.slice(0, 300)})`);
  return { html, title: serverRender.title };
}

/** A route table of the loading screen alone: it draws a link (the cookie notice's), which needs a router. */
const loadingHandler = createStaticHandler([{ path: '*', Component: RootFallback }]);

/**
 * The app's loading screen (the router's HydrateFallback: the logo, a spinner, the cookie notice) in Portuguese, as
 * app.html holds it for every path without a page of its own.
 */
export async function renderLoadingScreen(): Promise<string> {
  language.value = 'pt';
  const context = await loadingHandler.query(new Request(`${ORIGIN}/`));
  if (context instanceof Response) throw new Error('prerender: the loading screen redirects');
  return renderComplete(
    <StaticRouterProvider router={createStaticRouter(loadingHandler.dataRoutes, context)} context={context} hydrate={false} />,
  );
}
