// POST /admin/verifications/list (staff): verification requests of one status (pending: oldest first).
import { api, unwrap } from '../../../lib/api/client';
import type { VerificationRequest, ReviewStatus } from '../models/verification-review';

export async function listVerificationRequests(status: ReviewStatus): Promise<VerificationRequest[]> {
  const { data } = await unwrap(api.POST('/admin/verifications/list', { body: { status } }));
  return data;
}
