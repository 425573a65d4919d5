// POST /account/verification/submit: my identity details, sent for staff review.
import { api, unwrap } from '../../../lib/api/client';
import type { AccountVerification, VerificationInput } from '../models/verification';

export async function submitVerification(body: VerificationInput): Promise<{ data: AccountVerification; message: string }> {
  return unwrap(api.POST('/account/verification/submit', { body }));
}
