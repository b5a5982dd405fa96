import type { AxiosAdapter } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { axiosInstance } from '../../../lib/api-client';
import { searchBusinessesPage, searchParamsFor } from './search-businesses';

const originalAdapter = axiosInstance.defaults.adapter;

function respondWith(body: unknown, headers: Record<string, string>): { url?: string; params?: unknown } {
  const seen: { url?: string; params?: unknown } = {};
  const adapter: AxiosAdapter = async (config) => {
    seen.url = config.url;
    seen.params = config.params;
    return { data: JSON.stringify(body), status: 200, statusText: 'OK', headers, config };
  };
  axiosInstance.defaults.adapter = adapter;
  return seen;
}

describe('searchBusinessesPage', () => {
  afterEach(() => {
    axiosInstance.defaults.adapter = originalAdapter;
  });

  it('returns the parsed page with the total from X-Total-Count', async () => {
    const seen = respondWith([{ id: 'a', name: 'A' }], { 'x-total-count': '57' });
    const page = await searchBusinessesPage({ query: 'Bäcker', page: 3, limit: 24 });
    expect(seen.url).toBe('/api/businesses');
    expect(seen.params).toEqual({ query: 'Bäcker', page: 3, limit: 24 });
    expect(page.items).toEqual([{ id: 'a', name: 'A' }]);
    expect(page.total).toBe(57);
    expect(page.pageCount).toBe(3);
  });

  it('counts what it has when the header is missing', async () => {
    respondWith([{ id: 'a' }, { id: 'b' }], {});
    const page = await searchBusinessesPage({ page: 2, limit: 24 });
    expect(page.total).toBe(26);
    expect(page.pageCount).toBe(2);
  });

  it('has one page for no results', async () => {
    respondWith([], { 'x-total-count': '0' });
    const page = await searchBusinessesPage({ page: 1, limit: 24 });
    expect(page).toMatchObject({ items: [], total: 0, pageCount: 1 });
  });
});

describe('searchParamsFor', () => {
  it('omits empty criteria', () => {
    expect(searchParamsFor({ query: '', category: 'Handwerk', city: '', page: 2 })).toEqual({
      category: 'Handwerk',
      page: 2,
      limit: 24,
    });
  });
});
