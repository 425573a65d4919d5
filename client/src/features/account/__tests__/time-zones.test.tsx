// The time-zone picker: offsets as UTC±hh:mm, cities with their accents and common names, the zone's name in the
// person's language, and a search that finds "sao paulo", "Rio", "Nova York" or "-03:00".
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { language } from '../../../state/language';
import { formatOffset, offsetOf, searchZones, zoneChoices } from '../models/time-zones';

vi.mock('../../../state/session', async (original) => ({ ...(await original<object>()), updateAccount: vi.fn() }));
const { TimeZoneForm } = await import('../components/time-zone-form');

// A January day: no daylight saving in São Paulo (since 2019), standard time in New York.
const JAN = Date.UTC(2026, 0, 15, 12);

beforeEach(() => {
  language.value = 'en';
});
afterEach(() => {
  language.value = 'pt';
});

describe('time-zone choices', () => {
  it('formats offsets with a real minus sign and reads them from Intl', () => {
    expect(formatOffset(-180)).toBe('UTC−03:00');
    expect(formatOffset(330)).toBe('UTC+05:30');
    expect(formatOffset(0)).toBe('UTC');
    expect(offsetOf('America/Sao_Paulo', JAN)).toBe(-180);
    expect(offsetOf('America/New_York', JAN)).toBe(-300);
  });

  it('labels São Paulo with its accent and offset, names it in the person’s language, sorts west to east', () => {
    const pt = zoneChoices('UTC', 'pt-BR', JAN);
    const sp = pt.find((c) => c.zone === 'America/Sao_Paulo');
    expect(sp?.label).toBe('São Paulo (UTC−03:00)');
    expect(sp?.name).toMatch(/Brasília/);
    const offsets = pt.map((c) => c.offset);
    expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
  });

  it('finds zones by folded city, common city, exonym or offset, keeping the chosen one', () => {
    const all = zoneChoices('UTC', 'pt-BR', JAN);
    const zones = (q: string, chosen = '') => searchZones(all, q, chosen).map((c) => c.zone);
    expect(zones('sao paulo')).toContain('America/Sao_Paulo');
    expect(zones('Rio')).toContain('America/Sao_Paulo');
    expect(zones('nova york')).toEqual(['America/New_York']);
    expect(zones('lagos')).toEqual(['Africa/Lagos']);
    expect(zones('-03:00')).toContain('America/Sao_Paulo');
    expect(zones('nowhere-at-all')).toEqual([]);
    expect(zones('nowhere-at-all', 'Europe/Paris')).toEqual(['Europe/Paris']);
  });
});

describe('TimeZoneForm', () => {
  it('narrows the list as the person types a city and chooses the first match', () => {
    render(<TimeZoneForm />);
    fireEvent.change(screen.getByLabelText('Find a city or zone'), { target: { value: 'lagos' } });
    const select = screen.getByLabelText<HTMLSelectElement>('Time zone');
    expect(select.value).toBe('Africa/Lagos');
    expect(select.selectedOptions[0]?.textContent).toBe('Lagos (UTC+01:00)');
    expect(screen.getByText('Zones found: 1. The first is chosen; pick another below.')).toBeTruthy();
  });
});
