// The profile form (/account/edit-profile): what may be saved, checked before the call. The username keeps spec
// section 5's rule and message; display name and bio limits are openapi.yaml's (AccountProfileUpdate).
import type { components } from '../../../../../contracts/api/schema';
import { USERNAME_MESSAGE, isValidUserName, normalizeUserName } from '../../../lib/username';
import { COUNTRY_CODES, NO_COUNTRY } from './countries';

export type AccountProfile = components['schemas']['AccountProfile'];
export type ProfileUpdate = components['schemas']['AccountProfileUpdate'];

export const DISPLAY_NAME_MAX = 50;
export const BIO_MAX = 160;
/** The picture limit: spec section 9's image size (2MB), which the upload also enforces. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

export interface ProfileInput {
  userName: string;
  displayName: string;
  bio: string;
  country: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileInput, string>>;

/** The fields that changed against the saved profile, or the field errors; `update` is null when nothing changed. */
export function checkProfile(input: ProfileInput, saved: AccountProfile): { update: ProfileUpdate | null } | { errors: ProfileErrors } {
  const errors: ProfileErrors = {};
  const userName = normalizeUserName(input.userName);
  if (!isValidUserName(userName)) errors.userName = USERNAME_MESSAGE;
  const displayName = input.displayName.trim();
  if (displayName.length > DISPLAY_NAME_MAX) errors.displayName = 'displayName';
  const bio = input.bio.trim();
  if (bio.length > BIO_MAX) errors.bio = 'bio';
  const country = input.country.toUpperCase();
  if (country !== NO_COUNTRY && !COUNTRY_CODES.includes(country)) errors.country = 'country';
  if (Object.keys(errors).length > 0) return { errors };
  const update: ProfileUpdate = {};
  if (userName !== saved.userName) update.userName = userName;
  if (displayName !== saved.displayName) update.displayName = displayName;
  if (bio !== saved.bio) update.bio = bio;
  if (country !== saved.country) update.country = country;
  return { update: Object.keys(update).length > 0 ? update : null };
}

/** Why a chosen picture cannot be used ('type' or 'size'), or null. */
export function avatarFileProblem(file: { type: string; size: number }): 'type' | 'size' | null {
  if (!AVATAR_TYPES.includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
