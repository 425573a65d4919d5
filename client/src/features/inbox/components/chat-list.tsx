// The chat list (spec section 3): each conversation with its last message, time in the person's zone and unread
// count; direct chats (12-character ids) and communities (14) told apart. Desktop: the list panel; mobile: /inbox.
import { memo, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { NavLink, useParams } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import { MessageSquarePlus, UsersRound } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { openModal } from '../../../state/modal';
import { language } from '../../../state/language';
import { user } from '../../../state/session';
import { useT } from '../../../i18n';
import { chatListStatus, refreshInbox, sortedChats } from '../models/chat-list';
import { startInbox } from '../models/realtime-sync';
import { followOtherTabs } from '../models/other-tabs';
import type { ChatSummary } from '../models/types';
import { ContactsList } from './contacts-list';
import { CreateCommunityDialog } from './create-community-dialog';
import { listTime } from './format';
import { NewChatDialog } from './new-chat-dialog';
import { OfflineBanner } from './offline-banner';
import * as rowWindow from '../../../lib/windowing/row-window';
import { useWindowedRows } from '../../../lib/windowing/use-windowed-rows';
import './inbox-i18n';
import './inbox.css';

/**
 * Memoised on its chat (a summary object the list model replaces only when that chat changes) and whether it is
 * open: sending a message, a new message in one chat or opening another re-renders the rows that changed, not the
 * whole list.
 */
const ChatRow = memo(function ChatRow({ chat, active }: { chat: ChatSummary; active: boolean }) {
  useSignals();
  const t = useT();
  const me = user.value;
  const lang = language.value;
  const mine = chat.l.u === me?.uid;
  const community = chat.type === 'community';
  const unread = chat.u > 0 ? t('inbox.unread', { count: chat.u }) : '';
  return (
    <NavLink
      to={`/inbox/${encodeURIComponent(chat.id)}`}
      className="inbox-chat"
      data-active={active || undefined}
      data-unread={chat.u > 0 || undefined}
    >
      {/* The row is named by what it shows (name, kind, unread, time, last message) so the visible text is part of
            the name (WCAG 2.5.3); the kind and the unread count are spelled out for screen readers. */}
      <span className="inbox-chat__avatar" aria-hidden="true">
        <Avatar uid={community ? null : chat.peer} userName={chat.name} size={40} />
        {community ? (
          <span className="inbox-chat__kind" title={t('inbox.community')}>
            <UsersRound size={12} aria-hidden="true" />
          </span>
        ) : null}
      </span>
      <span className="inbox-chat__main">
        <span className="inbox-chat__top">
          <span className="inbox-chat__name">
            {chat.name}
            {community ? <span className="visually-hidden">{` · ${t('inbox.community')}`}</span> : null}
            {unread ? <span className="visually-hidden">{` · ${unread}`}</span> : null}
          </span>
          <time className="inbox-chat__time" dateTime={new Date(chat.t).toISOString()}>
            {listTime(chat.t, Date.now(), me?.timeZone, lang)}
          </time>
        </span>
        <span className="inbox-chat__bottom">
          <span className="inbox-chat__last">
            {mine ? t('inbox.youPrefix') : ''}
            {chat.l.d ? t('inbox.deletedMessage') : chat.l.m}
          </span>
          {chat.u > 0 ? (
            <span className="inbox-badge" aria-hidden="true">
              {chat.u > 99 ? '99+' : chat.u}
            </span>
          ) : null}
        </span>
      </span>
    </NavLink>
  );
});

/** A chat row's height before it is measured (avatar 40 px and the padding around it). */
const CHAT_ROW_HEIGHT = 64;
const chatKey = (chat: ChatSummary) => chat.id;
/** Row heights measured this session: coming back to the list (Back on a phone) restores its place on the same row. */
const chatRowHeights = new Map<string, number>();

/**
 * The conversations, windowed: ada's 5,000 at the ×100 seed would otherwise mount 5,000 rows. The rows around the
 * viewport are mounted, each telling screen readers its place in the whole list (aria-posinset/aria-setsize).
 */
function Chats({ list, uid, label }: { list: readonly ChatSummary[]; uid: string | undefined; label: string }) {
  const keys = useMemo(() => list.map(chatKey), [list]);
  const { listRef, measure, start, end, before, after } = useWindowedRows<HTMLUListElement>(keys, CHAT_ROW_HEIGHT, {
    heights: chatRowHeights,
    engine: rowWindow,
  });
  const rows: ReactNode[] = [];
  for (let index = start; index < end; index++) {
    const chat = list[index];
    if (!chat) continue;
    rows.push(
      <li key={chat.id} ref={measure} data-key={chat.id} aria-setsize={list.length} aria-posinset={index + 1}>
        <ChatRow chat={chat} active={uid === chat.id || (uid !== undefined && uid === chat.peer)} />
      </li>,
    );
  }
  return (
    <ul ref={listRef} className="inbox-chats" aria-label={label} style={{ paddingTop: before, paddingBottom: after }}>
      {rows}
    </ul>
  );
}

/** The inbox list with its two tabs (conversations, contacts) and the new chat / new community buttons. */
export function ChatList({ heading = 'h2' }: { heading?: 'h1' | 'h2' }) {
  useSignals();
  const t = useT();
  const { uid } = useParams();
  const [tab, setTab] = useState<'chats' | 'contacts'>('chats');
  const ids = { chats: useId(), contacts: useId() };
  useEffect(() => startInbox(), []);
  useEffect(() => followOtherTabs(), []);
  const Heading = heading;
  const status = chatListStatus.value;
  const list = sortedChats.value;

  return (
    <div className="inbox-list">
      <div className="inbox-list__header">
        <Heading className="inbox-list__title">{t('inbox.chats')}</Heading>
        <div className="inbox-list__actions">
          <button
            type="button"
            className="inbox-icon-button"
            aria-label={t('inbox.newChat')}
            title={t('inbox.newChat')}
            onClick={() => openModal(<NewChatDialog />, { label: t('inbox.newChat') })}
          >
            <MessageSquarePlus size={18} aria-hidden="true" />
          </button>
          <button
            type="button"
            className="inbox-icon-button"
            aria-label={t('inbox.newCommunity')}
            title={t('inbox.newCommunity')}
            onClick={() => openModal(<CreateCommunityDialog />, { label: t('inbox.newCommunity') })}
          >
            <UsersRound size={18} aria-hidden="true" />
          </button>
        </div>
      </div>
      <OfflineBanner />
      <div className="inbox-tabs" role="tablist" aria-label={t('inbox.listLabel')}>
        <button type="button" role="tab" id={ids.chats} aria-selected={tab === 'chats'} onClick={() => setTab('chats')}>
          {t('inbox.chats')}
        </button>
        <button type="button" role="tab" id={ids.contacts} aria-selected={tab === 'contacts'} onClick={() => setTab('contacts')}>
          {t('inbox.contacts')}
        </button>
      </div>
      <div role="tabpanel" aria-labelledby={tab === 'chats' ? ids.chats : ids.contacts} className="inbox-list__body">
        {tab === 'contacts' ? (
          <ContactsList />
        ) : list.length > 0 ? (
          <Chats list={list} uid={uid} label={t('inbox.listLabel')} />
        ) : status === 'loading' || status === 'idle' ? (
          <div className="inbox-list__status">
            <Spinner label={t('inbox.loadingChats')} />
          </div>
        ) : status === 'error' ? (
          <EmptyState message={t('inbox.loadFailed')}>
            <Button variant="secondary" size="sm" onClick={() => void refreshInbox().catch(() => undefined)}>
              {t('inbox.tryAgain')}
            </Button>
          </EmptyState>
        ) : (
          <EmptyState message={t('inbox.noChats')} />
        )}
      </div>
    </div>
  );
}

/** The desktop list panel's content for the inbox pages. */
export function InboxListPanel() {
  return <ChatList />;
}
