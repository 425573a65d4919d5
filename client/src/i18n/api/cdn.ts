// Texts of the content-delivery location's refusals (cdn.*): a file that is not there, private or whose link expired.
import { CDN_MESSAGES_EN } from '../../../../contracts/messages/cdn';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `cdn.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'cdn.noAvatar': 'Esta pessoa não tem foto',
  'cdn.noMedia': 'Arquivo de mídia não encontrado',
  'cdn.noFile': 'Arquivo não encontrado',
  'cdn.noObject': 'Arquivo não encontrado',
  'cdn.objectPrivate': 'Este arquivo é privado: peça ao dono um link assinado',
  'cdn.linkExpired': 'Este link expirou: peça ao dono um novo',
};

export const texts: CodeTexts = { pt, en: CDN_MESSAGES_EN };
