// Texts of the gift card codes (gift.*: buy, redeem, cancel).
import { GIFT_MESSAGES_EN } from '../../../../contracts/messages/gift';
import type { ApiCode, CodeTexts } from '../api-text';

type Code = Extract<ApiCode, `gift.${string}`>;

const pt: Readonly<Record<Code, string>> = {
  'gift.ready': 'Cartão-presente pronto',
  'gift.redeemed': 'Cartão-presente resgatado',
  'gift.cancelled': 'Cartão-presente cancelado',

  'gift.notFound': 'Cartão-presente não encontrado',
  'gift.tooSmall': 'Um cartão-presente vale pelo menos {min} {asset}',
  'gift.tooLarge': 'Um cartão-presente vale no máximo {max} {asset}',
  'gift.tooManyTries': 'Muitos códigos errados hoje. Tente de novo amanhã.',
  'gift.codeInvalid': 'Este código de cartão-presente não é válido: confira e tente de novo',
  'gift.alreadyRedeemed': 'Este cartão-presente já foi resgatado',
  'gift.cancelledByBuyer': 'Este cartão-presente foi cancelado por quem o comprou',
  'gift.redeemedNotCancellable': 'Este cartão-presente já foi resgatado: não pode mais ser cancelado',
};

export const texts: CodeTexts = { pt, en: GIFT_MESSAGES_EN };
