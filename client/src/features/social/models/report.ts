// Reporting a post, a comment or a profile: the reasons offered (openapi ReportReason), the 500-character limit on
// details, and what a report sends. One open report per person per target: the server answers 409 on a second.
import type { ReportInput } from '../api/report-content';

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
