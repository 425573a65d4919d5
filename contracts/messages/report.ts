// English texts of the codes a person reporting content may read (report.*). Portuguese: client/src/i18n/api/report.ts.
export const REPORT_MESSAGES_EN = {
  'report.thanks': "Thanks, we'll review it",
  'report.duplicate': 'You already reported this; we are reviewing it',
  'report.ownContent': 'You cannot report your own content',
  'report.postNotFound': 'Post not found',
  'report.commentNotFound': 'Comment not found',
  'report.profileNotFound': 'Profile not found!',
  'report.messageNotFound': 'Message not found',
  'report.communityNotFound': 'Community not found',
} as const;
