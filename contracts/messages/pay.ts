// English texts of the pay area's codes (wallet, activity, recipients, send, request, convert, add, withdraw).
// {name} placeholders take the envelope's params; amounts come as the API's decimal text ("1.00") and the asset.
export const PAY_MESSAGES_EN = {
  'pay.recipientSaved': 'Recipient saved',
  'pay.recipientRemoved': 'Recipient removed',
  'pay.sent': 'Sent',
  'pay.requestSent': 'Request sent',
  'pay.requestPaid': 'Request paid',
  'pay.requestDeclined': 'Request declined',
  'pay.requestCancelled': 'Request cancelled',
  'pay.quoteReady': 'Quote ready',
  'pay.converted': 'Converted',
  'pay.addStarted': 'Payment started',
  'pay.withdrawStarted': 'Withdrawal started',

  'pay.profileUnfinished': 'Finish your profile (username and country) before using pay',
  'pay.userUnknown': 'No user is called @{userName}',
  'pay.notYourself': 'You cannot do this with yourself: choose someone else',
  'pay.amountTooSmall': 'The smallest amount is {min} {asset}',
  'pay.amountTooLarge': 'The largest amount is {max} {asset}',
  'pay.balanceTooLow': 'Your {asset} balance is too low: this needs {needed} {asset} and you have {available} {asset}',
  'pay.grantHeld':
    '{amount} {asset} of your balance is held until your identity is verified (a new account’s welcome grant and rewards): verify your account to send or spend it',
  'pay.dateRange': 'The start date is after the end date',
  'pay.movementNotFound': 'Movement not found',
  'pay.requestBalanceTooLow':
    'Paying this request needs {needed} {asset} ({amount} {asset} plus a {fee} {asset} fee) and your balance is {available} {asset}',
  'pay.timeZoneUnknown': 'Unknown time zone: {timeZone}',
  'pay.monthNotStarted': '{month} has not started yet in {timeZone}',
  'pay.recipientNotFound': 'Recipient not found',
  'pay.requestNotFound': 'Request not found',
  'pay.requestNotYours': 'Only the person asked can pay this request',
  'pay.requestAlreadyCompleted': 'This request is already completed',
  'pay.requestAlreadyDeclined': 'This request is already declined',
  'pay.requestAlreadyCancelled': 'This request is already cancelled',
  'pay.convertSameAsset': 'Choose two different assets to convert between',
  'pay.convertTooSmall': '{amount} {from} is too small to convert to {to}',
  'pay.convertBalanceTooLow': 'Your {asset} balance is too low: you have {available} {asset}',
  'pay.convertTooLarge': 'That conversion is larger than we can fill right now: try a smaller amount',
  'pay.quoteNotFound': 'Quote not found',
  'pay.quoteUsed': 'This quote was already used: get a new quote',
  'pay.quoteExpired': 'This quote has expired: get a new quote',
  'pay.addMethodUnavailable': '{asset} cannot be added by {method}',
  'pay.withdrawMethodUnavailable': '{asset} cannot be withdrawn by {method}',
  'pay.cardDigitsRequired': "Enter the card's last four digits",
  'pay.cardNumberNotTaken': 'Only a card payment takes a card number',
  'pay.holdMoved': 'The held amount has already moved',
  // Verification limits (contracts/rules/money-limits.ts): rolling 24 hours and 30 days, in OSBT.
  'pay.limitSendDay':
    'Over your sending limit: {limit} {asset} in 24 hours, {left} {asset} left now. Verified accounts send up to {verified} {asset}.',
  'pay.limitSendMonth':
    'Over your sending limit: {limit} {asset} in 30 days, {left} {asset} left now. Verified accounts send up to {verified} {asset}.',
  'pay.limitWithdrawDay':
    'Over your withdrawal limit: {limit} {asset} in 24 hours, {left} {asset} left now. Verified accounts withdraw up to {verified} {asset}.',
  'pay.limitWithdrawMonth':
    'Over your withdrawal limit: {limit} {asset} in 30 days, {left} {asset} left now. Verified accounts withdraw up to {verified} {asset}.',
  'pay.limitP2pDay':
    'Over your P2P limit: {limit} {asset} in 24 hours, {left} {asset} left now. Verified accounts trade up to {verified} {asset}.',
  'pay.limitP2pMonth':
    'Over your P2P limit: {limit} {asset} in 30 days, {left} {asset} left now. Verified accounts trade up to {verified} {asset}.',
} as const;
