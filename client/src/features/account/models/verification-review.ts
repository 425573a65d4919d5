// The staff side of verification (/admin/verifications): the queue's tabs and what a review sends.
import type { components } from '../../../../../contracts/api/schema';

export type VerificationRequest = components['schemas']['VerificationRequest'];
export type VerificationReview = components['schemas']['VerificationReview'];
export type ReviewStatus = VerificationRequest['status'];

export const REVIEW_TABS: readonly ReviewStatus[] = ['pending', 'approved', 'rejected'];
export const REASON_MAX = 300;

/** The review to send, or null when a rejection has no reason (the person must learn why). */
export function reviewOf(id: string, decision: VerificationReview['decision'], reason: string): VerificationReview | null {
  const trimmed = reason.trim().slice(0, REASON_MAX);
  if (decision === 'approve') return { id, decision };
  return trimmed ? { id, decision, reason: trimmed } : null;
}
