// The staff overview's model: bars scaled to the busiest day, queue links, and only the newest request of the
// period may write (a slow 90-day answer must not replace the 7 days asked for after it).
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api/errors';
import { barsOf, OverviewModel, queueHref, type Overview, type OverviewPeriod } from '../models/overview';

const day = (d: string, joined: number, posts: number, moved: number) => ({ day: d, joined, posts, moved });

function overviewOf(days: OverviewPeriod): Overview {
  return {
    days,
    from: 0,
    to: 1,
    people: { total: 5, verified: 2, onboarding: 1, joined: days, online: 0 },
    queues: [{ queue: 'verifications', waiting: 1, oldestAt: 0 }],
    osbt: { held: 100, escrow: 0, fees: 0, moved: 0, transfers: 0 },
    daily: [day('2026-11-23', 1, 0, 0), day('2026-11-24', 3, 0, 0)],
    recent: [],
  };
}

describe('barsOf', () => {
  it('scales each day to the busiest one', () => {
    const daily = [day('2026-11-22', 2, 0, 10), day('2026-11-23', 4, 1, 0), day('2026-11-24', 1, 0, 40)];
    expect(barsOf(daily, 'joined').map((b) => b.height)).toEqual([0.5, 1, 0.25]);
    expect(barsOf(daily, 'moved').map((b) => b.value)).toEqual([10, 0, 40]);
  });

  it('draws no bar anywhere when every day is 0 (never a division by zero)', () => {
    expect(barsOf([day('2026-11-24', 0, 0, 0)], 'posts')).toEqual([{ day: '2026-11-24', value: 0, height: 0 }]);
  });
});

describe('queueHref', () => {
  it('links each queue to its staff page', () => {
    expect(queueHref('verifications')).toBe('/admin/verifications');
    expect(queueHref('supports')).toBe('/admin/supports');
  });
});

describe('OverviewModel', () => {
  it('loads the period asked for last, even when an earlier answer arrives after it', async () => {
    const pending = new Map<OverviewPeriod, (o: Overview) => void>();
    const model = new OverviewModel({ load: (days) => new Promise((resolve) => pending.set(days, resolve)) });
    const slow = model.setPeriod(90);
    const fast = model.setPeriod(7);
    pending.get(7)?.(overviewOf(7));
    await fast;
    pending.get(90)?.(overviewOf(90));
    await slow;
    expect(model.period.value).toBe(7);
    expect(model.data.value?.days).toBe(7);
    expect(model.loading.value).toBe(false);
  });

  it('keeps the last figures and says why when a load fails, and clears the error on the next success', async () => {
    let fail = false;
    const model = new OverviewModel({
      load: async (days) => (fail ? Promise.reject(new ApiError('You do not have access to this', 403)) : overviewOf(days)),
    });
    await model.load();
    fail = true;
    await model.load();
    expect(model.error.value).toBe('You do not have access to this');
    expect(model.data.value?.days).toBe(7);
    fail = false;
    await model.load();
    expect(model.error.value).toBeNull();
  });

  it('charts the chosen series', async () => {
    const model = new OverviewModel({ load: async (days) => overviewOf(days) });
    await model.load();
    expect(model.bars.value.map((b) => b.value)).toEqual([1, 3]);
    model.series.value = 'posts';
    expect(model.bars.value.map((b) => b.value)).toEqual([0, 0]);
  });
});
