// Reporting a post, a comment, a profile, a chat message or a community: the reasons offered (openapi
// ReportReason), the 500-character limit on details, and what a report sends (POST /app/report/add,
// reportContent). One open report per person per target: the server answers 409 on a second.
import { api, unwrap } from './api/client';
import type { components } from '../../../contracts/api/schema';

export type ReportInput = components['schemas']['ReportInput'];

export type ReportReason = ReportInput['reason'];
export type ReportTarget = Pick<ReportInput, 'targetType' | 'targetId'>;
export const REPORT_REASONS: readonly ReportReason[] = ['spam', 'harassment', 'hate', 'violence', 'nudity', 'scam', 'other'];
export const DETAILS_MAX = 500;

/** The body to send, or null while no reason is chosen. */
export function reportBody(target: ReportTarget, reason: ReportReason | null, details: string): ReportInput | null {
  if (!reason) return null;
  const trimmed = details.trim().slice(0, DETAILS_MAX);
  return { ...target, reason, ...(trimmed ? { details: trimmed } : {}) };
}

export async function reportContent(body: ReportInput): Promise<void> {
  await unwrap(api.POST('/app/report/add', { body }));
}
