// /inbox/{uid} (spec section 2): a direct chat (a user uid or its 12-character id) or a community (14): header,
// the windowed messages with sender, time and state, older pages on scroll, and the composer.
import { memo, useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { ArrowLeft, Check, CheckCheck, Clock, Swords, TriangleAlert, UserPlus, UsersRound } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageNotFound } from '../../../components/ui/page-states';
import { RichText } from '../../../components/ui/rich-text';
import { Spinner } from '../../../components/ui/spinner';
import { formatTime } from '../../../lib/time';
import { openModal } from '../../../state/modal';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { useT } from '../../../i18n';
import {
  activeConversation,
  conversationFor,
  catchUp,
  loadConversation,
  loadOlder,
  markSeen,
  retrySend,
  sendText,
  type ConversationModel,
} from '../models/conversation';
import { startInbox } from '../models/realtime-sync';
import type { ThreadMessage } from '../models/types';
import { conversationKind } from '../models/validation';
import { AddMembersDialog } from './add-members-dialog';
import { Composer } from './composer';
import { dayKey } from './format';
import { WindowedList } from './message-list';
import { OfflineBanner } from './offline-banner';
import './inbox-i18n';
import './inbox.css';

export function StateMark({ message, showLabel, onRetry }: { message: ThreadMessage; showLabel: boolean; onRetry: () => void }) {
  const t = useT();
  if (message.s === 'f') {
    return (
      <span className="message__state message__state--failed">
        <TriangleAlert size={14} aria-hidden="true" />
        {t('inbox.failed')}
        <button type="button" className="link-button" onClick={onRetry}>
          {t('inbox.retry')}
        </button>
        {message.why ? <span className="message__why">{message.why}</span> : null}
      </span>
    );
  }
  const [Icon, label] =
    message.s === 'p' ? [Clock, t('inbox.sending')] : message.s === 'r' ? [CheckCheck, t('inbox.read')] : [Check, t('inbox.delivered')];
  return (
    <span className={`message__state message__state--${message.s}`} title={label}>
      <Icon size={14} aria-hidden="true" />
      {showLabel ? <span>{label}</span> : <span className="visually-hidden">{label}</span>}
    </span>
  );
}

interface RowProps {
  message: ThreadMessage;
  previous: ThreadMessage | undefined;
  me: string | undefined;
  community: boolean;
  /** The person's newest message, which shows its state in words. */
  isLastOwn: boolean;
  model: ConversationModel;
  /** The person's time zone and language, as props so the memoised row follows a change of either. */
  zone: string | null | undefined;
  lang: string;
}

// Memoised: appending a message re-renders the new row and the one that stops being the newest own message, not
// every mounted row (the "appending a message < 16 ms" budget).
const MessageRow = memo(function MessageRow({ message, previous, me, community, isLastOwn, model, zone, lang }: RowProps) {
  const own = message.u === me;
  const day = dayKey(message.t, zone, lang);
  const newDay = !previous || dayKey(previous.t, zone, lang) !== day;
  const showSender = community && !own && (newDay || previous?.u !== message.u);
  return (
    <div className="message-row">
      {newDay ? (
        <p className="message-day">
          <span>{day}</span>
        </p>
      ) : null}
      <div className={own ? 'message message--own' : 'message'} data-state={message.s}>
        {showSender ? <span className="message__sender">@{message.n ?? ''}</span> : null}
        <RichText as="p" className="message__text" text={message.m} />
        <span className="message__meta">
          <time dateTime={new Date(message.t).toISOString()} title={formatTime(message.t, { timeZone: zone, lang })}>
            {formatTime(message.t, { timeZone: zone, lang, style: 'time' })}
          </time>
          {own ? (
            <StateMark
              message={message}
              showLabel={isLastOwn || message.s === 'p'}
              onRetry={() => message.k && retrySend(model, message.k)}
            />
          ) : null}
        </span>
      </div>
    </div>
  );
});

function ConversationView({ model }: { model: ConversationModel }) {
  useSignals();
  const t = useT();
  const me = user.value?.uid;
  const zone = user.value?.timeZone;
  const lang = language.value;
  const info = model.info.value;
  const messages = model.messages.value;
  const [follow, setFollow] = useState(0);

  useEffect(() => {
    startInbox();
    if (model.info.peek()) void catchUp(model).then(() => markSeen(model));
    else void loadConversation(model).then(() => markSeen(model));
  }, [model]);

  const id = info?.c;
  useEffect(() => {
    if (!id) return;
    activeConversation.value = id;
    void markSeen(model);
    return () => {
      if (activeConversation.peek() === id) activeConversation.value = null;
    };
  }, [id, model]);

  const lastOwn = useMemo(() => {
    for (let index = messages.length - 1; index >= 0; index--) if (messages[index]?.u === me) return messages[index]?.i;
    return undefined;
  }, [messages, me]);

  const keyOf = useCallback((message: ThreadMessage) => (message.k ? `k:${message.k}` : message.i), []);
  const onNearTop = useCallback(() => void loadOlder(model), [model]);

  if (model.status.value === 'missing') return <ConversationNotFound />;
  if (model.status.value === 'error' || (!info && model.status.value !== 'loading')) {
    return <EmptyState message={model.error.value ?? t('inbox.conversationNotFound')} />;
  }
  if (!info) {
    return (
      <div className="conversation__loading">
        <Spinner />
      </div>
    );
  }

  const community = info.type === 'community';
  const header = model.loadingOlder.value ? (
    <Spinner size={16} label={t('inbox.loadingOlder')} />
  ) : !model.hasOlder.value ? (
    <span>{messages.length === 0 ? t('inbox.newConversation') : t('inbox.beginning')}</span>
  ) : null;

  return (
    <>
      <header className="conversation__header">
        <Link to="/inbox" className="conversation__back inbox-icon-button" aria-label={t('inbox.back')}>
          <ArrowLeft size={18} aria-hidden="true" />
        </Link>
        <Avatar uid={community ? null : info.peer} userName={info.name} size={40} />
        <div className="conversation__title">
          <h1>{info.name}</h1>
          <p>
            {community ? (
              <>
                <UsersRound size={14} aria-hidden="true" /> {t('inbox.members', { count: info.members })}
                {info.description ? ` · ${info.description}` : ''}
              </>
            ) : (
              <Link to={`/@${encodeURIComponent(info.name)}`}>@{info.name}</Link>
            )}
          </p>
        </div>
        {community ? null : (
          // The game's friend page with this person filled in: pick a stake there and send.
          <Link
            to={`/play/friend?u=${encodeURIComponent(info.name)}`}
            className="inbox-icon-button"
            aria-label={t('inbox.challenge', { name: `@${info.name}` })}
            title={t('inbox.challenge', { name: `@${info.name}` })}
          >
            <Swords size={18} aria-hidden="true" />
          </Link>
        )}
        {community ? (
          <button
            type="button"
            className="inbox-icon-button"
            aria-label={t('inbox.addMembers')}
            title={t('inbox.addMembers')}
            onClick={() => openModal(<AddMembersDialog model={model} />, { label: t('inbox.addMembers') })}
          >
            <UserPlus size={18} aria-hidden="true" />
          </button>
        ) : null}
      </header>
      <OfflineBanner />
      <WindowedList
        items={messages}
        keyOf={keyOf}
        label={t('inbox.messagesLabel')}
        header={<div className="conversation__start">{header}</div>}
        onNearTop={onNearTop}
        followToken={follow}
        renderRow={(message, index) => (
          <MessageRow
            message={message}
            previous={messages[index - 1]}
            me={me}
            community={community}
            isLastOwn={message.i === lastOwn}
            model={model}
            zone={zone}
            lang={lang}
          />
        )}
      />
      <Composer
        conversation={info.c}
        disabled={false}
        onSend={(text) => {
          const sent = sendText(model, text);
          if (sent) setFollow((n) => n + 1);
          return sent;
        }}
      />
    </>
  );
}

/** The address names no conversation (malformed, or unknown to the API): not found, with the way back to the chats. */
function ConversationNotFound() {
  const t = useT();
  return <PageNotFound message={t('inbox.conversationMissing')} backTo="/inbox" backLabel={t('inbox.backToChats')} />;
}

export function ConversationPage() {
  useSignals();
  const t = useT();
  const { uid = '' } = useParams();
  const valid = conversationKind(uid) !== null;
  const model = useMemo(() => (valid ? conversationFor(uid) : null), [uid, valid]);
  return (
    <section className="conversation" aria-label={model?.info.value?.name ?? t('inbox.chats')}>
      {model ? <ConversationView key={uid} model={model} /> : <ConversationNotFound />}
    </section>
  );
}
