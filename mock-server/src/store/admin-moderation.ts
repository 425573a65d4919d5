// Trust & safety (ours; spec section 2 "/admin/reports"): people report a post, a comment, a profile, a chat
// message or a community with a reason; staff see the open reports grouped by target and act on them (dismiss,
// remove the content, restrict a community, warn or suspend its author for N days), or end a suspension early. Every action is kept with who took it and when (the
// audit trail), and a suspension ends on the mock clock. The person acted on is told what and why, and each
// reporter learns the outcome (notifications; staff stay unnamed in both).
import type { components } from '../../../contracts/api/schema.d.ts';
import { conflict, notFound, unprocessable, type ApiCode } from '../lib/errors.ts';
import type { Conversation, InboxRepo, StoredMessage } from './inbox.ts';
import type { NotificationInput } from './notifications.ts';
import { summaryOf, type PostsRepo } from './posts.ts';
import type { UserRecord, UsersRepo } from './users.ts';

type S = components['schemas'];
export type ReportInput = S['ReportInput'];
export type TargetType = S['ReportTargetType'];
export type ReportReason = S['ReportReason'];
export type ModerationActionName = S['AdminReportAction']['action'];
type RecordedAction = S['ModerationAction']['action'];
export type ReportCase = S['ReportCase'];
export type ModerationActionView = S['ModerationAction'];

export const DAY_MS = 86_400_000;
/** AdminReportAction.days in openapi.yaml: a suspension lasts 1 to 365 days. */
export const MAX_SUSPENSION_DAYS = 365;

/** What a report of something that is not there answers, by the kind of thing reported. */
const NO_TARGET: Readonly<Record<TargetType, ApiCode>> = {
  post: 'report.postNotFound',
  comment: 'report.commentNotFound',
  profile: 'report.profileNotFound',
  message: 'report.messageNotFound',
  community: 'report.communityNotFound',
};

/** How many messages either side of a reported one staff see (decision 039: only what they need to judge it). */
export const CHAT_CONTEXT_AROUND = 2;
/** A reported community: its newest messages staff see. */
export const COMMUNITY_CONTEXT = 5;

/**
 * The params of what a suspended person reads when they try to post, comment or send (403 admin.suspended): the
 * instant as ISO 8601 (UTC), which a client writes in the reader's time zone and language.
 */
export function suspendedParams(until: number): { until: string } {
  return { until: new Date(until).toISOString() };
}

/** The end of a suspension as the English notice writes it (the server's fallback text): "2026-11-29 12:00 UTC". */
const utcMinute = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;

interface ReportRecord {
  id: string;
  targetType: TargetType;
  targetId: string;
  reporterUid: string;
  reason: ReportReason;
  details: string;
  createdAt: number;
  open: boolean;
}

interface ActionRecord {
  id: string;
  action: RecordedAction;
  targetType: TargetType;
  targetId: string;
  authorUid: string | null;
  byUid: string;
  at: number;
  days: number | null;
  until: number | null;
  note: string;
  reports: number;
}

export interface ActInput {
  targetType: TargetType;
  targetId: string;
  action: ModerationActionName;
  days?: number;
  note?: string;
}

export interface ModerationRepo {
  /** Files a report; 404 for an unknown target, 422 for one's own, 409 while one's earlier report is open. */
  report(reporterUid: string, input: ReportInput, now: number): S['Report'];
  /** Open cases (most reports first, then the latest) or closed ones (latest action first). */
  cases(status: 'open' | 'closed', now: number): ReportCase[];
  /** Acts on a target's open reports and records it; answers the case as it is now (closed). */
  act(byUid: string, input: ActInput, now: number): { code: ApiCode; case: ReportCase };
  /** Ends a running suspension early and records it; 422 when the person is not suspended at `now`. */
  lift(byUid: string, uid: string, note: string, now: number): ModerationActionView;
  /** Lifts a community's restriction and records it; 422 when it is not restricted. */
  unrestrict(byUid: string, conversationId: string, note: string, now: number): ModerationActionView;
  /** Every action, newest first. */
  audit(): ModerationActionView[];
  /** When the person's suspension ends, or null when they are not suspended at `now`. */
  suspendedUntil(uid: string, now: number): number | null;
  /** A community staff restricted: nobody may send to it or add members. */
  isRestricted(conversationId: string): boolean;
}

/** The reason most reports give (ties: the earliest given), what the person acted on is told. */
function topReason(list: readonly { reason: ReportReason }[]): ReportReason | undefined {
  const counts = new Map<ReportReason, number>();
  for (const r of list) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  let best: ReportReason | undefined;
  for (const [reason, count] of counts) if (best === undefined || count > (counts.get(best) ?? 0)) best = reason;
  return best;
}

const pad = (prefix: string, n: number): string => `${prefix}${String(n).padStart(8, '0')}`;
const keyOf = (type: TargetType, id: string): string => `${type}:${id}`;

/** What a notice says in English (Notification.text, the fallback a client shows when it cannot compose one). */
const THING: Readonly<Record<TargetType, string>> = {
  post: 'post',
  comment: 'comment',
  profile: 'profile',
  message: 'message',
  community: 'community',
};
function noticeText(action: RecordedAction, type: TargetType, until: number | null): string {
  if (action === 'remove') return `Your ${THING[type]} was removed for breaking the community rules`;
  if (action === 'warn') return 'You received a warning for breaking the community rules';
  if (action === 'suspend') return `Your account is suspended until ${utcMinute(until ?? 0)}`;
  if (action === 'lift') return 'Your suspension has ended: you can post, comment and send messages again';
  if (action === 'restrict') return 'Your community was restricted by the moderators: it no longer takes new messages or members';
  if (action === 'unrestrict') return 'The moderators lifted the restriction on your community: it takes new messages and members again';
  return 'Your content was reviewed';
}
function outcomeText(action: RecordedAction, type: TargetType): string {
  if (action === 'dismiss') return `We reviewed the ${THING[type]} you reported and found no rule broken`;
  if (action === 'remove') return `We reviewed the ${THING[type]} you reported and removed it`;
  if (action === 'warn') return `We reviewed the ${THING[type]} you reported and warned its author`;
  if (action === 'restrict') return `We reviewed the ${THING[type]} you reported and restricted it`;
  return `We reviewed the ${THING[type]} you reported and suspended its author`;
}

export interface ModerationDeps {
  posts: PostsRepo;
  users: UsersRepo;
  /** Chat messages and communities (reports on them, removing a message). */
  inbox: InboxRepo;
  /** Delivers a notification (the inbox's list and its live signal). */
  notify?: (uid: string, input: NotificationInput) => void;
  /** A chat message staff removed: its conversation's members see it go (the same frame as a deletion). */
  messageRemoved?: (conversation: Conversation, message: StoredMessage) => void;
  /** A community restricted or its restriction lifted: its members' open chats read it again (the banner, the composer). */
  restrictionChanged?: (conversation: Conversation) => void;
}

export function createModerationRepo(deps: ModerationDeps): ModerationRepo {
  const { posts, users, inbox } = deps;
  const notify = deps.notify ?? (() => undefined);
  const restricted = new Set<string>();
  const reports: ReportRecord[] = [];
  const actions: ActionRecord[] = [];
  const warnings = new Map<string, number>();
  const suspensions = new Map<string, number>();

  /** The uid whose content the target is, or undefined when the target does not exist (any more). */
  const authorOf = (type: TargetType, id: string): string | undefined => {
    if (type === 'post') return posts.get(id)?.uid;
    if (type === 'comment') return posts.comment(id)?.uid;
    if (type === 'message') return inbox.locate(id)?.message.u;
    if (type === 'community') {
      const community = inbox.get(id);
      return community?.type === 'community' ? community.createdBy : undefined;
    }
    const user = users.get(id);
    return user && summaryOf(user) ? user.uid : undefined;
  };

  const staffRef = (uid: string): S['StaffMember'] => ({ uid, userName: users.get(uid)?.userName ?? '' });

  const suspendedUntil = (uid: string, now: number): number | null => {
    const until = suspensions.get(uid);
    return until !== undefined && until > now ? until : null;
  };

  const actionView = (a: ActionRecord): ModerationActionView => ({
    id: a.id,
    action: a.action,
    targetType: a.targetType,
    targetId: a.targetId,
    author: a.authorUid ? staffRef(a.authorUid) : null,
    by: staffRef(a.byUid),
    at: a.at,
    days: a.days,
    until: a.until,
    note: a.note,
    reports: a.reports,
  });

  const chatLine = (message: StoredMessage, reported: string | null): S['ReportChatLine'] => ({
    id: message.i,
    author: summaryOf(users.get(message.u)),
    text: message.d ? '' : message.m,
    at: message.t,
    reported: message.i === reported,
  });

  /** The conversation around what was reported, and nothing more (see CHAT_CONTEXT_AROUND). */
  const chatContext = (conversation: Conversation, around: StoredMessage | null): S['ReportChat'] => {
    const all = conversation.messages;
    let shown: StoredMessage[];
    if (around) {
      const at = all.indexOf(around);
      shown = all.slice(Math.max(0, at - CHAT_CONTEXT_AROUND), at + CHAT_CONTEXT_AROUND + 1);
    } else shown = all.slice(-COMMUNITY_CONTEXT);
    return {
      conversation: conversation.id,
      type: conversation.type,
      name: conversation.type === 'community' ? conversation.name : '',
      description: conversation.description,
      members: conversation.members.length,
      restricted: restricted.has(conversation.id),
      messages: shown.map((m) => chatLine(m, around?.i ?? null)),
    };
  };

  const preview = (type: TargetType, id: string): S['ReportPreview'] => {
    if (type === 'message' || type === 'community') {
      const found = type === 'message' ? inbox.locate(id) : undefined;
      const conversation = type === 'message' ? found?.conversation : inbox.get(id);
      const none = { available: false, author: null, postType: null, text: '', media: [], postId: null, chat: null };
      if (!conversation) return none;
      if (found) {
        const { message } = found;
        return {
          available: !message.d,
          author: summaryOf(users.get(message.u)),
          postType: null,
          text: message.d ? '' : message.m,
          media: [],
          postId: null,
          chat: chatContext(conversation, message),
        };
      }
      return {
        available: true,
        author: summaryOf(users.get(conversation.createdBy)),
        postType: null,
        text: conversation.name,
        media: [],
        postId: null,
        chat: chatContext(conversation, null),
      };
    }
    if (type === 'post') {
      const post = posts.get(id);
      const author = post ? summaryOf(users.get(post.uid)) : null;
      if (!post) return { available: false, author: null, postType: null, text: '', media: [], postId: id, chat: null };
      return {
        available: true,
        author,
        postType: post.type,
        text: [post.text, post.description].filter(Boolean).join('\n'),
        media: [...post.media],
        postId: id,
        chat: null,
      };
    }
    if (type === 'comment') {
      const comment = posts.comment(id);
      if (!comment) return { available: false, author: null, postType: null, text: '', media: [], postId: null, chat: null };
      return {
        available: true,
        author: summaryOf(users.get(comment.uid)),
        postType: null,
        text: comment.text,
        media: [],
        postId: comment.postId,
        chat: null,
      };
    }
    const author = summaryOf(users.get(id));
    return {
      available: author !== null,
      author,
      postType: null,
      text: author ? `@${author.userName}` : '',
      media: [],
      postId: null,
      chat: null,
    };
  };

  const caseOf = (type: TargetType, id: string, status: 'open' | 'closed', now: number): ReportCase => {
    const all = reports.filter((r) => r.targetType === type && r.targetId === id);
    const shown = status === 'open' ? all.filter((r) => r.open) : all;
    const reasons = new Map<ReportReason, number>();
    for (const r of shown) reasons.set(r.reason, (reasons.get(r.reason) ?? 0) + 1);
    const history = actions.filter((a) => a.targetType === type && a.targetId === id);
    const authorUid = authorOf(type, id) ?? history.find((a) => a.authorUid)?.authorUid ?? null;
    return {
      targetType: type,
      targetId: id,
      status,
      count: shown.length,
      reasons: [...reasons]
        .map(([reason, count]) => ({ reason, count }))
        .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
      firstAt: Math.min(...shown.map((r) => r.createdAt)),
      lastAt: Math.max(...shown.map((r) => r.createdAt)),
      preview: preview(type, id),
      reports: shown.map((r) => ({
        id: r.id,
        reporter: staffRef(r.reporterUid),
        reason: r.reason,
        details: r.details,
        createdAt: r.createdAt,
      })),
      author: {
        warnings: authorUid ? (warnings.get(authorUid) ?? 0) : 0,
        suspendedUntil: authorUid ? suspendedUntil(authorUid, now) : null,
      },
      actions: history.map(actionView).reverse(),
    };
  };

  /**
   * A chat message or community can be reported only from inside: the reporter is a member of its conversation
   * and the message is still there. Anything else reads like no such thing (its existence is not leaked).
   */
  const reachable = (reporterUid: string, type: TargetType, id: string): boolean => {
    if (type === 'message') {
      const found = inbox.locate(id);
      return found !== undefined && !found.message.d && found.conversation.members.includes(reporterUid);
    }
    if (type === 'community') return inbox.get(id)?.members.includes(reporterUid) === true;
    return true;
  };

  const targets = (list: readonly ReportRecord[]): Array<[TargetType, string]> => {
    const seen = new Map<string, [TargetType, string]>();
    for (const r of list) seen.set(keyOf(r.targetType, r.targetId), [r.targetType, r.targetId]);
    return [...seen.values()];
  };

  return {
    report(reporterUid, input, now) {
      const author = authorOf(input.targetType, input.targetId);
      if (author === undefined || !reachable(reporterUid, input.targetType, input.targetId)) throw notFound(NO_TARGET[input.targetType]);
      if (author === reporterUid) throw unprocessable('report.ownContent');
      const open = reports.some(
        (r) => r.open && r.reporterUid === reporterUid && r.targetType === input.targetType && r.targetId === input.targetId,
      );
      if (open) throw conflict('report.duplicate');
      const record: ReportRecord = {
        id: pad('rp', reports.length + 1),
        targetType: input.targetType,
        targetId: input.targetId,
        reporterUid,
        reason: input.reason,
        details: (input.details ?? '').trim(),
        createdAt: now,
        open: true,
      };
      reports.push(record);
      const { open: _open, reporterUid: _reporter, ...view } = record;
      return view;
    },
    cases(status, now) {
      if (status === 'open') {
        return targets(reports.filter((r) => r.open))
          .map(([type, id]) => caseOf(type, id, 'open', now))
          .sort((a, b) => b.count - a.count || b.lastAt - a.lastAt);
      }
      const openKeys = new Set(reports.filter((r) => r.open).map((r) => keyOf(r.targetType, r.targetId)));
      const closed = targets(reports.filter((r) => !r.open)).filter(([type, id]) => !openKeys.has(keyOf(type, id)));
      const lastAction = (type: TargetType, id: string): number =>
        Math.max(0, ...actions.filter((a) => a.targetType === type && a.targetId === id).map((a) => a.at));
      return closed
        .map(([type, id]) => caseOf(type, id, 'closed', now))
        .sort((a, b) => lastAction(b.targetType, b.targetId) - lastAction(a.targetType, a.targetId));
    },
    act(byUid, input, now) {
      const { targetType, targetId, action } = input;
      const open = reports.filter((r) => r.open && r.targetType === targetType && r.targetId === targetId);
      if (open.length === 0) throw notFound('admin.noOpenReports');
      if (action !== 'suspend' && input.days !== undefined) throw unprocessable('admin.daysOnlyForSuspend');
      if (action === 'suspend' && input.days === undefined) throw unprocessable('admin.daysRequired', { max: MAX_SUSPENSION_DAYS });
      if (action === 'remove' && targetType === 'profile') throw unprocessable('admin.profileNotRemovable');
      if (action === 'remove' && targetType === 'community') throw unprocessable('admin.communityNotRemovable');
      if (action === 'restrict' && targetType !== 'community') throw unprocessable('admin.restrictOnlyCommunity');
      const authorUid = authorOf(targetType, targetId) ?? null;
      const author: UserRecord | undefined = authorUid ? users.get(authorUid) : undefined;
      if (action === 'suspend' && author?.isStaff) throw unprocessable('admin.staffNotSuspendable');

      let until: number | null = null;
      let code: ApiCode = 'admin.reportsDismissed';
      if (action === 'remove' && targetType === 'message') {
        // As if its author deleted it: the text leaves the server, the row keeps its place for replies.
        const found = inbox.locate(targetId);
        if (found && !found.message.d) {
          inbox.remove(found.conversation, found.message.u, targetId);
          deps.messageRemoved?.(found.conversation, found.message);
        }
        code = 'admin.messageRemoved';
      } else if (action === 'remove') {
        // Gone for everyone: out of every feed, profile and tag page (the posts store is the only copy).
        if (targetType === 'post') posts.remove(targetId);
        else posts.removeComment(targetId);
        code = targetType === 'post' ? 'admin.postRemoved' : 'admin.commentRemoved';
      } else if (action === 'restrict') {
        restricted.add(targetId);
        const community = inbox.get(targetId);
        if (community) deps.restrictionChanged?.(community);
        code = 'admin.communityRestrictedDone';
      } else if (action === 'warn' && authorUid) {
        warnings.set(authorUid, (warnings.get(authorUid) ?? 0) + 1);
        code = 'admin.authorWarned';
      } else if (action === 'suspend' && authorUid) {
        const days = input.days ?? 1;
        // A longer suspension already running is never shortened.
        until = Math.max(now + days * DAY_MS, suspendedUntil(authorUid, now) ?? 0);
        suspensions.set(authorUid, until);
        code = 'admin.authorSuspended';
      }
      const mainReason = topReason(open);
      for (const r of open) r.open = false;
      actions.push({
        id: pad('ma', actions.length + 1),
        action,
        targetType,
        targetId,
        authorUid,
        byUid,
        at: now,
        days: action === 'suspend' ? (input.days ?? null) : null,
        until,
        note: (input.note ?? '').trim(),
        reports: open.length,
      });
      const note = (input.note ?? '').trim();
      if (authorUid && action !== 'dismiss') {
        notify(authorUid, {
          type: 'moderation',
          action,
          targetType,
          reason: mainReason,
          ...(note ? { note } : {}),
          ...(until !== null ? { until } : {}),
          text: noticeText(action, targetType, until),
          t: now,
        });
      }
      // Each reporter once, even with several reports on the target.
      for (const reporter of new Set(open.map((r) => r.reporterUid))) {
        notify(reporter, { type: 'report', action, targetType, text: outcomeText(action, targetType), t: now });
      }
      return { code, case: caseOf(targetType, targetId, 'closed', now) };
    },
    lift(byUid, uid, note, now) {
      const until = suspendedUntil(uid, now);
      if (until === null) throw unprocessable('admin.notSuspended');
      suspensions.delete(uid);
      const record: ActionRecord = {
        id: pad('ma', actions.length + 1),
        action: 'lift',
        targetType: 'profile',
        targetId: uid,
        authorUid: uid,
        byUid,
        at: now,
        days: null,
        until,
        note: note.trim(),
        reports: 0,
      };
      actions.push(record);
      notify(uid, { type: 'moderation', action: 'lift', targetType: 'profile', text: noticeText('lift', 'profile', null), t: now });
      return actionView(record);
    },
    unrestrict(byUid, conversationId, note, now) {
      const community = inbox.get(conversationId);
      if (!community || !restricted.delete(conversationId)) throw unprocessable('admin.notRestricted');
      const record: ActionRecord = {
        id: pad('ma', actions.length + 1),
        action: 'unrestrict',
        targetType: 'community',
        targetId: conversationId,
        authorUid: community.createdBy || null,
        byUid,
        at: now,
        days: null,
        until: null,
        note: note.trim(),
        reports: 0,
      };
      actions.push(record);
      deps.restrictionChanged?.(community);
      if (community.createdBy) {
        notify(community.createdBy, {
          type: 'moderation',
          action: 'unrestrict',
          targetType: 'community',
          ...(record.note ? { note: record.note } : {}),
          text: noticeText('unrestrict', 'community', null),
          t: now,
        });
      }
      return actionView(record);
    },
    audit: () => actions.map(actionView).reverse(),
    suspendedUntil,
    isRestricted: (id) => restricted.has(id),
  };
}
