// Texts of the upload codes (media.*).
import { MEDIA_MESSAGES_EN } from '../../../../contracts/messages/media';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `media.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'media.uploaded': 'Arquivo enviado',
  'media.imageTooLarge': 'A imagem é grande demais. O tamanho máximo é {mb} MB.',
  'media.videoTooLarge': 'O vídeo é grande demais. O tamanho máximo é {mb} MB.',
  'media.audioTooLarge': 'O áudio é grande demais. O tamanho máximo é {mb} MB.',
  'media.unsupportedType': 'Envie uma imagem (PNG, JPEG, GIF, WebP), um vídeo (MP4, WebM) ou um áudio (WebM, Ogg, MP3, M4A, WAV)',
  'media.notRawBody':
    'Envie o próprio arquivo: uma imagem (PNG, JPEG, GIF, WebP), um vídeo (MP4, WebM) ou um áudio (WebM, Ogg, MP3, M4A, WAV)',
  'media.empty': 'O arquivo chegou vazio: escolha-o de novo',
  'media.notValidFile': 'O arquivo não é um {contentType} válido',
};

export const texts: CodeTexts = { pt, en: MEDIA_MESSAGES_EN };
