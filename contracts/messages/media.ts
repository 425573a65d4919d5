// English texts of the upload codes (media.*): the limits (spec section 9) and the accepted file types.
export const MEDIA_MESSAGES_EN = {
  'media.uploaded': 'Uploaded',
  'media.imageTooLarge': 'The image is too large. Max size is {mb}MB.',
  'media.videoTooLarge': 'The video is too large. Max size is {mb}MB.',
  'media.audioTooLarge': 'The audio is too large. Max size is {mb}MB.',
  'media.unsupportedType': 'Upload an image (PNG, JPEG, GIF, WebP), a video (MP4, WebM) or audio (WebM, Ogg, MP3, M4A, WAV)',
  'media.notRawBody':
    "Upload an image (PNG, JPEG, GIF, WebP), a video (MP4, WebM) or audio (WebM, Ogg, MP3, M4A, WAV): send the file's own bytes with its content type, not JSON",
  'media.empty': 'Send the file as the request body',
  'media.notValidFile': 'The file is not a valid {contentType} file',
} as const;
