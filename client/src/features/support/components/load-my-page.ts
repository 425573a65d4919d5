// The route loader of /account/support: the page and the pieces it shares with the staff pages (shared-pieces.ts).
export async function loadMySupportPage() {
  const [page] = await Promise.all([import('./my-support-page'), import('./shared-pieces').then((m) => m.loadSharedPieces())]);
  return page.MySupportPage;
}
