// Collision detection on a requester's page (Zendesk's "kemi is replying"): this page tells the server which ticket
// it has open and whether there is an answer being written in its box, every PRESENCE_BEAT_MS and at once on a
// change, and keeps the other staff on the ticket. The server's `i` on their changes makes the page ask again
// (useLive), so the warning shows and goes away within a moment.
import { createModel, signal } from '@preact/signals-react';
import type { Presence, PresenceInput } from './types';

/** How often an open ticket says it is still open (the server forgets a presence after 20 s). */
export const PRESENCE_BEAT_MS = 5000;

type Say = (body: PresenceInput) => Promise<Presence[]>;

export const PresenceModel = createModel((say: Say) => {
  const others = signal<Presence[]>([], { name: 'supportPresenceOthers' });
  let ticket: string | null = null;
  let writing = false;

  /** Says where this page is; the answer is the others, unless the page moved on meanwhile. A failure changes nothing. */
  async function beat(): Promise<void> {
    const id = ticket;
    if (id === null) return;
    try {
      const list = await say({ id, state: writing ? 'typing' : 'viewing' });
      if (ticket === id) others.value = list;
    } catch {
      // Presence is a hint: a missed beat is made up by the next.
    }
  }

  function leave(): void {
    if (ticket !== null) void say({ id: ticket, state: 'left' }).catch(() => undefined);
    ticket = null;
    writing = false;
    others.value = [];
  }

  /** The ticket the page shows now (null: none); leaves the one before. */
  function open(id: string | null): void {
    if (id === ticket) return;
    leave();
    ticket = id;
    void beat();
  }

  /** Whether an answer is being written (text in the box); said at once when it changes. */
  function typing(on: boolean): void {
    if (on === writing) return;
    writing = on;
    void beat();
  }

  return { others, open, leave, typing, beat };
});
