// Texts of the pay area's codes (pay.*: wallet, activity, recipients, send, request, convert, add, withdraw).
import { PAY_MESSAGES_EN } from '../../../../contracts/messages/pay';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `pay.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'pay.recipientSaved': 'Destinatário salvo',
  'pay.recipientRemoved': 'Destinatário removido',
  'pay.sent': 'Enviado',
  'pay.requestSent': 'Solicitação enviada',
  'pay.requestPaid': 'Solicitação paga',
  'pay.requestDeclined': 'Solicitação recusada',
  'pay.requestCancelled': 'Solicitação cancelada',
  'pay.quoteReady': 'Cotação pronta',
  'pay.converted': 'Convertido',
  'pay.addStarted': 'Pagamento iniciado',
  'pay.withdrawStarted': 'Retirada iniciada',

  'pay.profileUnfinished': 'Complete seu perfil (nome de usuário e país) antes de usar o Pay',
  'pay.userUnknown': 'Não encontramos ninguém com o nome de usuário @{userName}',
  'pay.notYourself': 'Você não pode fazer isso com você mesmo: escolha outra pessoa',
  'pay.amountTooSmall': 'O valor mínimo é {min} {asset}',
  'pay.amountTooLarge': 'O valor máximo é {max} {asset}',
  'pay.balanceTooLow': 'Seu saldo em {asset} não basta: são necessários {needed} {asset} e você tem {available} {asset}',
  'pay.grantHeld':
    '{amount} {asset} do seu saldo ficam retidos até sua identidade ser verificada (o bônus de boas-vindas e as recompensas de uma conta nova): verifique sua conta para enviar ou gastar esse valor',
  'pay.dateRange': 'A data inicial é posterior à data final',
  'pay.movementNotFound': 'Movimentação não encontrada',
  'pay.requestBalanceTooLow':
    'Para pagar esta solicitação você precisa de {needed} {asset} ({amount} {asset} mais {fee} {asset} de taxa) e seu saldo é {available} {asset}',
  'pay.timeZoneUnknown': 'Fuso horário desconhecido: {timeZone}',
  'pay.monthNotStarted': '{month} ainda não começou no fuso {timeZone}',
  'pay.recipientNotFound': 'Destinatário não encontrado',
  'pay.requestNotFound': 'Solicitação não encontrada',
  'pay.requestNotYours': 'Só a pessoa a quem a solicitação foi feita pode pagá-la',
  'pay.requestAlreadyCompleted': 'Esta solicitação já foi paga',
  'pay.requestAlreadyDeclined': 'Esta solicitação já foi recusada',
  'pay.requestAlreadyCancelled': 'Esta solicitação já foi cancelada',
  'pay.convertSameAsset': 'Escolha dois ativos diferentes para converter',
  'pay.convertTooSmall': '{amount} {from} é pouco demais para converter em {to}',
  'pay.convertBalanceTooLow': 'Seu saldo em {asset} não basta: você tem {available} {asset}',
  'pay.convertTooLarge': 'Esta conversão é maior do que conseguimos atender agora: tente um valor menor',
  'pay.quoteNotFound': 'Cotação não encontrada',
  'pay.quoteUsed': 'Esta cotação já foi usada: obtenha uma nova',
  'pay.quoteExpired': 'Esta cotação expirou: obtenha uma nova',
  'pay.addMethodUnavailable': 'Não é possível adicionar {asset} por este meio',
  'pay.withdrawMethodUnavailable': 'Não é possível retirar {asset} por este meio',
  'pay.cardDigitsRequired': 'Informe os quatro últimos dígitos do cartão',
  'pay.cardNumberNotTaken': 'Só o pagamento por cartão leva número de cartão',
  'pay.holdMoved': 'O valor retido já foi movimentado',
  'pay.limitSendDay':
    'Acima do seu limite de envio: {limit} {asset} em 24 horas, restam {left} {asset} agora. Contas verificadas enviam até {verified} {asset}.',
  'pay.limitSendMonth':
    'Acima do seu limite de envio: {limit} {asset} em 30 dias, restam {left} {asset} agora. Contas verificadas enviam até {verified} {asset}.',
  'pay.limitWithdrawDay':
    'Acima do seu limite de saque: {limit} {asset} em 24 horas, restam {left} {asset} agora. Contas verificadas sacam até {verified} {asset}.',
  'pay.limitWithdrawMonth':
    'Acima do seu limite de saque: {limit} {asset} em 30 dias, restam {left} {asset} agora. Contas verificadas sacam até {verified} {asset}.',
  'pay.limitP2pDay':
    'Acima do seu limite de P2P: {limit} {asset} em 24 horas, restam {left} {asset} agora. Contas verificadas negociam até {verified} {asset}.',
  'pay.limitP2pMonth':
    'Acima do seu limite de P2P: {limit} {asset} em 30 dias, restam {left} {asset} agora. Contas verificadas negociam até {verified} {asset}.',
};

export const texts: CodeTexts = { pt, en: PAY_MESSAGES_EN };
