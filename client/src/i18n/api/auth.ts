// Texts of the sign-in, sign-up, sign-out and API key codes (auth.*).
import { AUTH_MESSAGES_EN } from '../../../../contracts/messages/auth';
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
  'auth.signedIn': 'Você entrou na sua conta',
  'auth.signedUp': 'Conta criada',
  'auth.signedOut': 'Você saiu da sua conta',
  'auth.badCredentials': 'E-mail ou senha incorretos',
  'auth.emailTaken': 'Já existe uma conta com este e-mail',
  'auth.tooManyAttempts': 'Muitas tentativas. Tente novamente em {minutes} min.',
};

export const texts: CodeTexts = { pt, en: { ...COMMON_MESSAGES_EN, ...AUTH_MESSAGES_EN } };
