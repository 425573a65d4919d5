// English texts of the account codes (account.*): the signed-in user's profile, picture, password and sessions,
// rewards and referrals, address book and payout account, and identity verification. 'Update successful!' is the
// spec's own sentence.
export const ACCOUNT_MESSAGES_EN = {
  'account.updated': 'Update successful!',
  'account.userNameTaken': 'That username is taken',
  'account.timeZoneUnknown': 'timeZone: "{timeZone}" is not a known time zone (use an IANA name such as Europe/London)',

  'account.avatarSet': 'Picture updated',
  'account.avatarRemoved': 'Picture removed',
  'account.avatarNotYours': 'No upload of yours has that key',
  'account.avatarNotImage': 'Choose an image (PNG, JPEG, GIF or WebP) for your picture',

  'account.passwordChanged': 'Password changed',
  'account.passwordWrong': 'Your current password is not correct',
  'account.passwordSame': 'Choose a password different from the current one',
  'account.sessionsEnded': 'Other sessions signed out',

  'account.rewardClaimed': 'Reward claimed',
  'account.rewardNotEarned': 'You have not earned this reward yet ({done} of {goal})',
  'account.rewardAlreadyClaimed': 'You already claimed this reward',
  'account.rewardRequestReused': 'This request id was already used for another claim',
  'account.referralRecorded': 'Invitation recorded',
  'account.referralUnknown': 'No one has that referral code: check it and try again',
  'account.referralOwn': 'That is your own referral code: enter the code of the person who invited you',
  'account.referralAlreadyGiven': 'You already said who invited you',
  'account.referralTooLate': 'Referral codes can be entered only in the first {days} days after signing up',

  'account.addressSaved': 'Address saved',
  'account.addressDeleted': 'Address deleted',
  'account.addressNotFound': 'Address not found',
  'account.payoutSaved': 'Payout account saved',
  'account.payoutBlank': 'Enter the bank name and the account holder',

  'account.verificationSubmitted': 'Verification submitted',
  'account.alreadyVerified': 'Your account is already verified',
  'account.verificationPending': 'Your verification is already being reviewed',
  'account.legalNameRequired': 'Enter your full legal name, as written on your document',
  'account.birthDateInvalid': 'Enter a real date of birth (YYYY-MM-DD), not in the future',
  'account.tooYoung': 'You must be at least {min} years old to verify your identity',
  'account.documentImageUnknown': 'Add a photo of your document (an image you uploaded)',
  'account.documentImageNotImage': 'The document photo must be an image',
} as const;
