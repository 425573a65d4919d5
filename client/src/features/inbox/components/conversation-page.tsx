// /inbox/{uid} (spec section 2): a direct chat (a user uid or its 12-character id) or a community (14): header,
// the windowed messages with sender, time and state (sent, delivered, read), older pages on scroll, the unread
// divider it opens at, each message's actions (reply, copy, edit or delete one's own, report someone else's: a
// menu button, a right click or a long press), reporting a community from its header, and the composer.
import { memo, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  ArrowLeft,
  Ban,
  Check,
  CheckCheck,
  Clock,
  Copy,
  EllipsisVertical,
  Flag,
  Pencil,
  Reply,
  ShieldAlert,
  Swords,
  Trash2,
  TriangleAlert,
  UserPlus,
  UsersRound,
} from 'lucide-react';
import { confirmAction } from '../../../components/ui/confirm';
import { Dropdown, DropdownItem } from '../../../components/ui/dropdown';
import { lazyComponent } from '../../../components/ui/lazy-component';
import { errorMessage } from '../../../lib/api/errors';
import { toggleDropdown } from '../../../state/dropdown';
import { toast } from '../../../state/toasts';
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
  keepNewestPage,
  loadConversation,
  loadOlder,
  markSeen,
  retrySend,
  sendText,
  type ConversationModel,
} from '../models/conversation';
import { deleteOwn, editText, firstUnread } from '../models/message-actions';
import { isLocal } from '../models/thread';
import { startInbox } from '../models/realtime-sync';
import { chats } from '../models/chat-list';
import type { ThreadMessage } from '../models/types';
import { conversationKind } from '../models/validation';
import { AddMembersDialog } from './add-members-dialog';
import { Composer, type ComposerContext } from './composer';
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
  // Sent: only the server has it; delivered: a recipient's device has it; read: they have seen it.
  const [Icon, label] =
    message.s === 'p'
      ? [Clock, t('inbox.sending')]
      : message.s === 'r'
        ? [CheckCheck, t('inbox.read')]
        : message.s === 'd'
          ? [CheckCheck, t('inbox.delivered')]
          : [Check, t('inbox.sent')];
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
  /** The first message the person had not read when they opened the conversation: the divider goes above it. */
  unreadStart: boolean;
  actions: MessageActions;
}

/** What a message's menu does (stable across renders, so memoised rows do not re-render for them). */
interface MessageActions {
  reply: (message: ThreadMessage) => void;
  edit: (message: ThreadMessage) => void;
  remove: (message: ThreadMessage) => void;
  report: (message: ThreadMessage) => void;
}

/** The shared Report dialog, its own chunk, loaded the first time someone reports from a conversation. */
const ReportDialog = lazyComponent(async () => (await import('../../../components/ui/report-dialog')).default);

/** A long press on a touch screen opens the message's menu (as a right click does with a mouse). */
const LONG_PRESS_MS = 500;

async function copyText(text: string, done: string, failed: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(done);
  } catch {
    toast.error(failed);
  }
}

function QuoteOf({ message, me }: { message: ThreadMessage; me: string | undefined }) {
  const t = useT();
  const q = message.q;
  if (!q) return null;
  return (
    <span className="message__quote">
      <span className="message__quote-name">{q.u === me ? t('inbox.you') : `@${q.n ?? ''}`}</span>
      <span className="message__quote-text">{q.d ? t('inbox.deletedMessage') : q.m}</span>
    </span>
  );
}

function ActionsMenu({ message, own, actions }: { message: ThreadMessage; own: boolean; actions: MessageActions }) {
  const t = useT();
  const server = !isLocal(message);
  const deleted = Boolean(message.d);
  return (
    <Dropdown
      id={menuIdOf(message)}
      className="message-actions"
      label={t('inbox.messageActions')}
      align={own ? 'end' : 'start'}
      trigger={<EllipsisVertical size={16} aria-hidden="true" />}
    >
      {server && !deleted ? (
        <DropdownItem icon={<Reply size={16} />} onClick={() => actions.reply(message)}>
          {t('inbox.reply')}
        </DropdownItem>
      ) : null}
      {deleted ? null : (
        <DropdownItem icon={<Copy size={16} />} onClick={() => void copyText(message.m, t('inbox.copied'), t('inbox.copyFailed'))}>
          {t('inbox.copyText')}
        </DropdownItem>
      )}
      {own && server && !deleted ? (
        <>
          <DropdownItem icon={<Pencil size={16} />} onClick={() => actions.edit(message)}>
            {t('inbox.editMessage')}
          </DropdownItem>
          <DropdownItem icon={<Trash2 size={16} />} onClick={() => actions.remove(message)}>
            {t('inbox.deleteMessage')}
          </DropdownItem>
        </>
      ) : null}
      {!own && server && !deleted ? (
        <DropdownItem icon={<Flag size={16} />} onClick={() => actions.report(message)}>
          {t('inbox.reportMessage')}
        </DropdownItem>
      ) : null}
    </Dropdown>
  );
}

const menuIdOf = (message: ThreadMessage): string => `message-menu:${message.k ?? message.i}`;

// Memoised: appending a message re-renders the new row and the one that stops being the newest own message, not
// every mounted row (the "appending a message < 16 ms" budget).
const MessageRow = memo(function MessageRow({
  message,
  previous,
  me,
  community,
  isLastOwn,
  model,
  zone,
  lang,
  unreadStart,
  actions,
}: RowProps) {
  const t = useT();
  const own = message.u === me;
  const press = useRef<ReturnType<typeof setTimeout> | null>(null);
  const endPress = () => {
    if (press.current) clearTimeout(press.current);
    press.current = null;
  };
  const onPointerDown = (event: PointerEvent) => {
    if (event.pointerType !== 'touch') return;
    endPress();
    press.current = setTimeout(() => {
      press.current = null;
      toggleDropdown(menuIdOf(message));
    }, LONG_PRESS_MS);
  };
  // Nothing to act on while it is only in the outbox and failed? It can still be copied; every message has a menu.
  const hasMenu = !message.d || own;
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
      {unreadStart ? (
        <p className="message-unread" role="separator">
          {t('inbox.unreadDivider')}
        </p>
      ) : null}
      <div className={own ? 'message-line message-line--own' : 'message-line'}>
        <div
          className={own ? 'message message--own' : 'message'}
          data-state={message.s}
          data-deleted={message.d ? true : undefined}
          onContextMenu={(event) => {
            if (!hasMenu) return;
            event.preventDefault();
            toggleDropdown(menuIdOf(message));
          }}
          onPointerDown={onPointerDown}
          onPointerUp={endPress}
          onPointerCancel={endPress}
          onPointerMove={endPress}
        >
          {showSender ? <span className="message__sender">@{message.n ?? ''}</span> : null}
          <QuoteOf message={message} me={me} />
          {message.d ? (
            <p className="message__text message__text--deleted">
              <Ban size={14} aria-hidden="true" />
              {t('inbox.deletedMessage')}
            </p>
          ) : (
            <RichText as="p" className="message__text" text={message.m} />
          )}
          <span className="message__meta">
            {message.e !== undefined && !message.d ? <span className="message__edited">{t('inbox.edited')}</span> : null}
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
        {hasMenu ? <ActionsMenu message={message} own={own} actions={actions} /> : null}
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
  const [context, setContext] = useState<{ kind: 'reply' | 'edit'; message: ThreadMessage; key: string } | null>(null);

  /** Settles once the conversation is loaded (or caught up) and the unread divider placed: reading waits for it. */
  const opened = useRef<Promise<void> | null>(null);
  useEffect(() => {
    startInbox();
    model.unreadFrom.value = null;
    const known = model.info.peek();
    // Revisiting: the count the chat list showed, since nothing may be read before the divider is placed.
    const unreadBefore = known ? Math.max(model.unread.peek(), chats.peek()[known.c]?.u ?? 0) : 0;
    const opening = known ? catchUp(model) : loadConversation(model);
    opened.current = opening.then(() => {
      // Where the person stopped reading, before this visit marks it read.
      model.unreadFrom.value = firstUnread(model.messages.peek(), Math.max(unreadBefore, model.unread.peek()), user.peek()?.uid);
    });
    void opened.current.then(() => markSeen(model));
  }, [model]);

  const actions = useMemo<MessageActions>(
    () => ({
      reply: (message) => setContext({ kind: 'reply', message, key: `reply:${message.i}:${Date.now()}` }),
      edit: (message) => setContext({ kind: 'edit', message, key: `edit:${message.i}:${Date.now()}` }),
      remove: (message) =>
        void confirmAction({
          title: t('inbox.deleteTitle'),
          body: t('inbox.deleteBody'),
          confirmLabel: t('inbox.deleteMessage'),
          cancelLabel: t('inbox.cancel'),
          onConfirm: () =>
            deleteOwn(model, message).catch((error: unknown) => {
              toast.error(errorMessage(error));
            }),
        }),
      report: (message) =>
        openModal(<ReportDialog target={{ targetType: 'message', targetId: message.i }} />, { label: t('inbox.reportMessage') }),
    }),
    [model, t],
  );

  const id = info?.c;
  useEffect(() => {
    if (!id) return;
    activeConversation.value = id;
    void (opened.current ?? Promise.resolve()).then(() => markSeen(model));
    return () => {
      if (activeConversation.peek() === id) activeConversation.value = null;
      keepNewestPage(model);
    };
  }, [id, model]);

  const lastOwn = useMemo(() => {
    for (let index = messages.length - 1; index >= 0; index--) if (messages[index]?.u === me) return messages[index]?.i;
    return undefined;
  }, [messages, me]);

  const keyOf = useCallback((message: ThreadMessage) => (message.k ? `k:${message.k}` : message.i), []);
  const unreadFrom = model.unreadFrom.value;
  const startKey = useMemo(() => {
    const start = unreadFrom ? messages.find((m) => m.i === unreadFrom) : undefined;
    return start ? keyOf(start) : null;
  }, [unreadFrom, messages, keyOf]);
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
  const composerContext: ComposerContext | null = context
    ? {
        kind: context.kind,
        key: context.key,
        text: context.message.m,
        name: context.message.u === me ? '' : `@${context.message.n ?? info.name}`,
      }
    : null;
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
        {community && !info.restricted ? (
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
        {/* Its creator is its author: the server refuses a report of one's own content. */}
        {community && !info.mine ? (
          <button
            type="button"
            className="inbox-icon-button"
            aria-label={t('inbox.reportCommunity')}
            title={t('inbox.reportCommunity')}
            onClick={() =>
              openModal(<ReportDialog target={{ targetType: 'community', targetId: info.c }} name={info.name} />, {
                label: t('inbox.reportCommunity'),
              })
            }
          >
            <Flag size={18} aria-hidden="true" />
          </button>
        ) : null}
      </header>
      <OfflineBanner inConversation />
      {info.restricted ? (
        <p className="conversation__restricted" role="status">
          <ShieldAlert size={16} aria-hidden="true" /> {t('inbox.restrictedBanner')}
        </p>
      ) : null}
      <WindowedList
        items={messages}
        keyOf={keyOf}
        label={t('inbox.messagesLabel')}
        header={<div className="conversation__start">{header}</div>}
        onNearTop={onNearTop}
        followToken={follow}
        startKey={startKey}
        newRowsLabel={t('inbox.newMessages')}
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
            unreadStart={message.i === unreadFrom}
            actions={actions}
          />
        )}
      />
      <Composer
        conversation={info.c}
        disabled={info.restricted}
        context={composerContext}
        onCancel={() => setContext(null)}
        onSend={(text) => {
          const sent = sendText(model, text, context?.kind === 'reply' ? context.message : undefined);
          if (sent) {
            setFollow((n) => n + 1);
            setContext(null);
          }
          return sent;
        }}
        onEdit={async (text) => {
          if (context?.kind !== 'edit') return false;
          try {
            await editText(model, context.message, text);
            setContext(null);
            return true;
          } catch (error) {
            toast.error(errorMessage(error));
            return false;
          }
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
