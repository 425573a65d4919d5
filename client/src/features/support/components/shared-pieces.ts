// The pieces the person's support page and the staff pages share (UI parts, rules, thread state, words, styles),
// asked for beside a page by its route loader (load-my-page.ts, load-desk-pages.ts), so they download in parallel
// with the page rather than after it. Only support's own modules: lib/live/use-live is shared with pay, and as a
// dynamic entry here it would be a support chunk that pay's pages load too.
export const loadSharedPieces = (): Promise<unknown> =>
  Promise.all([
    import('./parts'),
    import('./support-messages'),
    import('../../../i18n/messages/support'),
    import('./support.css'),
    import('../models/rules'),
    import('../models/thread-state'),
  ]);
