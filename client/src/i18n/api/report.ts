// Texts of the codes a person reporting a post, comment, profile, chat message or community may read (report.*).
import { REPORT_MESSAGES_EN } from '../../../../contracts/messages/report';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `report.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'report.thanks': 'Obrigado, vamos analisar',
  'report.duplicate': 'Você já denunciou isto; estamos analisando',
  'report.ownContent': 'Você não pode denunciar o seu próprio conteúdo',
  'report.postNotFound': 'Publicação não encontrada',
  'report.commentNotFound': 'Comentário não encontrado',
  'report.profileNotFound': 'Perfil não encontrado!',
  'report.messageNotFound': 'Mensagem não encontrada',
  'report.communityNotFound': 'Comunidade não encontrada',
};

export const texts: CodeTexts = { pt, en: REPORT_MESSAGES_EN };
