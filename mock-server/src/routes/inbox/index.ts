// Tag inbox: messages (send, history, read), communities and their members, contacts, notifications and the
// batched conversation list. Every new message pushes `i` to every member's sockets; a read pushes `x` to the
// senders whose messages became read (spec section 4); an edit, a delete or a delivery receipt pushes the JSON
// frame `{type: 'm'}` with the changed messages (contracts/asyncapi.yaml).
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import { currentUser } from '../../plugins/auth.ts';
import type { Conversation, StoredMessage } from '../../store/inbox.ts';
import { excerptOf } from '../../store/notifications.ts';
import { nidOf } from '../../store/users.ts';

/** Realtime frames of spec section 4. */
const INBOX_NEWS = 'i';
const READ = 'x';
/** JSON frame type: messages of a conversation changed (edited, deleted, delivered). */
const CHANGED = 'm' as const;

const MENTION = /@(\w+)/g;

export default function inboxRoutes(app: FastifyInstance): void {
  const { store } = app;
  const { inbox } = store;

  const memberNames = (conversation: Conversation): Record<string, string> =>
    Object.fromEntries(conversation.members.map((uid) => [uid, store.users.get(uid)?.userName ?? '']));

  /** Notifications a new message makes: a collapsed "sent you a message" per direct chat, and @mentions. */
  const changedFrame = (conversation: Conversation, messages: readonly StoredMessage[]) => ({
    type: CHANGED,
    data: { c: conversation.id, messages: messages.map((m) => inbox.view(conversation, m)) },
  });

  /** Edits and deletes reach every member's tabs (the author's other tabs too). */
  const fanOutChange = (conversation: Conversation, message: StoredMessage): void => {
    const frame = changedFrame(conversation, [message]);
    for (const uid of conversation.members) app.realtime.send(uid, frame);
  };

  /** A conversation the user is in, by its id (edit, delete, receipts name the conversation, not a person). */
  const conversationOf = (uid: string, c: string): Conversation => {
    const { conversation } = inbox.resolve(uid, c);
    if (!conversation) throw notFound('inbox.conversationNotFound');
    return conversation;
  };

  const notify = (conversation: Conversation, from: string, text: string, at: number): void => {
    const sender = store.users.get(from)?.userName ?? '';
    const link = `/inbox/${conversation.id}`;
    if (conversation.type === 'chat') {
      for (const uid of conversation.members) {
        if (uid === from) continue;
        inbox.notifications.add(uid, {
          type: 'message',
          text: `${sender} sent you a message`,
          u: from,
          n: sender,
          link,
          t: at,
          key: `message:${conversation.id}`,
        });
      }
    }
    const mentioned = new Set([...text.matchAll(MENTION)].map((match) => (match[1] ?? '').toLowerCase()));
    for (const uid of conversation.members) {
      const name = store.users.get(uid)?.userName;
      if (uid === from || !name || !mentioned.has(name)) continue;
      const where = conversation.type === 'community' ? conversation.name : undefined;
      const excerpt = excerptOf(text);
      inbox.notifications.add(uid, {
        type: 'mention',
        text: `${sender} mentioned you${where === undefined ? '' : ` in ${where}`}: ${excerpt}`,
        u: from,
        n: sender,
        ...(where === undefined ? {} : { where }),
        excerpt,
        link,
        t: at,
      });
    }
  };

  app.operation('sendMessage', (request, reply, body) => {
    const user = currentUser(request);
    if (body.m.trim().length === 0) throw badRequest('inbox.messageBlank', { field: 'm' });
    const at = app.clock.now();
    const { message, conversation, replay } = inbox.send(user.uid, body.to, body.m, body.k, at, body.q);
    if (!replay) {
      // Every member's tabs, the sender's other tabs included, fetch the inbox.
      for (const uid of conversation.members) app.realtime.send(uid, INBOX_NEWS);
      notify(conversation, user.uid, body.m, at);
      reply.code(201);
    }
    const data = { ...inbox.view(conversation, message), c: conversation.id, n: user.userName, k: body.k };
    return ok(replay ? 'inbox.messageAlreadySent' : 'inbox.messageSent', data);
  });

  app.operation('getHistory', (request, _reply, body) => {
    const user = currentUser(request);
    if (body.before !== undefined && body.after !== undefined) throw badRequest('inbox.beforeOrAfter');
    const resolved = inbox.resolve(user.uid, body.c);
    const { conversation, peer } = resolved;
    const peerUser = peer === undefined ? undefined : store.users.get(peer);
    const page = conversation ? inbox.history(conversation, body) : { messages: [], more: false };
    const type = conversation?.type ?? 'chat';
    const name = type === 'community' ? (conversation?.name ?? '') : (peerUser?.userName ?? '');
    return ok('common.ok', {
      c: resolved.id,
      type,
      name,
      nid: type === 'community' ? name : ((peerUser && nidOf(peerUser)) ?? ''),
      ...(peer === undefined ? {} : { peer }),
      description: conversation?.description ?? '',
      members: conversation?.members.length ?? 2,
      mine: type === 'community' && conversation?.createdBy === user.uid,
      restricted: conversation ? app.admin.repo.moderation.isRestricted(conversation.id) : false,
      unread: conversation ? inbox.unread(conversation, user.uid) : 0,
      more: page.more,
      messages: conversation ? page.messages.map((m) => ({ ...inbox.view(conversation, m), n: store.users.get(m.u)?.userName ?? '' })) : [],
    });
  });

  app.operation('markRead', (request, _reply, body) => {
    const user = currentUser(request);
    const { conversation } = inbox.resolve(user.uid, body.c);
    if (!conversation) throw notFound('inbox.conversationNotFound');
    const { senders, lastRead } = inbox.markRead(conversation, user.uid, body.i);
    for (const uid of senders) app.realtime.send(uid, READ);
    const unread = inbox.unread(conversation, user.uid);
    // A chat read to its end: its "sent you a message" notification has been seen too.
    if (unread === 0) inbox.notifications.markKeyRead(user.uid, `message:${conversation.id}`);
    return ok('common.ok', {
      c: conversation.id,
      ...(lastRead === undefined ? {} : { i: lastRead }),
      unread,
    });
  });

  app.operation('markReceived', (request, _reply, body) => {
    const user = currentUser(request);
    const conversation = conversationOf(user.uid, body.c);
    const { changed, senders } = inbox.markReceived(conversation, user.uid, body.i);
    if (changed.length > 0) {
      const frame = changedFrame(conversation, changed);
      for (const uid of senders) app.realtime.send(uid, frame);
    }
    return ok('common.ok', changedFrame(conversation, changed).data);
  });

  app.operation('editMessage', (request, _reply, body) => {
    const user = currentUser(request);
    if (body.m.trim().length === 0) throw badRequest('inbox.messageBlank', { field: 'm' });
    const conversation = conversationOf(user.uid, body.c);
    const message = inbox.edit(conversation, user.uid, body.i, body.m, app.clock.now());
    fanOutChange(conversation, message);
    return ok('inbox.messageEdited', { ...inbox.view(conversation, message), c: conversation.id });
  });

  app.operation('deleteMessage', (request, _reply, body) => {
    const user = currentUser(request);
    const conversation = conversationOf(user.uid, body.c);
    const message = inbox.remove(conversation, user.uid, body.i);
    fanOutChange(conversation, message);
    return ok('inbox.messageDeleted', { ...inbox.view(conversation, message), c: conversation.id });
  });

  app.operation('createCommunity', (request, reply, body) => {
    const user = currentUser(request);
    const community = inbox.createCommunity(user.uid, body.name, body.description, app.clock.now());
    app.realtime.send(user.uid, INBOX_NEWS);
    reply.code(201);
    return ok('inbox.communityCreated', { uid: community.id });
  });

  app.operation('inviteToCommunity', (request, _reply, body) => {
    const user = currentUser(request);
    const { conversation } = inbox.resolve(user.uid, body.c);
    if (!conversation || conversation.type !== 'community') throw notFound('inbox.conversationNotFound');
    const unknown = body.uids.find((uid) => !store.users.get(uid));
    if (unknown) throw notFound('inbox.memberNotFound', { uid: unknown });
    const before = new Set(conversation.members);
    inbox.addMembers(conversation, body.uids);
    const at = app.clock.now();
    for (const uid of body.uids) {
      if (before.has(uid)) continue;
      inbox.notifications.add(uid, {
        type: 'message',
        text: `${user.userName} added you to ${conversation.name}`,
        u: user.uid,
        n: user.userName,
        where: conversation.name,
        link: `/inbox/${conversation.id}`,
        t: at,
      });
      app.realtime.send(uid, INBOX_NEWS);
    }
    return ok('inbox.membersAdded', { c: conversation.id, members: memberNames(conversation) });
  });

  app.operation('addContact', (request, _reply, body) => {
    const user = currentUser(request);
    if (body.uid === user.uid) throw unprocessable('inbox.contactSelf');
    const contact = store.users.get(body.uid);
    if (!contact) throw notFound('inbox.userNotFound');
    // The name part of the identifier (spec section 3); the stored username wins over what the client sent.
    const name = contact.userName || (body.nid.split('-')[0] ?? '');
    return ok('inbox.contactAdded', store.contacts.add(user.uid, contact.uid, name));
  });

  app.operation('removeContacts', (request, _reply, body) => {
    const user = currentUser(request);
    return ok('inbox.contactsRemoved', store.contacts.remove(user.uid, body.uids));
  });

  app.operation('listContacts', (request) => ok('common.ok', store.contacts.list(currentUser(request).uid)));

  app.operation('listInbox', (request, _reply, body) => ok('common.ok', inbox.list(currentUser(request).uid, body.id)));

  app.operation('listNotifications', (request, _reply, body) => {
    // Clock-driven notices (a domain about to expire) are due whether or not the person visited that area.
    if (app.hasDecorator('cloudTick')) app.cloudTick();
    return ok('common.ok', inbox.notifications.list(currentUser(request).uid, body.before, body.limit));
  });

  app.operation('markNotificationsRead', (request, _reply, body) => {
    const { uid } = currentUser(request);
    const unread = inbox.notifications.markRead(uid, body.ids);
    return ok('common.ok', { unread, unreadMessages: inbox.notifications.unreadMessages(uid) });
  });
}
