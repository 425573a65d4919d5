// Whether the build's HTML of the page is what is on screen (client/build/prerender.ts: #root marked
// data-prerendered until the app's first render replaces it). A module of its own, without imports, so the
// marketing pages' route module uses it without pulling in the pages.

export function showsPrerenderedPage(): boolean {
  return typeof document !== 'undefined' && document.getElementById('root')?.hasAttribute('data-prerendered') === true;
}
