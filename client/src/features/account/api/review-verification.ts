// POST /admin/verifications/review (staff): approve, or reject with a reason the person reads.
import { api, unwrap } from '../../../lib/api/client';
import type { VerificationRequest, VerificationReview } from '../models/verification-review';

export async function reviewVerification(body: VerificationReview): Promise<{ data: VerificationRequest; message: string }> {
  return unwrap(api.POST('/admin/verifications/review', { body }));
}
