// The activity view in the URL: filters and page read from a query and written back, both ways.
import { describe, expect, it } from 'vitest';
import { activeFilterCount, filtersFromSearch, filtersToSearch, NO_FILTERS, type ActivityFilters } from '../models/activity-filters';

describe('activity filters ⇄ URL', () => {
  it('writes only what narrows the view, in a fixed order, and reads it back the same', () => {
    const filters: ActivityFilters = { group: 'transfers', asset: 'OSBT', status: 'completed', from: '2026-11-01', to: '2026-11-30' };
    const search = filtersToSearch(filters, 3);
    expect(search.toString()).toBe('type=transfers&asset=OSBT&status=completed&from=2026-11-01&to=2026-11-30&page=3');
    expect(filtersFromSearch(new URLSearchParams(search.toString()))).toEqual({ filters, page: 3 });
    expect(activeFilterCount(filters)).toBe(5);
  });

  it('the unfiltered first page is the bare URL', () => {
    expect(filtersToSearch(NO_FILTERS, 1).toString()).toBe('');
    expect(filtersFromSearch(new URLSearchParams(''))).toEqual({ filters: NO_FILTERS, page: 1 });
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
  });

  it('reads a partial link and ignores what is malformed instead of breaking the page', () => {
    expect(filtersFromSearch(new URLSearchParams('status=pending&page=2'))).toEqual({
      filters: { ...NO_FILTERS, status: 'pending' },
      page: 2,
    });
    expect(filtersFromSearch(new URLSearchParams('type=everything&asset=osbt&status=lost&from=yesterday&to=2026-13&page=-4'))).toEqual({
      filters: NO_FILTERS,
      page: 1,
    });
    expect(filtersFromSearch(new URLSearchParams('page=1.5')).page).toBe(1);
  });
});
