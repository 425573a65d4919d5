// Messages of the staff verification queue (/admin/verifications), pt and en: its own catalogue so the account
// catalogue is not shared by (and loaded with) every area.

const en = {
  queue: 'Requests by status',
  'status.pending': 'Pending',
  'status.approved': 'Verified',
  'status.rejected': 'Rejected',
  dateOfBirth: 'Date of birth',
  documentType: 'Document type',
  documentNumber: 'Document number',
  documentImage: 'Photo of the document',
  documentImageAlt: 'The document {name} sent (opens full size)',
  noDocumentImage: 'None on file (sent before photos were asked for)',
  documentImageFailed: 'The photo could not be loaded. Reload the page to try again.',
  'document.passport': 'Passport',
  'document.national_id': 'National ID card',
  'document.drivers_license': 'Driver’s license',
  submitted: 'Sent',
  reason: 'Reason',
  rejectReason: 'Reason, if you reject (the person reads it)',
  reasonRequired: 'Write the reason before rejecting',
  approve: 'Approve @{name}',
  reject: 'Reject @{name}',
  loadFailed: 'Could not load this page: {message}',
  retry: 'Try again',
  // Success toasts, in the client's words (the API's message is English).
  approved: 'Verification approved',
  rejected: 'Verification rejected',
};

const pt: typeof en = {
  queue: 'Pedidos por situação',
  'status.pending': 'Pendente',
  'status.approved': 'Verificado',
  'status.rejected': 'Recusado',
  dateOfBirth: 'Data de nascimento',
  documentType: 'Tipo de documento',
  documentNumber: 'Número do documento',
  documentImage: 'Foto do documento',
  documentImageAlt: 'O documento que {name} enviou (abre em tamanho real)',
  noDocumentImage: 'Nenhuma (enviado antes de pedirmos fotos)',
  documentImageFailed: 'Não foi possível carregar a foto. Recarregue a página para tentar de novo.',
  'document.passport': 'Passaporte',
  'document.national_id': 'Carteira de identidade',
  'document.drivers_license': 'Carteira de motorista',
  submitted: 'Enviado',
  reason: 'Motivo',
  rejectReason: 'Motivo, se recusar (a pessoa lê)',
  reasonRequired: 'Escreva o motivo antes de recusar',
  approve: 'Aprovar @{name}',
  reject: 'Recusar @{name}',
  loadFailed: 'Não foi possível carregar esta página: {message}',
  retry: 'Tentar de novo',
  approved: 'Verificação aprovada',
  rejected: 'Verificação recusada',
};

export const accountReview = { pt, en };
