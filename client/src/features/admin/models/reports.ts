// /admin/reports state: the queue (open or closed cases), the audit trail, and acting on a case. An action is
// checked before it is sent: a suspension needs 1–365 days, only a post, comment or chat message can be removed,
// only a community restricted, a note is ≤ 300. Removing, restricting and suspending leave the queue at once but
// are sent only when the undo window closes (components/ui/undo.ts): Undo puts the case back and nothing happened.
import { computed, createModel, signal } from '@preact/signals-react';
import { withUndo } from '../../../components/ui/undo';
import { t } from '../../../i18n';
import { errorMessage } from '../../../lib/api/errors';
import { toast } from '../../../state/toasts';
import { loadedList } from './loaded-list';
import type { LiftRestriction, LiftSuspension, ModerationAction, ReportAction, ReportCase } from './types';
import type { KeySuffix } from '../../../i18n/keys';

export type QueueTab = 'open' | 'closed' | 'audit';
export const QUEUE_TABS: readonly QueueTab[] = ['open', 'closed', 'audit'];
export type ActionName = ReportAction['action'];
/** AdminReportAction in openapi.yaml: days 1–365, note ≤ 300. */
export const MAX_DAYS = 365;
export const NOTE_MAX = 300;
export const SUSPEND_PRESETS: readonly number[] = [1, 3, 7, 30];

/** The actions that make sense for a target: a profile or community cannot be removed, only a community restricted (the mock answers 422). */
export function actionsFor(type: ReportCase['targetType']): ActionName[] {
  if (type === 'profile') return ['dismiss', 'warn', 'suspend'];
  if (type === 'community') return ['dismiss', 'restrict', 'warn', 'suspend'];
  return ['dismiss', 'remove', 'warn', 'suspend'];
}

/** What can be taken back for a few seconds: these leave the queue at once and are sent when the window closes. */
export const UNDOABLE: ReadonlySet<ActionName> = new Set(['remove', 'restrict', 'suspend']);

/** What a remove action removes, for its label and message: a post, a comment or a chat message. */
export const removedThing = (type: ReportCase['targetType']): 'post' | 'comment' | 'message' =>
  type === 'comment' || type === 'message' ? type : 'post';

/** What an action did, in the person's language ("Publicação removida", "Autor suspenso por 3 dias"). */
export function doneText(type: ReportCase['targetType'], action: ActionName, days: number): string {
  if (action === 'remove') return t(`admin.reports.done.remove.${removedThing(type)}`);
  if (action === 'suspend') return t('admin.reports.done.suspend', { count: days });
  return t(`admin.reports.done.${action}`);
}

export function actionBody(
  c: Pick<ReportCase, 'targetType' | 'targetId'>,
  action: ActionName,
  days: number,
  note: string,
): ReportAction | { problem: KeySuffix<'admin.'> } {
  if (!actionsFor(c.targetType).includes(action)) {
    return {
      problem: c.targetType === 'profile' && action === 'remove' ? 'reports.problem.profileRemove' : 'reports.problem.notForTarget',
    };
  }
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
  unrestrict(body: LiftRestriction): Promise<unknown>;
}

export const ReportsModel = createModel((deps: ReportsDeps) => {
  const tab = signal<QueueTab>('open', { name: 'adminReportsTab' });
  const cases = loadedList('adminReportCases', () => deps.list(tab.peek() === 'closed' ? 'closed' : 'open'));
  const audit = loadedList('adminReportAudit', deps.audit);
  /** The case being acted on (its key), so only its buttons show busy. */
  const busy = signal<string | null>(null, { name: 'adminReportsBusy' });
  /** Cases acted on inside their undo window: out of sight until the call goes out, back on Undo. */
  const hidden = signal<ReadonlySet<string>>(new Set(), { name: 'adminReportsHidden' });
  const openCount = computed(() =>
    tab.value === 'open'
      ? (cases.items.value ?? null) && (cases.items.value ?? []).filter((c) => !hidden.value.has(caseKey(c))).length
      : null,
  );

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

  /**
   * Removes, restricts or suspends with an undo window: the case leaves the queue now, the call goes out when the
   * window closes; Undo puts the case back where it was and nothing is sent. A refusal then (someone else acted
   * first) is said in a toast and the queue is read again.
   */
  function actWithUndo(
    c: ReportCase,
    action: ActionName,
    days: number,
    note: string,
  ): { ok: true } | { ok: false; problem: KeySuffix<'admin.'> } {
    const body = actionBody(c, action, days, note);
    if ('problem' in body) return { ok: false, problem: body.problem };
    const key = caseKey(c);
    // Hidden, not dropped: Undo shows the same card again, with what was typed in it.
    const hide = (on: boolean) => {
      const next = new Set(hidden.peek());
      if (on) next.add(key);
      else next.delete(key);
      hidden.value = next;
    };
    hide(true);
    withUndo({
      message: doneText(c.targetType, action, days),
      commit: async () => {
        try {
          await deps.act(body);
          cases.items.value = (cases.items.peek() ?? []).filter((x) => caseKey(x) !== key);
        } catch (e) {
          toast.error(errorMessage(e));
          void cases.load();
        } finally {
          hide(false);
        }
      },
      restore: () => hide(false),
    });
    return { ok: true };
  }

  /** Ends the suspension a case shows; the list is read again so every case of that person shows it ended. */
  async function lift(c: ReportCase, note: string): Promise<{ ok: true } | { ok: false; text: string }> {
    const uid = suspendedUid(c);
    if (uid === null) return { ok: false, text: t('admin.reports.problem.noAuthor') };
    const trimmed = note.trim();
    return actOnCase(c, () => deps.lift({ uid, ...(trimmed ? { note: trimmed } : {}) }));
  }

  /** Lifts the restriction on the community a case is about; the list is read again so its card shows it lifted. */
  async function unrestrict(c: ReportCase): Promise<{ ok: true } | { ok: false; text: string }> {
    return actOnCase(c, () => deps.unrestrict({ c: c.targetId }));
  }

  /** One staff action on a case: its card is busy meanwhile, and the list is read again after, whatever happened. */
  async function actOnCase(c: ReportCase, call: () => Promise<unknown>): Promise<{ ok: true } | { ok: false; text: string }> {
    busy.value = caseKey(c);
    try {
      await call();
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
    unrestrict,
    tab,
    cases: cases.items,
    casesError: cases.error,
    audit: audit.items,
    auditError: audit.error,
    busy,
    hidden,
    openCount,
    load,
    show,
    act,
    actWithUndo,
  };
});
