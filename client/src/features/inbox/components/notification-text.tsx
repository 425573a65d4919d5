// A notification's sentence in the reader's language, composed from its type and structured fields
// (openapi.yaml Notification: n, where, excerpt, amount, targetType for a mention in a post or comment; action, targetType, reason, note, until for moderation
// notices and report outcomes); the server's own `text` whenever it cannot be composed (no sender name, a type
// or action this client does not know). Built as React nodes, never as HTML.
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { formatOsbtNumber, PLATFORM_ASSET } from '../../../lib/currency';
import { registerMessages } from '../../../i18n/catalogue';
import { report } from '../../../i18n/messages/report';
import { formatTime } from '../../../lib/time';
import { language } from '../../../state/language';
import { timeZone } from '../../../state/preferences';
import type { Notification } from '../models/types';
import './inbox-i18n';
import type { TextKey } from '../../../i18n/keys';

// The report reasons, in the words the Report dialog uses.
registerMessages('report', report);

/** Notification.amount is a stake in the platform's asset (spec section 1). */
const STAKE_ASSET = PLATFORM_ASSET;

export interface ComposedSentence {
  key: TextKey;
  params: Record<string, string>;
  /** Lines shown under the sentence (a moderation notice's reason and note). */
  lines?: { key: TextKey; params: Record<string, string> }[];
}

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** Staff's notice to the person acted on; null for an action this client does not know. */
function moderationNotice(item: Notification, lang: string, zone: string | null): ComposedSentence | null {
  const lines: NonNullable<ComposedSentence['lines']> = [];
  if (item.reason) lines.push({ key: 'inbox.notifyReason', params: { reason: `report.reason.${item.reason}` } });
  const note = present(item.note);
  if (note) lines.push({ key: 'inbox.notifyNote', params: { note } });
  const sentence = (key: TextKey, params: Record<string, string> = {}): ComposedSentence => ({ key, params, lines });
  switch (item.action) {
    case 'remove':
      if (item.targetType === 'post') return sentence('inbox.notifyRemovedPost');
      if (item.targetType === 'message') return sentence('inbox.notifyRemovedMessage');
      return item.targetType === 'comment' ? sentence('inbox.notifyRemovedComment') : null;
    case 'restrict':
      return sentence('inbox.notifyRestricted');
    case 'unrestrict':
      return sentence('inbox.notifyUnrestricted');
    case 'warn':
      return sentence('inbox.notifyWarned');
    case 'suspend':
      return typeof item.until === 'number'
        ? sentence('inbox.notifySuspended', { until: formatTime(item.until, { timeZone: zone, lang }) })
        : null;
    case 'lift':
      return { key: 'inbox.notifyLifted', params: {} };
    default:
      return null;
  }
}

/** The outcome of the reader's report; null for an outcome or target this client does not know. */
function reportOutcome(item: Notification): ComposedSentence | null {
  const { action, targetType } = item;
  if (action === undefined || action === 'lift' || action === 'unrestrict' || targetType === undefined) return null;
  return { key: `inbox.notifyOutcome.${action}`, params: { thing: `inbox.notifyReport.${targetType}` } };
}

/**
 * The catalogue key and params for the item, or null when the row should show `text`. A param that is itself a
 * catalogue key (a reason, "the post") is named by its key and translated where the sentence is written.
 */
export function composeNotification(item: Notification, lang: string, zone: string | null = null): ComposedSentence | null {
  if (item.type === 'moderation') return moderationNotice(item, lang, zone);
  if (item.type === 'report') return reportOutcome(item);
  // A P2P dispute decided by staff (their reason beside it), or closed at its deadline (no reason).
  if (item.type === 'p2p') {
    const note = present(item.note);
    return note === undefined
      ? { key: 'inbox.notifyP2pDeadline', params: {} }
      : { key: 'inbox.notifyP2p', params: {}, lines: [{ key: 'inbox.notifyP2pReason', params: { note } }] };
  }
  if (item.type === 'domain') {
    const domain = present(item.domain);
    if (domain === undefined || item.days === undefined) return null;
    if (item.autoRenew)
      return item.days === 1
        ? { key: 'inbox.notifyDomainRenewsTomorrow', params: { where: domain } }
        : { key: 'inbox.notifyDomainRenews', params: { where: domain, days: String(item.days) } };
    return item.days === 1
      ? { key: 'inbox.notifyDomainTomorrow', params: { where: domain } }
      : { key: 'inbox.notifyDomain', params: { where: domain, days: String(item.days) } };
  }
  const name = present(item.n);
  if (name === undefined) return null;
  const where = present(item.where);
  switch (item.type) {
    case 'message':
      return where === undefined ? { key: 'inbox.notifyMessage', params: { name } } : { key: 'inbox.notifyAdded', params: { name, where } };
    case 'mention':
      if (where !== undefined) return { key: 'inbox.notifyMentionIn', params: { name, where } };
      if (item.targetType === 'post') return { key: 'inbox.notifyMentionPost', params: { name } };
      if (item.targetType === 'comment') return { key: 'inbox.notifyMentionComment', params: { name } };
      return { key: 'inbox.notifyMention', params: { name } };
    case 'comment':
      return { key: 'inbox.notifyComment', params: { name } };
    case 'like':
      return { key: 'inbox.notifyLike', params: { name } };
    case 'follow':
      return { key: 'inbox.notifyFollow', params: { name } };
    case 'challenge': {
      const { amount } = item;
      if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0)
        return { key: 'inbox.notifyChallenge', params: { name } };
      return {
        key: 'inbox.notifyChallengeStake',
        params: { name, amount: formatOsbtNumber(amount, lang), asset: STAKE_ASSET },
      };
    }
    default:
      // A type a newer server added: its own sentence is the best we have.
      return null;
  }
}

/** Fills '{param}' placeholders with nodes; the template's own text stays text, so nothing is parsed as markup. */
function interpolate(template: string, values: Readonly<Record<string, ReactNode>>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((part, index) => <Fragment key={index}>{index % 2 === 0 ? part : part in values ? values[part] : `{${part}}`}</Fragment>);
}

/** The row's sentence, with the names in it emphasised, and the mentioning message or the comment quoted under it. */
export function NotificationText({ item }: { item: Notification }) {
  const t = useT();
  const composed = composeNotification(item, language.value, timeZone.value);
  if (!composed) return <span className="notification__text">{item.text}</span>;
  const { name, where, thing, ...rest } = composed.params;
  const values: Record<string, ReactNode> = { ...rest };
  if (thing !== undefined) values.thing = t(thing as TextKey);
  if (name !== undefined) values.name = <strong className="notification__name">{name}</strong>;
  if (where !== undefined) values.where = <strong className="notification__name">{where}</strong>;
  const excerpt = item.type === 'mention' || item.type === 'comment' ? present(item.excerpt) : undefined;
  return (
    <>
      <span className="notification__text">{interpolate(t(composed.key), values)}</span>
      {excerpt === undefined ? null : <span className="notification__excerpt">{t('inbox.notifyExcerpt', { text: excerpt })}</span>}
      {composed.lines?.map((line) => (
        // A reason and staff's note are read whole (a mention's excerpt is a preview and stays on one line).
        <span key={line.key} className="notification__excerpt notification__excerpt--whole">
          {t(line.key, line.params.reason === undefined ? line.params : { reason: t(line.params.reason as TextKey) })}
        </span>
      ))}
    </>
  );
}
