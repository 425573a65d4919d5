// Who of the staff has a support ticket open and who is writing an answer to it (collision detection, as Zendesk
// and Help Scout show "kemi is replying"). Kept in memory only: a presence not renewed within PRESENCE_TTL_MS (a
// closed tab) is gone. Answers whether the caller's state changed, so the route tells the others only then.
import type { components } from '../../../contracts/api/schema.d.ts';

type Presence = components['schemas']['SupportPresence'];
export type PresenceState = components['schemas']['SupportPresenceInput']['state'];

/** A page says it is there every few seconds (the client's PRESENCE_BEAT_MS); three missed beats and it is gone. */
export const PRESENCE_TTL_MS = 20_000;

interface Entry {
  state: Exclude<PresenceState, 'left'>;
  since: number;
  seen: number;
}

export interface PresenceRepo {
  /** Records the caller's state on the ticket; true when it changed (arrived, started or stopped writing, left). */
  set(ticketId: string, uid: string, state: PresenceState, now: number): boolean;
  /** The staff on the ticket now, but `uid`, longest there first. */
  others(ticketId: string, uid: string, now: number): Array<Omit<Presence, 'userName'>>;
}

export function createPresenceRepo(): PresenceRepo {
  const tickets = new Map<string, Map<string, Entry>>();
  const live = (ticketId: string, now: number): Map<string, Entry> => {
    const on = tickets.get(ticketId) ?? new Map<string, Entry>();
    for (const [uid, entry] of on) if (now - entry.seen > PRESENCE_TTL_MS) on.delete(uid);
    if (on.size === 0) tickets.delete(ticketId);
    return on;
  };
  return {
    set(ticketId, uid, state, now) {
      const on = live(ticketId, now);
      const before = on.get(uid);
      if (state === 'left') {
        on.delete(uid);
        return before !== undefined;
      }
      on.set(uid, { state, since: before?.since ?? now, seen: now });
      tickets.set(ticketId, on);
      return before?.state !== state;
    },
    others(ticketId, uid, now) {
      return [...live(ticketId, now)]
        .filter(([who]) => who !== uid)
        .map(([who, entry]) => ({ uid: who, state: entry.state, since: entry.since }))
        .sort((a, b) => a.since - b.since);
    },
  };
}
