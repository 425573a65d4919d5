// English texts of the staff area's codes (admin.*): moderation, the task board and the upload library.
// Portuguese: client/src/i18n/api/admin.ts.
export const ADMIN_MESSAGES_EN = {
  'admin.noOpenReports': 'There are no open reports on this',
  'admin.daysRequired': 'Say for how many days (1–{max}) to suspend the author',
  'admin.daysOnlyForSuspend': 'Only a suspension has a number of days',
  'admin.profileNotRemovable': 'A profile cannot be removed: warn or suspend its owner instead',
  'admin.staffNotSuspendable': 'Staff cannot be suspended',
  'admin.reportsDismissed': 'Reports dismissed',
  'admin.postRemoved': 'Post removed',
  'admin.commentRemoved': 'Comment removed',
  'admin.authorWarned': 'Author warned',
  'admin.authorSuspended': 'Author suspended',

  'admin.taskTitle': 'Give the task a title of {min} to {max} characters',
  'admin.taskDate': 'Enter a real due date (YYYY-MM-DD)',
  'admin.taskPastDate': 'The due date cannot be in the past',
  'admin.taskNotStaff': 'Tasks can only be assigned to staff',
  'admin.taskNotFound': 'Task not found',
  'admin.taskNothingToChange': 'Nothing to change: send a status, a priority or an assignee',
  'admin.taskEmptyComment': 'Write something to comment',
  'admin.taskCreated': 'Task created',
  'admin.taskUpdated': 'Task updated',
  'admin.commentAdded': 'Comment added',

  'admin.fileNotFound': 'File not found',
  'admin.fileName': 'Give the file a name of 1 to {max} characters, without a slash',
  'admin.fileEmpty': 'Send the file as the request body',
  'admin.fileUnsupported': 'Upload an image (PNG, JPEG, GIF, WebP), a PDF or a video (MP4, WebM)',
  'admin.fileNotRaw':
    "Upload an image (PNG, JPEG, GIF, WebP), a PDF or a video (MP4, WebM): send the file's own bytes with its content type, not JSON",
  'admin.fileNotValid': 'The file is not a valid {type} file',
  'admin.imageTooLarge': 'The image is too large. Max size is {limit}MB.',
  'admin.pdfTooLarge': 'The PDF is too large. Max size is {limit}MB.',
  'admin.videoTooLarge': 'The video is too large. Max size is {limit}MB.',
  'admin.fileUploaded': 'Uploaded',
  'admin.fileRenamed': 'Renamed',
  'admin.fileDeleted': 'Deleted',
} as const;
