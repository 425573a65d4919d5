// /admin/reports state: the queue (open or closed cases), the audit trail, and acting on a case. An action is
// checked before it is sent: a suspension needs 1–365 days, a profile cannot be removed, a note is ≤ 300.
import { computed, createModel, signal } from '@preact/signals-react';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { loadedList } from './loaded-list';
import type { LiftSuspension, ModerationAction, ReportAction, ReportCase } from './types';
import type { KeySuffix } from '../../../i18n/keys';

export type QueueTab = 'open' | 'closed' | 'audit';
export const QUEUE_TABS: readonly QueueTab[] = ['open', 'closed', 'audit'];
export type ActionName = ReportAction['action'];
/** AdminReportAction in openapi.yaml: days 1–365, note ≤ 300. */
export const MAX_DAYS = 365;
export const NOTE_MAX = 300;
export const SUSPEND_PRESETS: readonly number[] = [1, 3, 7, 30];

/** The actions that make sense for a target: a profile cannot be removed (the mock answers 422). */
export function actionsFor(type: ReportCase['targetType']): ActionName[] {
  return type === 'profile' ? ['dismiss', 'warn', 'suspend'] : ['dismiss', 'remove', 'warn', 'suspend'];
}

/** The body to send, or the i18n key (admin catalogue) of what is wrong. */
/** What an action did, in the person's language ("Publicação removida", "Autor suspenso por 3 dias"). */
export function doneText(type: ReportCase['targetType'], action: ActionName, days: number): string {
  if (action === 'remove') return t(`admin.reports.done.remove.${type === 'comment' ? 'comment' : 'post'}`);
  if (action === 'suspend') return t('admin.reports.done.suspend', { count: days });
  return t(`admin.reports.done.${action}`);
}

export function actionBody(
  c: Pick<ReportCase, 'targetType' | 'targetId'>,
  action: ActionName,
  days: number,
  note: string,
): ReportAction | { problem: KeySuffix<'admin.'> } {
  if (!actionsFor(c.targetType).includes(action)) return { problem: 'reports.problem.profileRemove' };
  const trimmed = note.trim();
  if (trimmed.length > NOTE_MAX) return { problem: 'reports.problem.note' };
  const body: ReportAction = { targetType: c.targetType, targetId: c.targetId, action, ...(trimmed ? { note: trimmed } : {}) };
  if (action !== 'suspend') return body;
  if (!Number.isInteger(days) || days < 1 || days > MAX_DAYS) return { problem: 'reports.problem.days' };
  return { ...body, days };
}

/**
 * Whose suspension a case shows: the profile itself, the content's author, or (content already removed) the
 * author the case's history names.
 */
export function suspendedUid(c: Pick<ReportCase, 'targetType' | 'targetId' | 'preview' | 'actions'>): string | null {
  if (c.targetType === 'profile') return c.targetId;
  return c.preview.author?.uid ?? c.actions.find((a) => a.author)?.author?.uid ?? null;
}

export const caseKey = (c: Pick<ReportCase, 'targetType' | 'targetId'>): string => `${c.targetType}:${c.targetId}`;

export interface ReportsDeps {
  list(status: 'open' | 'closed'): Promise<ReportCase[]>;
  audit: () => Promise<ModerationAction[]>;
  act(body: ReportAction): Promise<{ data: ReportCase; message: string }>;
  lift(body: LiftSuspension): Promise<unknown>;
}

export const ReportsModel = createModel((deps: ReportsDeps) => {
  const tab = signal<QueueTab>('open', { name: 'adminReportsTab' });
  const cases = loadedList('adminReportCases', () => deps.list(tab.peek() === 'closed' ? 'closed' : 'open'));
  const audit = loadedList('adminReportAudit', deps.audit);
  /** The case being acted on (its key), so only its buttons show busy. */
  const busy = signal<string | null>(null, { name: 'adminReportsBusy' });
  const openCount = computed(() => (tab.value === 'open' ? (cases.items.value?.length ?? null) : null));

  function load(): Promise<void> {
    return tab.peek() === 'audit' ? audit.load() : cases.load();
  }

  function show(next: QueueTab): Promise<void> {
    if (next !== tab.peek()) {
      tab.value = next;
      cases.items.value = null;
    }
    return load();
  }

  /** Acts on a case; on success it leaves the open queue. Answers what was done in the person's language, or the problem. */
  async function act(
    c: ReportCase,
    action: ActionName,
    days: number,
    note: string,
  ): Promise<{ ok: true; message: string } | { ok: false; problem?: KeySuffix<'admin.'>; text?: string }> {
    const body = actionBody(c, action, days, note);
    if ('problem' in body) return { ok: false, problem: body.problem };
    busy.value = caseKey(c);
    try {
      await deps.act(body);
      cases.items.value = (cases.items.peek() ?? []).filter((x) => caseKey(x) !== caseKey(c));
      return { ok: true, message: doneText(c.targetType, action, days) };
    } catch (e) {
      // Someone else acted first (404): the list is out of date.
      void cases.load();
      return { ok: false, text: errorMessage(e) };
    } finally {
      busy.value = null;
    }
  }

  /** Ends the suspension a case shows; the list is read again so every case of that person shows it ended. */
  async function lift(c: ReportCase, note: string): Promise<{ ok: true } | { ok: false; text: string }> {
    const uid = suspendedUid(c);
    if (uid === null) return { ok: false, text: t('admin.reports.problem.noAuthor') };
    busy.value = caseKey(c);
    try {
      const trimmed = note.trim();
      await deps.lift({ uid, ...(trimmed ? { note: trimmed } : {}) });
      return { ok: true };
    } catch (e) {
      return { ok: false, text: errorMessage(e) };
    } finally {
      busy.value = null;
      void cases.load();
    }
  }

  return {
    lift,
    tab,
    cases: cases.items,
    casesError: cases.error,
    audit: audit.items,
    auditError: audit.error,
    busy,
    openCount,
    load,
    show,
    act,
  };
});
