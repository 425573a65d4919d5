// Texts of the support codes (support.*): tickets, for the person who opens them and for staff.
import { SUPPORT_MESSAGES_EN } from '../../../../contracts/messages/support';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `support.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'support.ticketNotFound': 'Chamado não encontrado',
  'support.subjectTooShort': 'Dê ao chamado um assunto com pelo menos {min} caracteres',
  'support.messageTooShort': 'Descreva o problema em pelo menos {min} caracteres',
  'support.blank': 'Escreva uma mensagem antes de enviar',
  'support.requestReused': 'Este pedido já foi usado para outro chamado',
  'support.alreadyClosed': 'Este chamado já está fechado',
  'support.notEnded': 'Este chamado ainda está aberto: não há o que reabrir',
  'support.reopenExpired': 'Este chamado terminou há mais de {days} dias: abra um novo chamado',
  'support.notRateable': 'Você pode avaliar o chamado quando ele estiver resolvido ou fechado',
  'support.noAnswer': 'Nossa equipe ainda não respondeu este chamado, então ainda não há o que avaliar',
  'support.alreadyRated': 'Você já avaliou este chamado',
  'support.priorityChanged': 'Prioridade alterada',
  'support.samePriority': 'O chamado já tem essa prioridade',
  'support.sameStatus': 'O chamado já está com este status',
  'support.userNotFound': 'Nenhuma pessoa tem esse id',
  'support.attachmentUnknown': 'Envie a captura de tela primeiro: {key} não é um dos seus arquivos',
  'support.attachmentNotImage': 'Só é possível anexar imagens: {key} não é uma imagem',
  'support.ticketOpened': 'Chamado aberto',
  'support.contactReceived': 'Mensagem recebida',
  'support.contactAlreadyReceived': 'Já recebemos esta mensagem',
  'support.contactNameMissing': 'Diga seu nome',
  'support.contactNotFound': 'Mensagem de contato não encontrada',
  'support.contactReplyTooShort': 'Escreva uma resposta com pelo menos {min} caracteres',
  'support.contactReplySent': 'Resposta enviada por e-mail',
  'support.contactHandled': 'Marcada como resolvida',
  'support.contactReopened': 'Reaberta',
  'support.contactSameStatus': 'A mensagem já está nesse estado',
  'support.ticketAlreadyOpened': 'Chamado já aberto',
  'support.replySent': 'Resposta enviada',
  'support.ticketClosed': 'Chamado fechado',
  'support.ticketReopened': 'Chamado reaberto',
  'support.rated': 'Obrigado pela sua avaliação',
  'support.noteAdded': 'Nota adicionada',
  'support.answerSent': 'Resposta enviada',
  'support.assigned': 'Atribuído a você',
  'support.unassigned': 'Sem responsável',
  'support.statusChanged': 'Status alterado',
  'support.savedReplyCreated': 'Resposta pronta criada',
  'support.savedReplyUpdated': 'Resposta pronta atualizada',
  'support.savedReplyDeleted': 'Resposta pronta excluída',
  'support.savedReplyNotFound': 'Resposta pronta não encontrada',
  'support.savedReplyTitleLength': 'Dê à resposta pronta um título de {min} a {max} caracteres',
  'support.savedReplyBodyBlank': 'Escreva o texto da resposta pronta',
  'support.savedReplyTitleTaken': 'Já existe uma resposta pronta chamada "{title}"',
};

export const texts: CodeTexts = { pt, en: SUPPORT_MESSAGES_EN };
