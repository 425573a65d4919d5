// /inbox/notification in jsdom: each type's sentence composed in the reader's language (pt by default) from
// the structured fields, the server's `text` when there is no sender name or the type is unknown, and user
// content shown as text, never markup.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { language } from '../../../state/language';
import { NotificationsPage } from '../components/notifications-page';
import { composeNotification } from '../components/notification-text';
import { markNotificationsSeen, notifications, notificationsStatus } from '../models/notifications';
import { receive, subscribe } from '../../../lib/live/announce';
import { user, type User } from '../../../state/session';
import type { Notification, NotificationPage } from '../models/types';

let page: NotificationPage = { items: [], unread: 0, more: false };
vi.mock('../api/list-notifications', () => ({ listNotifications: async () => page }));
vi.mock('../models/realtime-sync', () => ({ startInbox: () => undefined }));
vi.mock('../api/mark-notifications-read', () => ({ markNotificationsRead: async () => ({ unread: 0, unreadMessages: 0 }) }));

const T = 1_795_000_000_000;
const BEN = 'u0000000002';
const note = (id: number, fields: Partial<Notification> & Pick<Notification, 'type' | 'text'>): Notification => ({
  id: `n${String(id).padStart(11, '0')}`,
  t: T - id,
  read: id % 2 === 0,
  ...fields,
});

const ITEMS: Notification[] = [
  note(1, { type: 'message', text: 'ben sent you a message', u: BEN, n: 'ben', link: '/inbox/abcdefghijkl' }),
  note(2, { type: 'message', text: 'ben added you to rps_league', u: BEN, n: 'ben', where: 'rps_league', link: '/inbox/abcdefghijklmn' }),
  note(3, {
    type: 'mention',
    text: 'ben mentioned you in lagos_devs: @ada can you share the slides?',
    u: BEN,
    n: 'ben',
    where: 'lagos_devs',
    excerpt: '@ada can you share the slides?',
    link: '/inbox/abcdefghijklmn',
  }),
  note(4, { type: 'mention', text: 'ben mentioned you: hi @ada', u: BEN, n: 'ben', excerpt: 'hi @ada' }),
  note(5, { type: 'follow', text: 'chidi started following you', u: 'u0000000003', n: 'chidi', link: '/@chidi' }),
  note(6, {
    type: 'challenge',
    text: 'eve challenged you to a game (5242880 OSBT)',
    u: 'u0000000005',
    n: 'eve',
    amount: 5_242_880,
    link: '/play',
  }),
  note(7, { type: 'challenge', text: 'eve challenged you to a game', n: 'eve' }),
  // An older server, or one that leaves out the sender: its own sentence is shown as it is.
  note(8, { type: 'follow', text: 'Someone started following you' }),
  note(9, { type: 'message', text: 'A message arrived', n: '  ' }),
];

const sentences = (): string[] => Array.from(document.querySelectorAll('.notification__text'), (el) => el.textContent ?? '');
const excerpts = (): string[] => Array.from(document.querySelectorAll('.notification__excerpt'), (el) => el.textContent ?? '');

async function showPage(items: Notification[]): Promise<void> {
  page = { items, unread: items.filter((n) => !n.read).length, more: false };
  render(
    <MemoryRouter>
      <NotificationsPage />
    </MemoryRouter>,
  );
  await screen.findAllByRole('listitem');
}

afterEach(() => {
  language.value = 'pt';
  notifications.value = [];
  notificationsStatus.value = 'idle';
});

describe('NotificationsPage', () => {
  it('writes each type’s sentence in Portuguese and falls back to the server’s text', async () => {
    await showPage(ITEMS);
    expect(sentences()).toEqual([
      'ben enviou uma mensagem para você',
      'ben adicionou você à comunidade rps_league',
      'ben mencionou você em lagos_devs',
      'ben mencionou você',
      'chidi começou a seguir você',
      'eve desafiou você para uma partida (5.242.880 OSBT)',
      'eve desafiou você para uma partida',
      'Someone started following you',
      'A message arrived',
    ]);
    expect(excerpts()).toEqual(['“@ada can you share the slides?”', '“hi @ada”']);
    // The sender (and the community) stand out from the sentence.
    expect(screen.getAllByText('ben', { selector: 'strong' })).toHaveLength(4);
    expect(screen.getByText('lagos_devs', { selector: 'strong' })).toBeTruthy();
  });

  it('follows the reader’s language when it changes', async () => {
    await showPage(ITEMS.slice(0, 6));
    act(() => {
      language.value = 'en';
    });
    expect(sentences()).toEqual([
      'ben sent you a message',
      'ben added you to rps_league',
      'ben mentioned you in lagos_devs',
      'ben mentioned you',
      'chidi started following you',
      'eve challenged you to a game (5,242,880 OSBT)',
    ]);
  });

  it('shows names, communities and excerpts as text, never as markup', async () => {
    await showPage([
      note(1, { type: 'mention', text: 'x', n: '<img src=x onerror=alert(1)>', where: '{name}', excerpt: '<b>bold</b> {where}' }),
    ]);
    expect(sentences()).toEqual(['<img src=x onerror=alert(1)> mencionou você em {name}']);
    expect(excerpts()).toEqual(['“<b>bold</b> {where}”']);
    expect(document.querySelector('.notification img[src="x"], .notification b')).toBeNull();
  });
});

describe('notifications about posts', () => {
  const LINK = '/@ada/post/p0000000301';
  const POSTS: Notification[] = [
    note(1, {
      type: 'mention',
      text: 'ben mentioned you in a post: hi @ada',
      u: BEN,
      n: 'ben',
      targetType: 'post',
      excerpt: 'hi @ada',
      link: LINK,
    }),
    note(2, { type: 'mention', text: 'x', u: BEN, n: 'ben', targetType: 'comment', excerpt: 'yes @ada', link: LINK }),
    note(3, { type: 'comment', text: 'ben commented on your post: Nice', u: BEN, n: 'ben', excerpt: 'Nice', link: LINK }),
    note(4, { type: 'like', text: 'ben liked your post', u: BEN, n: 'ben', link: LINK }),
  ];

  it('says who mentioned, commented or liked, in Portuguese then English, quoting the text, each leading to the post', async () => {
    await showPage(POSTS);
    expect(sentences()).toEqual([
      'ben mencionou você em uma publicação',
      'ben mencionou você em um comentário',
      'ben comentou na sua publicação',
      'ben curtiu sua publicação',
    ]);
    expect(excerpts()).toEqual(['“hi @ada”', '“yes @ada”', '“Nice”']);
    expect(Array.from(document.querySelectorAll('a.notification__link'), (a) => a.getAttribute('href'))).toEqual([LINK, LINK, LINK, LINK]);
    act(() => {
      language.value = 'en';
    });
    expect(sentences()).toEqual([
      'ben mentioned you in a post',
      'ben mentioned you in a comment',
      'ben commented on your post',
      'ben liked your post',
    ]);
  });
});

describe('domain expiry notices', () => {
  it('say which domain expires and when, in Portuguese then English, leading to its page', async () => {
    await showPage([
      note(1, {
        type: 'domain',
        text: 'Your domain ada.com expires in 30 days',
        domain: 'ada.com',
        days: 30,
        link: '/cloud/domain/manage/cd00000001',
      }),
      note(2, {
        type: 'domain',
        text: 'Your domain ada.com expires in 1 day',
        domain: 'ada.com',
        days: 1,
        link: '/cloud/domain/manage/cd00000001',
      }),
      note(3, { type: 'domain', text: 'Your domain ada.dev renews in 7 days', domain: 'ada.dev', days: 7, autoRenew: true }),
    ]);
    expect(sentences()).toEqual([
      'Seu domínio ada.com expira em 30 dias. Renove ou ative a renovação automática para mantê-lo.',
      'Seu domínio ada.com expira amanhã. Renove ou ative a renovação automática para mantê-lo.',
      'Seu domínio ada.dev será renovado automaticamente em 7 dias: mantenha OSBT suficiente no saldo.',
    ]);
    expect(Array.from(document.querySelectorAll('a.notification__link'), (a) => a.getAttribute('href'))).toEqual([
      '/cloud/domain/manage/cd00000001',
      '/cloud/domain/manage/cd00000001',
    ]);
    act(() => {
      language.value = 'en';
    });
    expect(sentences()[0]).toBe('Your domain ada.com expires in 30 days. Renew it or turn on auto-renew to keep it.');
  });
});

describe('live notifications', () => {
  it('a read in another tab of the account refetches the page', async () => {
    user.value = { uid: 'u0000000001' } as User;
    await showPage(ITEMS);
    expect(document.querySelectorAll('.notification[data-read="false"]').length).toBeGreaterThan(0);
    page = { items: ITEMS.map((n) => ({ ...n, read: true })), unread: 0, more: false };
    await act(async () => {
      receive({ uid: 'u0000000001', topic: 'notifications' });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.querySelectorAll('.notification[data-read="false"]')).toHaveLength(0);
    user.value = null;
  });

  it('marking read announces it to the other tabs', async () => {
    const heard = vi.fn();
    const off = subscribe('notifications', heard);
    await markNotificationsSeen(['n00000000001']);
    expect(heard).toHaveBeenCalledTimes(1);
    off();
  });
});

describe('composeNotification', () => {
  it('leaves the sentence to the server for a type it does not know, or a stake that is not a whole positive number', () => {
    const unknown = { ...note(1, { type: 'follow', text: 'ben poked you', n: 'ben' }), type: 'poke' } as unknown as Notification;
    expect(composeNotification(unknown, 'pt')).toBeNull();
    for (const amount of [0, -5, 2.5, Number.NaN]) {
      expect(composeNotification(note(2, { type: 'challenge', text: 'x', n: 'eve', amount }), 'pt')?.key).toBe('inbox.notifyChallenge');
    }
  });

  it('uses the community only in sentences that name one, and ignores an empty one', () => {
    expect(composeNotification(note(1, { type: 'message', text: 'x', n: 'ben', where: ' ' }), 'pt')).toEqual({
      key: 'inbox.notifyMessage',
      params: { name: 'ben' },
    });
    expect(composeNotification(note(2, { type: 'follow', text: 'x', n: 'ben', where: 'lagos_devs' }), 'pt')).toEqual({
      key: 'inbox.notifyFollow',
      params: { name: 'ben' },
    });
  });
});

describe('moderation notices and report outcomes', () => {
  // 2026-11-26 15:00 UTC, shown in the reader's zone (UTC here: no preference).
  const UNTIL = Date.UTC(2026, 10, 26, 15);
  const MODERATION: Notification[] = [
    note(1, { type: 'moderation', text: 'x', action: 'remove', targetType: 'post', reason: 'scam', note: 'Asks for OSBT up front' }),
    note(2, { type: 'moderation', text: 'x', action: 'suspend', targetType: 'profile', reason: 'spam', until: UNTIL }),
    note(3, { type: 'moderation', text: 'x', action: 'lift', targetType: 'profile' }),
    note(4, { type: 'report', text: 'x', action: 'dismiss', targetType: 'comment' }),
    note(5, { type: 'report', text: 'x', action: 'remove', targetType: 'post' }),
    // An action this client does not know: the server's sentence.
    { ...note(6, { type: 'moderation', text: 'Your post was hidden', targetType: 'post' }), action: 'hide' } as unknown as Notification,
  ];

  it('"the person … is told why; the reporter learns the outcome", in Portuguese, with the reason and the note', async () => {
    await showPage(MODERATION);
    expect(sentences()).toEqual([
      'Sua publicação foi removida por violar as regras da comunidade',
      expect.stringMatching(/^Sua conta está suspensa até 26 de nov\. de 2026,? 15:00: até lá/),
      'Sua suspensão terminou: você já pode publicar, comentar e enviar mensagens',
      'Analisamos o comentário que você denunciou e não encontramos violação das regras',
      'Analisamos a publicação que você denunciou e removemos o conteúdo',
      'Your post was hidden',
    ]);
    expect(excerpts()).toEqual(['Motivo: Golpe ou fraude', 'Nota da moderação: “Asks for OSBT up front”', 'Motivo: Spam']);
  });

  it('says the same in English', () => {
    language.value = 'en';
    expect(composeNotification(MODERATION[3]!, 'en')).toEqual({
      key: 'inbox.notifyOutcome.dismiss',
      params: { thing: 'inbox.notifyReport.comment' },
    });
    expect(composeNotification(MODERATION[1]!, 'en', 'America/Sao_Paulo')?.params.until).toMatch(/^Nov 26, 2026,? 12:00\sPM$/);
  });

  it('says a chat message was removed and a community restricted, to the author and to the reporter', async () => {
    await showPage([
      note(1, { type: 'moderation', text: 'x', action: 'remove', targetType: 'message', reason: 'harassment' }),
      note(2, { type: 'moderation', text: 'x', action: 'restrict', targetType: 'community' }),
      note(3, { type: 'report', text: 'x', action: 'remove', targetType: 'message' }),
      note(4, { type: 'report', text: 'x', action: 'restrict', targetType: 'community' }),
    ]);
    expect(sentences()).toEqual([
      'Sua mensagem foi removida por violar as regras da comunidade',
      'Sua comunidade foi restringida pela moderação: ela não recebe mais mensagens nem membros',
      'Analisamos a mensagem que você denunciou e removemos o conteúdo',
      'Analisamos a comunidade que você denunciou e a restringimos',
    ]);
  });
});
