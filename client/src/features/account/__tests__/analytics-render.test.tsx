// /account/analytics's charts as a browser would draw them: every SVG attribute valid, with a usual period and with
// the edge cases that divide by zero (one day of balance, a balance that never moved, no money moved at all).
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { svgAttributeProblems } from '../../../test/svg-attributes';
import type { Analytics } from '../models/analytics';

const load = vi.hoisted(() => vi.fn());
vi.mock('../api/get-analytics', () => ({ getAnalytics: load }));

const { AnalyticsPage } = await import('../components/analytics-page');

const analytics = (over: Partial<Analytics> = {}): Analytics => ({
  days: 7,
  from: 0,
  to: 6,
  balance: [
    { t: 1, balance: 0 },
    { t: 2, balance: 50 },
    { t: 3, balance: 100 },
  ],
  flows: [{ area: 'pay', in: 10, out: 40 }],
  games: { wins: 1, losses: 2, draws: 1 },
  posts: { count: 0, likes: 0, comments: 0 },
  followers: { total: 0, gained: 0 },
  ...over,
});

beforeEach(() => {
  language.value = 'en';
});

describe('AnalyticsPage charts', () => {
  const cases: [string, Analytics][] = [
    ['a usual period', analytics()],
    ['one day of balance', analytics({ balance: [{ t: 1, balance: 70 }] })],
    [
      'a balance that never moved and no money moved',
      analytics({
        balance: [
          { t: 1, balance: 0 },
          { t: 2, balance: 0 },
        ],
        flows: [],
      }),
    ],
  ];
  for (const [name, data] of cases) {
    it(`draws with attributes a browser accepts: ${name}`, async () => {
      load.mockResolvedValue(data);
      const { container } = render(<AnalyticsPage title="Analytics" />);
      await screen.findByRole('heading', { name: 'OSBT balance' });
      expect(container.querySelector('svg')).not.toBeNull();
      expect(svgAttributeProblems(container)).toEqual([]);
    });
  }
});
