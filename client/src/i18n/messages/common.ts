// Messages of the shared widgets (components/ui) and app-wide words, in Portuguese and English.
import { GENERIC_ERROR } from '../../lib/api/generic-error';

/**
 * Messages the spec quotes (sections 4, 7 and 8). They are shown byte for byte in both languages:
 * the spec asks for them exactly and the end-to-end tests quote them.
 */
export const SPEC_MESSAGES = {
  empty: 'Empty. Nothing to show here!',
  allSystemNormal: 'All system normal',
  somethingWentWrong: GENERIC_ERROR,
  updateSuccessful: 'Update successful!',
  unexpectedError: 'Unexpected Application Error!',
} as const;

const en = {
  ...SPEC_MESSAGES,
  loading: 'Loading…',
  stillWaiting: 'Still waiting for the server…',
  close: 'Close',
  dialog: 'Dialog',
  menu: 'Menu',
  notifications: 'Notifications',
  dismiss: 'Dismiss notification',
  toastSuccess: 'Success',
  toastError: 'Error',
  toastInfo: 'Information',
  toastWarning: 'Warning',
  verified: 'Verified account',
  user: 'User',
  flagOf: 'Flag: {country}',
  whiteFlag: 'White flag (no country)',
  cookieTitle: 'Cookies',
  cookieText: 'We use cookies to keep you signed in and to remember your preferences.',
  cookiePolicy: 'Privacy policy',
  cookieAccept: 'Accept',
  cookieReject: 'Reject',
  themeLight: 'Light theme',
  themeDark: 'Dark theme',
  language: 'Language',
  loadFailed: 'Could not load this. {message}',
  retry: 'Try again',
  cancel: 'Cancel',
  undo: 'Undo',
  notFoundTitle: 'Not found',
  notFoundText: 'There is nothing at this address. It may have been removed, or the link is incomplete.',
};

const pt: Record<keyof typeof en, string> = {
  ...SPEC_MESSAGES,
  loading: 'Carregando…',
  stillWaiting: 'Ainda esperando o servidor…',
  close: 'Fechar',
  dialog: 'Caixa de diálogo',
  menu: 'Menu',
  notifications: 'Notificações',
  dismiss: 'Dispensar notificação',
  toastSuccess: 'Sucesso',
  toastError: 'Erro',
  toastInfo: 'Informação',
  toastWarning: 'Aviso',
  verified: 'Conta verificada',
  user: 'Usuário',
  flagOf: 'Bandeira: {country}',
  whiteFlag: 'Bandeira branca (sem país)',
  cookieTitle: 'Cookies',
  cookieText: 'Usamos cookies para manter a sua sessão iniciada e lembrar as suas preferências.',
  cookiePolicy: 'Política de privacidade',
  cookieAccept: 'Aceitar',
  cookieReject: 'Rejeitar',
  themeLight: 'Tema claro',
  themeDark: 'Tema escuro',
  language: 'Idioma',
  loadFailed: 'Não foi possível carregar. {message}',
  retry: 'Tentar de novo',
  cancel: 'Cancelar',
  undo: 'Desfazer',
  notFoundTitle: 'Não encontrado',
  notFoundText: 'Não há nada neste endereço. Pode ter sido removido, ou o link está incompleto.',
};

export const common = { pt, en };
