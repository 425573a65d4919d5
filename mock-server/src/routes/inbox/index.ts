// Tag inbox: communities, contacts and the batched conversation list.
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { badRequest, notFound, unprocessable } from '../../lib/errors.ts';
import type { ContactRef, ContactRemoval, InboxQuery, NewCommunity } from '../../lib/types.ts';
import { currentUser } from '../../plugins/auth.ts';

export default async function inboxRoutes(app: FastifyInstance): Promise<void> {
  const { store } = app;

  app.operation<NewCommunity>('createCommunity', (request, reply, body) => {
    const user = currentUser(request);
    const community = store.inbox.createCommunity(user.uid, body.name, body.description, app.clock.now());
    reply.code(201);
    return ok('Community created', { uid: community.id });
  });

  app.operation<ContactRef>('addContact', (request, _reply, body) => {
    const user = currentUser(request);
    if (body.uid === user.uid) throw unprocessable('You cannot add yourself as a contact');
    const contact = store.users.get(body.uid);
    if (!contact) throw notFound('User not found');
    // The name part of the identifier (spec section 3); the stored username wins over what the client sent.
    const name = contact.userName || (body.nid.split('-')[0] ?? '');
    return ok('Contact added', store.contacts.add(user.uid, contact.uid, name));
  });

  app.operation<ContactRemoval>('removeContacts', (request, _reply, body) => {
    const user = currentUser(request);
    return ok('Contacts removed', store.contacts.remove(user.uid, body.uids));
  });

  app.operation('listContacts', (request) => ok('OK', store.contacts.list(currentUser(request).uid)));

  app.operation<InboxQuery>('listInbox', (request, _reply, body) => ok('OK', store.inbox.list(currentUser(request).uid, body.id)));
}
