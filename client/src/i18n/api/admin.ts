// Texts of the staff area's codes (admin.*): moderation, the task board and the upload library.
import { ADMIN_MESSAGES_EN } from '../../../../contracts/messages/admin';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `admin.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'admin.suspended': 'Sua conta está suspensa até {until}: até lá você não pode publicar, comentar nem enviar mensagens',
  'admin.noOpenReports': 'Não há denúncias abertas sobre isto',
  'admin.daysRequired': 'Diga por quantos dias (1–{max}) suspender o autor',
  'admin.daysOnlyForSuspend': 'Só a suspensão tem número de dias',
  'admin.profileNotRemovable': 'Um perfil não pode ser removido: advirta ou suspenda o dono',
  'admin.staffNotSuspendable': 'Membros da equipe não podem ser suspensos',
  'admin.communityNotRemovable': 'Uma comunidade não pode ser removida: restrinja-a',
  'admin.restrictOnlyCommunity': 'Só uma comunidade pode ser restringida',
  'admin.communityRestricted': 'Esta comunidade foi restringida pela moderação: ela não recebe mais mensagens nem membros',
  'admin.reportsDismissed': 'Denúncias arquivadas',
  'admin.postRemoved': 'Publicação removida',
  'admin.commentRemoved': 'Comentário removido',
  'admin.messageRemoved': 'Mensagem removida',
  'admin.communityRestrictedDone': 'Comunidade restringida',
  'admin.authorWarned': 'Autor advertido',
  'admin.authorSuspended': 'Autor suspenso',

  'admin.taskTitle': 'Dê à tarefa um título de {min} a {max} caracteres',
  'admin.taskDate': 'Informe uma data de entrega válida',
  'admin.taskPastDate': 'A data de entrega não pode estar no passado',
  'admin.taskNotStaff': 'Tarefas só podem ser atribuídas a membros da equipe',
  'admin.taskNotFound': 'Tarefa não encontrada',
  'admin.taskNothingToChange': 'Nada para mudar: altere algum campo',
  'admin.taskEmptyComment': 'Escreva algo para comentar',
  'admin.taskCreated': 'Tarefa criada',
  'admin.taskUpdated': 'Tarefa atualizada',
  'admin.taskDeleted': 'Tarefa excluída',
  'admin.suspensionLifted': 'Suspensão encerrada',
  'admin.notSuspended': 'Esta pessoa não está suspensa',
  'admin.restrictionLifted': 'Restrição retirada',
  'admin.notRestricted': 'Esta comunidade não está restringida',
  'admin.commentAdded': 'Comentário adicionado',

  'admin.fileNotFound': 'Arquivo não encontrado',
  'admin.fileName': 'Dê ao arquivo um nome de 1 a {max} caracteres, sem barra',
  'admin.fileEmpty': 'O arquivo chegou vazio: envie-o de novo',
  'admin.fileUnsupported': 'Envie uma imagem (PNG, JPEG, GIF, WebP), um PDF ou um vídeo (MP4, WebM)',
  'admin.fileNotRaw': 'Envie uma imagem (PNG, JPEG, GIF, WebP), um PDF ou um vídeo (MP4, WebM), com os bytes do próprio arquivo',
  'admin.fileNotValid': 'O arquivo não é um {type} válido',
  'admin.imageTooLarge': 'A imagem é grande demais. O tamanho máximo é {limit} MB.',
  'admin.pdfTooLarge': 'O PDF é grande demais. O tamanho máximo é {limit} MB.',
  'admin.videoTooLarge': 'O vídeo é grande demais. O tamanho máximo é {limit} MB.',
  'admin.fileUploaded': 'Arquivo enviado',
  'admin.fileRenamed': 'Arquivo renomeado',
  'admin.fileDeleted': 'Arquivo excluído',

  'admin.verificationNotFound': 'Pedido de verificação não encontrado',
  'admin.verificationReviewed': 'Este pedido já foi analisado',
  'admin.verificationReasonRequired': 'Diga por que o pedido foi recusado: a pessoa vai ler o motivo',
  'admin.verificationApproved': 'Verificação aprovada',
  'admin.verificationRejected': 'Verificação recusada',
};

export const texts: CodeTexts = { pt, en: ADMIN_MESSAGES_EN };
