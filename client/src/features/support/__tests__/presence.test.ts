// Collision detection's page side: it says which ticket is open and whether an answer is being written, at once on
// a change (not on every key), leaves the ticket before the next, and keeps only the answer for the ticket shown.
import { describe, expect, it, vi } from 'vitest';
import { PresenceModel } from '../models/presence';
import type { Presence, PresenceInput } from '../models/types';

const kemi: Presence = { uid: 'u0000000011', userName: 'kemi', state: 'typing', since: 1 };

describe('PresenceModel', () => {
  it('says viewing on open, typing once when writing starts, viewing when it stops, and left on leaving', async () => {
    const say = vi.fn(async (_body: PresenceInput): Promise<Presence[]> => [kemi]);
    const presence = new PresenceModel(say);
    presence.open('st00000001');
    presence.typing(true);
    presence.typing(true);
    presence.typing(false);
    await vi.waitFor(() => expect(presence.others.value).toEqual([kemi]));
    presence.open('st00000002');
    presence.leave();
    expect(say.mock.calls.map(([body]) => `${body.id} ${body.state}`)).toEqual([
      'st00000001 viewing',
      'st00000001 typing',
      'st00000001 viewing',
      'st00000001 left',
      'st00000002 viewing',
      'st00000002 left',
    ]);
    expect(presence.others.value).toEqual([]);
  });

  it('drops an answer that arrives after the page moved to another ticket, and shrugs off a failed beat', async () => {
    let answer: (list: Presence[]) => void = () => undefined;
    const say = vi.fn((body: PresenceInput) =>
      body.id === 'st00000001' && body.state === 'viewing'
        ? new Promise<Presence[]>((done) => (answer = done))
        : Promise.reject(new Error('offline')),
    );
    const presence = new PresenceModel(say);
    presence.open('st00000001');
    presence.open('st00000002');
    answer([kemi]);
    await Promise.resolve();
    expect(presence.others.value).toEqual([]);
    await expect(presence.beat()).resolves.toBeUndefined();
  });
});
