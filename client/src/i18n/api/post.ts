// Texts of the post, comment and tag codes (post.*).
import { POST_MESSAGES_EN } from '../../../../contracts/messages/post';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `post.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'post.created': 'Publicação criada!',
  'post.updated': 'Publicação atualizada',
  'post.deleted': 'Publicação excluída',
  'post.liked': 'Curtida',
  'post.unliked': 'Curtida removida',
  'post.notFound': 'Publicação não encontrada',
  'post.profileIncomplete': 'Complete seu perfil (nome de usuário e país) antes de publicar',
  'post.textEmpty': 'Escreva algo para publicar',
  'post.textNoMedia': 'Uma publicação de texto não leva mídia',
  'post.imagesCount': 'Adicione de {min} a {max} imagens',
  'post.videoCount': 'Adicione um vídeo',
  'post.audioCount': 'Adicione um arquivo de áudio',
  'post.mediaNotUploaded': 'Envie a mídia primeiro: {key} não está entre os seus envios',
  'post.mediaNotImage': '{key} não é uma imagem; uma publicação de imagens precisa de imagens',
  'post.mediaNotVideo': '{key} não é um vídeo; uma publicação de vídeo precisa de um vídeo',
  'post.mediaNotAudio': '{key} não é um áudio; uma publicação de áudio precisa de um arquivo de áudio',
  'post.editNotYours': 'Você só pode editar as suas publicações',
  'post.deleteNotYours': 'Você só pode excluir as suas publicações',
  'post.quoteOnlyText': 'Só uma publicação de texto tem citação',

  'post.commentAdded': 'Comentário adicionado',
  'post.commentDeleted': 'Comentário excluído',
  'post.commentNotFound': 'Comentário não encontrado',
  'post.commentEmpty': 'Escreva algo para comentar',
  'post.commentProfileIncomplete': 'Complete seu perfil (nome de usuário e país) antes de comentar',
  'post.commentNotYours': 'Você só pode excluir os seus comentários ou os comentários nas suas publicações',

  'post.tagFollowed': 'Seguindo',
  'post.tagUnfollowed': 'Você deixou de seguir',
};

export const texts: CodeTexts = { pt, en: POST_MESSAGES_EN };
