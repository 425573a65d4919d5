// /inbox/notification (spec section 2): the person's notifications (messages, mentions, follows, challenges,
// comments and likes on their posts, moderation notices, report outcomes),
// newest first, unread ones marked; opening one marks it read, and all can be marked read at once. Live: news
// (realtime `i`), a read in another tab and the tab shown again refetch it.
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useSignals } from '@preact/signals-react/runtime';
import {
  AtSign,
  Bell,
  Flag,
  Gamepad2,
  Globe,
  Scale,
  Heart,
  MessageCircle,
  MessageSquareText,
  ShieldAlert,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { RelativeTime } from '../../../components/ui/relative-time';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api/errors';
import { useLive } from '../../../lib/live/use-live';
import { toast } from '../../../state/toasts';
import { useT } from '../../../i18n';
import {
  loadNotifications,
  markNotificationsSeen,
  notifications,
  notificationsError,
  notificationsMore,
  notificationsStatus,
  notificationsUnread,
} from '../models/notifications';
import { startInbox } from '../models/realtime-sync';
import type { Notification } from '../models/types';
import { NotificationText } from './notification-text';
import './inbox-i18n';
import './inbox.css';
import type { TextKey } from '../../../i18n/keys';

const ICONS: Record<Notification['type'], LucideIcon> = {
  message: MessageCircle,
  mention: AtSign,
  follow: UserPlus,
  challenge: Gamepad2,
  comment: MessageSquareText,
  like: Heart,
  moderation: ShieldAlert,
  report: Flag,
  domain: Globe,
  p2p: Scale,
};
const TYPE_KEYS: Record<Notification['type'], TextKey> = {
  message: 'inbox.typeMessage',
  mention: 'inbox.typeMention',
  follow: 'inbox.typeFollow',
  challenge: 'inbox.typeChallenge',
  comment: 'inbox.typeComment',
  like: 'inbox.typeLike',
  moderation: 'inbox.typeModeration',
  report: 'inbox.typeReport',
  domain: 'inbox.typeDomain',
  p2p: 'inbox.typeP2p',
};

function mark(ids: string[]): void {
  markNotificationsSeen(ids).catch((error: unknown) => toast.error(errorMessage(error)));
}

function NotificationRow({ item }: { item: Notification }) {
  const t = useT();
  const Icon = ICONS[item.type];
  const body = (
    <>
      <span className="notification__avatar">
        {item.n === undefined ? (
          // From the platform itself (moderation, report outcomes): no person to picture, the type's icon instead.
          <span className="notification__system" title={t(TYPE_KEYS[item.type])}>
            <Icon size={20} aria-hidden="true" />
          </span>
        ) : (
          <>
            <Avatar uid={item.u} userName={item.n} size={40} />
            <span className="notification__icon" title={t(TYPE_KEYS[item.type])}>
              <Icon size={12} aria-hidden="true" />
            </span>
          </>
        )}
      </span>
      <span className="notification__main">
        <NotificationText item={item} />
        <span className="notification__meta">
          {t(TYPE_KEYS[item.type])} · <RelativeTime at={item.t} />
          {item.read ? null : <span className="visually-hidden"> · {t('inbox.unreadNotification')}</span>}
        </span>
      </span>
      {item.read ? null : <span className="notification__dot" aria-hidden="true" />}
    </>
  );
  const onOpen = () => {
    if (!item.read) mark([item.id]);
  };
  return (
    <li className="notification" data-read={item.read}>
      {item.link ? (
        <Link to={item.link} className="notification__link" onClick={onOpen}>
          {body}
        </Link>
      ) : (
        <button type="button" className="notification__link" onClick={onOpen}>
          {body}
        </button>
      )}
    </li>
  );
}

export function NotificationsPage() {
  useSignals();
  const t = useT();
  useEffect(() => {
    startInbox();
    void loadNotifications();
  }, []);
  useLive('notifications', () => loadNotifications());
  const items = notifications.value;
  const status = notificationsStatus.value;
  const unreadIds = items.filter((n) => !n.read).map((n) => n.id);

  return (
    <section className="area-page area-page--narrow notifications">
      <header className="area-page__header">
        <h1>{t('inbox.notificationsTitle')}</h1>
        <Button
          variant="secondary"
          size="sm"
          disabled={notificationsUnread.value === 0 || unreadIds.length === 0}
          onClick={() => mark(unreadIds)}
        >
          {t('inbox.markAllRead')}
        </Button>
      </header>
      {status === 'loading' || status === 'idle' ? (
        <Spinner />
      ) : status === 'error' ? (
        <EmptyState message={notificationsError.value ?? undefined}>
          <Button variant="secondary" size="sm" onClick={() => void loadNotifications()}>
            {t('inbox.tryAgain')}
          </Button>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon={<Bell size={32} />} message={t('inbox.noNotifications')} />
      ) : (
        <>
          <ul className="notifications__list">
            {items.map((item) => (
              <NotificationRow key={item.id} item={item} />
            ))}
          </ul>
          {notificationsMore.value ? (
            <Button variant="ghost" onClick={() => void loadNotifications(true)}>
              {t('inbox.loadMore')}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
