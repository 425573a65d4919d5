// Where the staff pages link (the paths of app/paths.ts adminSupports / adminSupport, which features do not import).
export const supportLinks = {
  queue: '/admin/supports',
  /** A requester's page, with one of their tickets open. */
  requester: (uid: string, ticketId?: string): string =>
    `/admin/supports/${encodeURIComponent(uid)}${ticketId ? `?ticket=${encodeURIComponent(ticketId)}` : ''}`,
} as const;
