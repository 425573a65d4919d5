// The composite user identifier of spec section 3: userName-isVerified(1|0)-country-uid, or null.
export interface IdentityFields {
  userName?: string | null;
  isVerified?: boolean | null;
  country?: string | null;
  uid?: string | null;
}

export function compositeId(user: IdentityFields | null | undefined): string | null {
  if (!user) return null;
  const { userName, isVerified, country, uid } = user;
  if (!userName || typeof isVerified !== 'boolean' || !country || !uid) return null;
  return `${userName}-${isVerified ? 1 : 0}-${country}-${uid}`;
}

/** The name part of a composite identifier (what the contacts map stores). */
export function namePart(id: string): string {
  return id.split('-')[0] ?? '';
}
