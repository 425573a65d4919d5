// English texts of the public profile codes (profile.*). 'Profile not found!' is the spec's own sentence.
export const PROFILE_MESSAGES_EN = {
  'profile.notFound': 'Profile not found!',
  'profile.followSelf': 'You cannot follow yourself',
  'profile.followed': 'Following',
  'profile.unfollowed': 'Unfollowed',
} as const;
