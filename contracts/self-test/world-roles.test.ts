// The suite's roles on a real API: given one user, "other" and "third" are refused (the fixtures that need another
// person then skip) rather than signed in as the main user, who would be chatting, paying and playing with
// themselves; given two, they are the second user.
import { describe, expect, it } from 'vitest';
import type { Target } from '../lib/target.ts';
import { createWorld, NeedsSecondUser } from '../lib/world.ts';

function realTarget(users: Target['users']): Target {
  // Never called here: the refused roles reject before any request.
  return {
    mode: 'real',
    baseUrl: 'http://127.0.0.1:9/v1',
    wsUrl: 'ws://127.0.0.1:9/v1/account/get/connect',
    allowMutations: false,
    users,
    reset: async () => {},
    advanceClock: undefined,
  };
}

const one = { primary: { email: 'someone@example.com', password: 'secret' } };

describe('roles on a real API', () => {
  it('refuses another person when only one user is given', async () => {
    const world = createWorld(realTarget(one), 'http://127.0.0.1:9/v1', false);
    for (const role of ['other', 'third']) {
      await expect(world.session(role)).rejects.toBeInstanceOf(NeedsSecondUser);
      await expect(world.freshSession(role)).rejects.toThrow('needs a second user of the deployment');
    }
  });

  it('names the second user as other and third when one is given', () => {
    const world = createWorld(
      realTarget({ ...one, secondary: { email: 'another@example.com', password: 'secret' } }),
      'http://127.0.0.1:9/v1',
      false,
    );
    expect(world.roles).toMatchObject({ main: 'primary', other: 'secondary', third: 'secondary' });
  });
});
