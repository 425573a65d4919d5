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
  previous: {
    from: -7,
    to: 0,
    balance: 80,
    in: 20,
    out: 40,
    games: { wins: 2, losses: 0, draws: 0 },
    posts: { count: 0, likes: 0, comments: 0 },
    gained: 0,
  },
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

describe('AnalyticsPage comparison and axes', () => {
  it('shows each figure beside the previous period with a signed percent, and the balance axis values', async () => {
    load.mockResolvedValue(analytics());
    const { container } = render(<AnalyticsPage title="Analytics" />);
    await screen.findByRole('heading', { name: 'OSBT balance' });
    // Balance now 100 against 80 at the end of the previous period: +25 %, with the previous value in words.
    expect(screen.getByText('+25%')).not.toBeNull();
    expect(screen.getByText('previous period: 80 OSBT')).not.toBeNull();
    // Money in 10 against 20: −50 %; wins 1 against 2: −50 % too.
    expect(screen.getAllByText('-50%').length).toBeGreaterThanOrEqual(2);
    // Nothing before and nothing now: no change; something now after nothing: only the previous value.
    expect(screen.getAllByText('previous period: 0').length).toBeGreaterThan(0);
    // The value axis runs from 0 past the top balance (100) in round steps; dates under the chart.
    const axis = [...container.querySelectorAll('.account-plot__y span:not(.account-plot__widest)')].map((e) => e.textContent);
    expect(axis).toEqual(['0', '50', '100']);
    expect(container.querySelectorAll('.account-plot__x span').length).toBe(3);
    expect(container.querySelector('.account-plot__x span')?.textContent).toMatch(/^Jan 1$|^1 Jan$/);
  });

  it('hides the screen-reader table inside a 1px wrapper (a table itself keeps its rows tall)', async () => {
    load.mockResolvedValue(analytics());
    const { container } = render(<AnalyticsPage title="Analytics" />);
    await screen.findByRole('heading', { name: 'OSBT balance' });
    const table = screen.getByRole('table', { name: 'OSBT balance' });
    expect(table.parentElement?.classList.contains('visually-hidden')).toBe(true);
    expect(container.querySelector('table.visually-hidden')).toBeNull();
  });
});
