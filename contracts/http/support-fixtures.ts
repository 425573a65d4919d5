// Fixture calls of the support operations (spread into fixtures.ts): each gets a 2xx with real data. main (ada on
// the mock, who is staff) opens its own tickets, so both the person's calls and the staff desk's have one to
// work on; request ids are unique per run, since opening a ticket is idempotent by request id.
import { dataOf, type World } from '../lib/world.ts';
import type { Fixture } from './fixtures.ts';

const runTag = Date.now().toString(36);
let sequence = 0;

/** main opens a fresh ticket; answers its id. */
async function openTicket(w: World): Promise<string | undefined> {
  const body = {
    requestId: `sup-${runTag}-${++sequence}`,
    subject: `Contract suite ticket ${sequence}`,
    category: 'other',
    message: 'Opened by the contract suite to check the support calls.',
  };
  const opened = await w.call('supportTicketCreate', { body, label: 'main opens a ticket' });
  const id = (dataOf(opened)?.ticket as { id?: unknown } | undefined)?.id;
  return typeof id === 'string' ? id : undefined;
}

/** A ticket of main's that staff (main) answered and solved. */
async function solvedTicket(w: World): Promise<string | undefined> {
  const id = await openTicket(w);
  if (id)
    await w.call('adminSupportReply', {
      body: { id, message: 'Solved by the contract suite.', status: 'solved' },
      label: 'staff answer and solve it',
    });
  return id;
}

/** A fresh contact-page message (sent signed out); answers its reference. */
async function contactMessage(w: World): Promise<string | undefined> {
  const body = {
    requestId: `ct-${runTag}-${++sequence}`,
    name: 'Contract Suite',
    email: 'contract.suite@example.com',
    topic: 'general',
    message: 'Sent by the contract suite to check the contact form.',
  };
  const id = dataOf(await w.call('supportContact', { as: 'none', body, label: 'a contact message, signed out' }))?.id;
  return typeof id === 'string' ? id : undefined;
}

export const supportFixtures: Record<string, Fixture> = {
  async platformStatus(w) {
    await w.call('platformStatus', { body: {}, label: 'the platform status' });
  },
  async supportContact(w) {
    await contactMessage(w);
  },
  async adminContactMessages(w) {
    await contactMessage(w);
    await w.call('adminContactMessages', { body: {}, label: 'new contact messages (staff)' });
    await w.call('adminContactMessages', { body: { filter: 'all' }, label: 'every contact message (staff)' });
  },
  async adminContactReply(w) {
    const id = await contactMessage(w);
    if (id)
      await w.call('adminContactReply', {
        body: { id, text: 'Answered by the contract suite, by e-mail.' },
        label: `staff reply to ${id}`,
      });
  },
  async adminContactStatus(w) {
    const id = await contactMessage(w);
    if (!id) return;
    await w.call('adminContactStatus', { body: { id, status: 'answered' }, label: `staff mark ${id} handled` });
    await w.call('adminContactStatus', { body: { id, status: 'new' }, label: `staff reopen ${id}` });
  },
  async supportTickets(w) {
    await w.call('supportTickets', { body: {}, label: 'my tickets' });
  },
  async supportTicketCreate(w) {
    await openTicket(w);
  },
  async supportTicket(w) {
    const id = await openTicket(w);
    if (id) await w.call('supportTicket', { body: { id }, label: `ticket ${id}` });
  },
  async supportTicketReply(w) {
    const id = await openTicket(w);
    if (id) await w.call('supportTicketReply', { body: { id, message: 'One more detail from the contract suite.' }, label: 'a reply' });
  },
  async supportTicketClose(w) {
    const id = await openTicket(w);
    if (id) await w.call('supportTicketClose', { body: { id }, label: 'close it' });
  },
  async supportTicketReopen(w) {
    const id = await openTicket(w);
    if (!id) return;
    await w.call('supportTicketClose', { body: { id }, label: 'close it' });
    await w.call('supportTicketReopen', { body: { id }, label: 'reopen it' });
  },
  async supportTicketRate(w) {
    const id = await solvedTicket(w);
    if (id)
      await w.call('supportTicketRate', { body: { id, score: 5, comment: 'Checked by the contract suite' }, label: 'rate the answer' });
  },
  async adminSupportTickets(w) {
    await w.call('adminSupportTickets', { body: {}, label: 'the open queue (staff)' });
    await w.call('adminSupportTickets', {
      body: { filter: 'all', query: 'contract', sort: 'oldest', mine: false },
      label: 'all, searched, oldest first (staff)',
    });
  },
  async adminSupportUser(w) {
    const me = await w.session('main');
    await w.call('adminSupportUser', { body: { uid: me.uid }, label: "main's support page (staff)" });
  },
  async adminSupportTicket(w) {
    const id = await openTicket(w);
    if (id) await w.call('adminSupportTicket', { body: { id }, label: `ticket ${id} (staff)` });
  },
  async adminSupportReply(w) {
    const id = await openTicket(w);
    if (!id) return;
    await w.call('adminSupportReply', {
      body: { id, message: 'An internal note from the contract suite.', internal: true },
      label: 'an internal note (staff)',
    });
    await w.call('adminSupportReply', { body: { id, message: 'An answer from the contract suite.' }, label: 'an answer (staff)' });
  },
  async adminSupportAssign(w) {
    const id = await openTicket(w);
    if (id) await w.call('adminSupportAssign', { body: { id, assign: true }, label: 'assign to me (staff)' });
  },
  async adminSupportPriority(w) {
    const id = await openTicket(w);
    if (id) await w.call('adminSupportPriority', { body: { id, priority: 'urgent' }, label: 'mark urgent (staff)' });
  },
  async adminSupportPresence(w) {
    const id = await openTicket(w);
    if (id) {
      await w.call('adminSupportPresence', { body: { id, state: 'typing' }, label: 'writing an answer (staff)' });
      await w.call('adminSupportPresence', { body: { id, state: 'left' }, label: 'left the ticket (staff)' });
    }
  },
  async adminSupportStatus(w) {
    const id = await openTicket(w);
    if (id) await w.call('adminSupportStatus', { body: { id, status: 'solved' }, label: 'mark solved (staff)' });
  },
  async adminSupportSavedReplies(w) {
    await w.call('adminSupportSavedReplies', { body: {}, label: 'the saved replies (staff)' });
  },
  async adminSupportSavedReplyCreate(w) {
    await savedReply(w);
  },
  async adminSupportSavedReplyUpdate(w) {
    const id = await savedReply(w);
    if (id)
      await w.call('adminSupportSavedReplyUpdate', {
        body: { id, title: `Contract suite reply ${runTag} ${sequence} edited`, body: 'Hi {name}, edited by the contract suite.' },
        label: 'edit it (staff)',
      });
  },
  async adminSupportSavedReplyDelete(w) {
    const id = await savedReply(w);
    if (id) await w.call('adminSupportSavedReplyDelete', { body: { id }, label: 'delete it (staff)' });
  },
};

/** main (staff) saves a reply with a title unique to this run; answers its id. */
async function savedReply(w: World): Promise<string | undefined> {
  const body = { title: `Contract suite reply ${runTag} ${++sequence}`, body: 'Hi {name}, saved by the contract suite.' };
  const saved = await w.call('adminSupportSavedReplyCreate', { body, label: 'save a reply (staff)' });
  const id = dataOf(saved)?.id;
  return typeof id === 'string' ? id : undefined;
}
