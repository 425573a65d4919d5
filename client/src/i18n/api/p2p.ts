// Texts of the P2P trading codes (p2p.*: ads, orders, disputes, feedback, the order chat).
import { P2P_MESSAGES_EN } from '../../../../contracts/messages/p2p';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `p2p.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'p2p.adPosted': 'Anúncio publicado',
  'p2p.adUpdated': 'Anúncio atualizado',
  'p2p.adPaused': 'Anúncio pausado',
  'p2p.adResumed': 'Anúncio retomado',
  'p2p.adDeleted': 'Anúncio excluído',
  'p2p.orderCreated': 'Ordem criada',
  'p2p.markedPaid': 'Marcada como paga',
  'p2p.released': 'Liberado',
  'p2p.orderCancelled': 'Ordem cancelada',
  'p2p.disputeOpened': 'Disputa aberta',
  'p2p.feedbackThanks': 'Obrigado pela sua avaliação',
  'p2p.messageSent': 'Enviada',

  'p2p.traderNotFound': 'Negociante não encontrado',
  'p2p.adNotFound': 'Anúncio não encontrado',
  'p2p.orderNotFound': 'Ordem não encontrada',
  'p2p.minAboveMax': 'A ordem mínima é maior que a máxima',
  'p2p.minAboveWorth': 'A ordem mínima vale mais do que o anúncio inteiro a este preço',
  'p2p.paymentDetailsInvalid': 'Confira seus dados de pagamento de {method}: {field} está faltando ou não está escrito corretamente',
  'p2p.evidenceAdded': 'Prova adicionada',
  'p2p.evidenceNeedsDispute': 'Só é possível adicionar provas enquanto a ordem está em disputa',
  'p2p.evidenceUnknown': 'Essa imagem não foi enviada por você ({key})',
  'p2p.evidenceNotImage': 'Só imagens podem ser adicionadas como prova ({key})',
  'p2p.evidenceTooMany': 'Cada lado pode adicionar no máximo {max} imagens',
  'p2p.disputeNotFound': 'Disputa não encontrada',
  'p2p.disputeClosed': 'Esta disputa já foi encerrada',
  'p2p.resolutionReasonShort': 'Escreva um motivo com pelo menos {min} caracteres: os dois lados vão ler',
  'p2p.disputeResolved': 'Disputa decidida',
  'p2p.sellBalanceShort':
    'Seu saldo em {asset} ({available} {asset}) não cobre os {amount} {asset} que este anúncio reserva: faltam {needed} {asset}',
  'p2p.totalBelowTaken': '{taken} {asset} deste anúncio já estão em ordens: o total não pode ser menor',
  'p2p.adHasOpenOrders': 'Este anúncio tem ordens abertas: conclua-as antes de excluí-lo',
  'p2p.ownAd': 'Você não pode aceitar o seu próprio anúncio',
  'p2p.adIsPaused': 'Este anúncio está pausado: escolha outro',
  'p2p.methodNotTaken': 'Este anúncio não aceita essa forma de pagamento',
  'p2p.orderTooSmall': 'A menor ordem é de {min} {fiat}',
  'p2p.orderTooLarge': 'A maior ordem possível agora é de {max} {fiat}',
  'p2p.amountDoesNotFit': 'Este valor não cabe neste anúncio',
  'p2p.onlyBuyerMarksPaid': 'Só o comprador marca a ordem como paga',
  'p2p.onlySellerReleases': 'Só o vendedor libera o ativo',
  'p2p.onlyBuyerCancels': 'Só o comprador pode cancelar: peça a ele no chat',
  'p2p.notPaidYet': 'O comprador ainda não marcou esta ordem como paga',
  'p2p.orderIsDisputed': 'Esta ordem está em disputa',
  'p2p.orderIsCompleted': 'Esta ordem já foi concluída',
  'p2p.orderIsCancelled': 'Esta ordem foi cancelada',
  'p2p.orderIsExpired': 'Esta ordem expirou',
  'p2p.disputeNeedsPaid': 'Só uma ordem paga pode ir para disputa',
  'p2p.disputeInOneMinute': 'A disputa pode ser aberta daqui a 1 minuto: dê tempo para a outra parte conferir',
  'p2p.disputeInMinutes': 'A disputa pode ser aberta daqui a {minutes} minutos: dê tempo para a outra parte conferir',
  'p2p.disputeReasonShort': 'Descreva o problema em ao menos {min} caracteres',
  'p2p.feedbackNotYet': 'A avaliação abre quando a ordem for concluída',
  'p2p.feedbackGiven': 'Você já avaliou esta ordem',
  'p2p.messageEmpty': 'Escreva uma mensagem primeiro',
};

export const texts: CodeTexts = { pt, en: P2P_MESSAGES_EN };
