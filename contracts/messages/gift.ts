// English texts of the gift card codes (buy, redeem, cancel). {name} placeholders take the envelope's params.
export const GIFT_MESSAGES_EN = {
  'gift.ready': 'Gift card ready',
  'gift.redeemed': 'Gift card redeemed',
  'gift.cancelled': 'Gift card cancelled',

  'gift.notFound': 'Gift card not found',
  'gift.tooSmall': 'A gift card is worth at least {min} {asset}',
  'gift.tooLarge': 'A gift card is worth at most {max} {asset}',
  'gift.tooManyTries': 'Too many wrong gift card codes today. Try again tomorrow.',
  'gift.codeInvalid': 'That gift card code is not valid: check it and try again',
  'gift.alreadyRedeemed': 'This gift card was already redeemed',
  'gift.cancelledByBuyer': 'This gift card was cancelled by the person who bought it',
  'gift.redeemedNotCancellable': 'This gift card was already redeemed: it can no longer be cancelled',
} as const;
