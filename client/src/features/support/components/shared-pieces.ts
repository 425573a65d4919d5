// The pieces the person's support page and the staff pages share (UI parts, rules, thread state, live refresh,
// words, styles), loaded beside a page by its route loader (load-my-page.ts, load-desk-pages.ts). Imported
// dynamically, they stay in chunks only support pages load; imported statically from both the account and the
// admin areas, build/chunk-groups.ts would put them in the 'shared' chunk every signed-in page (/discover too) loads.
export const loadSharedPieces = (): Promise<unknown> =>
  Promise.all([
    import('./parts'),
    import('./support-messages'),
    import('../../../i18n/messages/support'),
    import('./support.css'),
    import('../../../lib/use-live-refresh'),
    import('../models/rules'),
    import('../models/thread-state'),
  ]);
