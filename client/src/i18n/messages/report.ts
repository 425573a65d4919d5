// Messages of reporting content (the Report dialog on posts, comments, profiles, chat messages and communities, and the reasons staff read in
// /admin/reports), Portuguese (default) and English.

const en = {
  'title.post': 'Report this post',
  'title.comment': 'Report this comment',
  'title.profile': 'Report {name}',
  'title.message': 'Report this message',
  'title.community': 'Report {name}',
  'lead.message': 'Staff will see this message and the two before and after it, to understand it. The author is not told who reported.',
  lead: 'Tell us what is wrong. Staff review every report; the author is not told who reported.',
  reason: 'Reason',
  'reason.spam': 'Spam',
  'reason.harassment': 'Harassment or bullying',
  'reason.hate': 'Hate speech',
  'reason.violence': 'Violence or threats',
  'reason.nudity': 'Nudity or sexual content',
  'reason.scam': 'Scam or fraud',
  'reason.other': 'Something else',
  details: 'Details (optional)',
  detailsCount: '{n}/500',
  send: 'Send report',
  cancel: 'Cancel',
  chooseReason: 'Choose a reason.',
  thanks: "Thanks, we'll review it",
};

export type ReportMessages = { [K in keyof typeof en]: string };

const pt: ReportMessages = {
  'title.post': 'Denunciar esta publicação',
  'title.comment': 'Denunciar este comentário',
  'title.profile': 'Denunciar {name}',
  'title.message': 'Denunciar esta mensagem',
  'title.community': 'Denunciar {name}',
  'lead.message': 'A equipe verá esta mensagem e as duas antes e depois dela, para entendê-la. O autor não sabe quem denunciou.',
  lead: 'Conte o que há de errado. A equipe analisa cada denúncia; o autor não sabe quem denunciou.',
  reason: 'Motivo',
  'reason.spam': 'Spam',
  'reason.harassment': 'Assédio ou bullying',
  'reason.hate': 'Discurso de ódio',
  'reason.violence': 'Violência ou ameaças',
  'reason.nudity': 'Nudez ou conteúdo sexual',
  'reason.scam': 'Golpe ou fraude',
  'reason.other': 'Outro motivo',
  details: 'Detalhes (opcional)',
  detailsCount: '{n}/500',
  send: 'Enviar denúncia',
  cancel: 'Cancelar',
  chooseReason: 'Escolha um motivo.',
  thanks: 'Obrigado, vamos analisar',
};

export const report = { pt, en };
