// The route loaders of /admin/supports and /admin/supports/{uid}: each page and the pieces it shares with the
// person's page (shared-pieces.ts).
const pieces = (): Promise<unknown> => import('./shared-pieces').then((m) => m.loadSharedPieces());

export async function loadSupportQueuePage() {
  const [page] = await Promise.all([import('./support-queue-page'), pieces()]);
  return page.SupportQueuePage;
}

export async function loadRequesterPage() {
  const [page] = await Promise.all([import('./requester-page'), pieces()]);
  return page.RequesterSupportPage;
}
