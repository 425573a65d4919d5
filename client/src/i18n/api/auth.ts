// Texts of the sign-in and API key codes (auth.*).
import { COMMON_MESSAGES_EN } from '../../../../contracts/messages/common';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `auth.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'auth.signInRequired': 'Entre na sua conta para continuar',
  'auth.keyUnknown':
    'Esta chave de API não é válida: envie o segredo inteiro (começa por {mark}) ou crie uma chave nas definições da Cloud',
  'auth.keyRevoked': 'A chave de API {prefix}… foi revogada: crie uma nova nas definições da Cloud',
  'auth.keyNotAccepted':
    'Este pedido não aceita chaves de API (servem só para mensagens, armazenamento e domínios da Cloud): entre na conta',
  'auth.keyScope': 'Esta chave de API não tem a permissão {scope}: crie uma chave com essa permissão nas definições da Cloud',
};

export const texts: CodeTexts = { pt, en: COMMON_MESSAGES_EN };
