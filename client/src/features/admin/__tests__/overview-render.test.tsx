// Rendering /admin/overview: the figures in the person's language, each queue a link to its page, the chart's
// figures as a table for screen readers, and a re-render when the charted series (a signal) changes.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { svgAttributeProblems } from '../../../test/svg-attributes';
import type { Overview } from '../models/overview';

const NOW = Date.UTC(2026, 10, 24, 12);
const overview: Overview = {
  days: 7,
  from: Date.UTC(2026, 10, 18),
  to: NOW,
  people: { total: 14, verified: 6, onboarding: 1, joined: 2, online: 3 },
  queues: [
    { queue: 'verifications', waiting: 2, oldestAt: NOW - 2 * 3_600_000 },
    { queue: 'reports', waiting: 0, oldestAt: null },
  ],
  osbt: { held: 2450000, escrow: 12000, fees: 3100, moved: 48200, transfers: 31 },
  daily: [
    { day: '2026-11-23', joined: 0, posts: 3, moved: 5200 },
    { day: '2026-11-24', joined: 2, posts: 1, moved: 100 },
  ],
  recent: [
    { uid: 'u0000000014', userName: null, country: null, isVerified: false, createdAt: NOW - 60_000 },
    { uid: 'u0000000001', userName: 'ada', country: 'NG', isVerified: true, createdAt: NOW - 86_400_000 * 3 },
  ],
};
vi.mock('../api/get-overview', () => ({ getOverview: vi.fn(async () => overview) }));

const { AdminOverviewPage } = await import('../components/overview-page');

beforeEach(() => {
  language.value = 'en';
});

describe('AdminOverviewPage', () => {
  it('shows people, queues as links to their pages, OSBT and the newest accounts', async () => {
    render(
      <MemoryRouter>
        <AdminOverviewPage />
      </MemoryRouter>,
    );
    const people = await screen.findByRole('region', { name: 'People' });
    expect(within(people).getByText('Online now').parentElement?.textContent).toBe('Online now3');
    expect(within(people).getByText('Accounts').parentElement?.textContent).toBe('Accounts14');
    expect(screen.getByRole('link', { name: /^Identity verifications/ }).getAttribute('href')).toBe('/admin/verifications');
    expect(screen.getByText('2 waiting')).toBeTruthy();
    expect(screen.getByText('Nothing waiting')).toBeTruthy();
    expect(screen.getByText('2,450,000 OSBT')).toBeTruthy();
    expect(screen.getByText('transfers: 31')).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Newest accounts' });
    expect(within(recent).getByText('Onboarding (no username yet)')).toBeTruthy();
    expect(within(recent).getByText('@ada')).toBeTruthy();
  });

  it('summarises the chart in words, keeps its figures in a table, and follows the series picked', async () => {
    render(
      <MemoryRouter>
        <AdminOverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText(/Sign-ups: 2 in the period; the busiest day was/)).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Day by day' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'moved' } });
    expect(await screen.findByText(/OSBT moved: 5,300 in the period; the busiest day was/)).toBeTruthy();
  });

  it('draws the daily chart with attributes a browser accepts (a viewBox of four numbers, finite bars)', async () => {
    const { container } = render(
      <MemoryRouter>
        <AdminOverviewPage />
      </MemoryRouter>,
    );
    await screen.findByRole('table', { name: 'Day by day' });
    expect(container.querySelectorAll('svg.overview-chart rect')).toHaveLength(2);
    expect(svgAttributeProblems(container)).toEqual([]);
  });

  it('speaks Portuguese by default', async () => {
    language.value = 'pt';
    render(
      <MemoryRouter>
        <AdminOverviewPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('region', { name: 'Pessoas' })).toBeTruthy();
    expect(screen.getByText('Nada aguardando')).toBeTruthy();
  });
});
