// Texts of the inbox codes (inbox.*): messages, conversations, communities and contacts.
import { INBOX_MESSAGES_EN } from '../../../../contracts/messages/inbox';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `inbox.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'inbox.messageSent': 'Mensagem enviada',
  'inbox.messageAlreadySent': 'Mensagem já enviada',
  'inbox.messageBlank': 'Escreva uma mensagem (ela não pode ter só espaços)',
  'inbox.messageIdReused': 'Esta mensagem não pôde ser enviada: o identificador dela já foi usado por outra',
  'inbox.beforeOrAfter': 'Peça as mensagens antes ou depois de um ponto, não as duas coisas',
  'inbox.conversationNotFound': 'Conversa não encontrada',
  'inbox.userNotFound': 'Usuário não encontrado',
  'inbox.memberNotFound': 'Usuário não encontrado: {uid}',
  'inbox.chatSelf': 'Você não pode conversar consigo mesmo',
  'inbox.communityCreated': 'Comunidade criada',
  'inbox.membersAdded': 'Membros adicionados',
  'inbox.contactAdded': 'Contato adicionado',
  'inbox.contactsRemoved': 'Contatos removidos',
  'inbox.contactSelf': 'Você não pode adicionar a si mesmo como contato',
  'inbox.replyNotFound': 'A mensagem que você está respondendo não está nesta conversa',
  'inbox.messageEdited': 'Mensagem editada',
  'inbox.messageDeleted': 'Mensagem apagada',
  'inbox.notAuthor': 'Só quem enviou a mensagem pode editá-la ou apagá-la',
  'inbox.messageGone': 'Esta mensagem foi apagada e não pode mais ser editada',
  'inbox.messageNotFound': 'Mensagem não encontrada',
};

export const texts: CodeTexts = { pt, en: INBOX_MESSAGES_EN };
