// POST /app/report/add (reportContent): report a post, a comment or a profile to staff, with a reason.
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../../../contracts/api/schema';

export type ReportInput = components['schemas']['ReportInput'];

export async function reportContent(body: ReportInput): Promise<void> {
  await unwrap(api.POST('/app/report/add', { body }));
}
