// Identity verification requests (ours; spec section 1 "verification"): a person submits legal name, date of
// birth and a document; staff approve (the user becomes isVerified) or reject with a reason; a rejected person
// may submit again.
import type { components } from '../../../contracts/api/schema.d.ts';

type S = components['schemas'];
export type VerificationRecord = Omit<S['VerificationRequest'], 'documentEnding' | 'userName'> & { documentNumber: string };
export type VerificationStatus = VerificationRecord['status'];

/** Spec section 1 leaves the age out; payments and stakes need an adult: 18. */
export const MIN_AGE = 18;

/** Whole years between a YYYY-MM-DD birth date and `now`, or null for an impossible date. */
export function ageOn(dateOfBirth: string, now: number): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateOfBirth);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const born = new Date(Date.UTC(year, month - 1, day));
  if (born.getUTCFullYear() !== year || born.getUTCMonth() !== month - 1 || born.getUTCDate() !== day) return null;
  const today = new Date(now);
  if (born.getTime() > today.getTime()) return null;
  let age = today.getUTCFullYear() - year;
  const beforeBirthday = today.getUTCMonth() < month - 1 || (today.getUTCMonth() === month - 1 && today.getUTCDate() < day);
  if (beforeBirthday) age -= 1;
  return age;
}

export interface VerificationRepo {
  /** The person's latest request, if any. */
  latestOf(uid: string): VerificationRecord | undefined;
  get(id: string): VerificationRecord | undefined;
  submit(input: Omit<VerificationRecord, 'id' | 'status' | 'reviewedAt' | 'reason'>): VerificationRecord;
  review(id: string, status: 'approved' | 'rejected', reason: string, at: number): VerificationRecord;
  /** Pending oldest first; any other status newest first. */
  list(status: VerificationStatus): VerificationRecord[];
  /** Whose identity document the upload under `key` is (any request of theirs names it), or undefined. */
  documentOwner(key: string): string | undefined;
  reset(): void;
}

export function createVerificationRepo(): VerificationRepo {
  let byId = new Map<string, VerificationRecord>();
  let counter = 0;
  return {
    latestOf(uid) {
      let latest: VerificationRecord | undefined;
      for (const record of byId.values()) if (record.uid === uid && (!latest || record.submittedAt >= latest.submittedAt)) latest = record;
      return latest;
    },
    get: (id) => byId.get(id),
    submit(input) {
      counter += 1;
      const record: VerificationRecord = {
        ...input,
        id: `vr${String(counter).padStart(8, '0')}`,
        status: 'pending',
        reviewedAt: null,
        reason: '',
      };
      byId.set(record.id, record);
      return record;
    },
    review(id, status, reason, at) {
      const record = byId.get(id);
      if (!record) throw new Error(`No verification ${id}`);
      Object.assign(record, { status, reason, reviewedAt: at });
      return record;
    },
    list(status) {
      const found = [...byId.values()].filter((r) => r.status === status);
      return status === 'pending'
        ? found.sort((a, b) => a.submittedAt - b.submittedAt)
        : found.sort((a, b) => b.submittedAt - a.submittedAt);
    },
    documentOwner(key) {
      for (const r of byId.values()) if (r.documentImage === key) return r.uid;
      return undefined;
    },
    reset() {
      byId = new Map();
      counter = 0;
    },
  };
}
