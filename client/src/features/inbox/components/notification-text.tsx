// A notification's sentence in the reader's language, composed from its type and structured fields
// (openapi.yaml Notification: n, where, excerpt, amount); the server's own `text` whenever it cannot be
// composed (no sender name, a type this client does not know). Built as React nodes, never as HTML.
import { Fragment, type ReactNode } from 'react';
import { useT } from '../../../i18n';
import { formatOsbtNumber, PLATFORM_ASSET } from '../../../lib/currency';
import { language } from '../../../state/language';
import type { Notification } from '../models/types';
import './inbox-i18n';
import type { TextKey } from '../../../i18n/keys';

/** Notification.amount is a stake in the platform's asset (spec section 1). */
const STAKE_ASSET = PLATFORM_ASSET;

export interface ComposedSentence {
  key: TextKey;
  params: Record<string, string>;
}

const present = (value: string | undefined): string | undefined => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
};

/** The catalogue key and params for the item, or null when the row should show `text`. */
export function composeNotification(item: Notification, lang: string): ComposedSentence | null {
  const name = present(item.n);
  if (name === undefined) return null;
  const where = present(item.where);
  switch (item.type) {
    case 'message':
      return where === undefined ? { key: 'inbox.notifyMessage', params: { name } } : { key: 'inbox.notifyAdded', params: { name, where } };
    case 'mention':
      return where === undefined
        ? { key: 'inbox.notifyMention', params: { name } }
        : { key: 'inbox.notifyMentionIn', params: { name, where } };
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

/** The row's sentence, with the names in it emphasised, and the mentioned message quoted under it. */
export function NotificationText({ item }: { item: Notification }) {
  const t = useT();
  const composed = composeNotification(item, language.value);
  if (!composed) return <span className="notification__text">{item.text}</span>;
  const { name, where, ...rest } = composed.params;
  const values: Record<string, ReactNode> = { ...rest };
  if (name !== undefined) values.name = <strong className="notification__name">{name}</strong>;
  if (where !== undefined) values.where = <strong className="notification__name">{where}</strong>;
  const excerpt = item.type === 'mention' ? present(item.excerpt) : undefined;
  return (
    <>
      <span className="notification__text">{interpolate(t(composed.key), values)}</span>
      {excerpt === undefined ? null : <span className="notification__excerpt">{t('inbox.notifyExcerpt', { text: excerpt })}</span>}
    </>
  );
}
