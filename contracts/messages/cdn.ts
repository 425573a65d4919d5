// English texts of the content-delivery location's refusals (cdn.*): GET /cdn/… serves files, not API calls, so
// these codes are listed with the document's common ones. Portuguese: client/src/i18n/api/cdn.ts.
export const CDN_MESSAGES_EN = {
  'cdn.noAvatar': 'No avatar for this user',
  'cdn.noMedia': 'No such media',
  'cdn.noFile': 'No such file',
  'cdn.noObject': 'No such object',
  'cdn.objectPrivate': 'This object is private: ask its owner for a signed link',
  'cdn.linkExpired': 'This link has expired: ask its owner for a new one',
} as const;
