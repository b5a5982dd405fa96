import { afterEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '@/testing/fake-api';
import { pageTargetOf, searchBusinessesPage, searchParamsFor } from './search-businesses';
import { NO_FILTERS } from '../utils/search-params';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

function respondWith(data: unknown, headers: Record<string, string>) {
  const fake = installFakeApi(() => ({ status: 200, data: JSON.stringify(data), headers }));
  restore = fake.restore;
  return fake.requests;
}

const rows = (count: number) => Array.from({ length: count }, (_, index) => ({ id: `b${index}` }));

describe('searchBusinessesPage', () => {
  it('returns the parsed page with the exact total from X-Total-Count', async () => {
    const requests = respondWith([{ id: 'a', name: 'A' }], {
      'X-Total-Count': '57',
      'X-Total-Count-Exact': 'true',
      Link: '</api/businesses?query=B%C3%A4cker&page=1&limit=24>; rel="first", </api/businesses?query=B%C3%A4cker&page=2&limit=24>; rel="prev", </api/businesses?query=B%C3%A4cker&page=3&limit=24>; rel="last"',
    });
    const page = await searchBusinessesPage({ query: 'Bäcker', page: 3, limit: 24 });
    expect(requests[0].url).toBe('/api/businesses');
    expect(requests[0].params).toEqual({ query: 'Bäcker', page: 3, limit: 24 });
    expect(page).toEqual({
      items: [{ id: 'a', name: 'A' }],
      total: 57,
      exact: true,
      page: 3,
      pageCount: 3,
      suggestion: undefined,
      next: undefined,
      prev: { page: 2 },
    });
  });

  it('takes a total that stopped counting as a lower bound and the cursors from the Link header', async () => {
    respondWith(rows(24), {
      'X-Total-Count': '10000',
      'X-Total-Count-Exact': 'false',
      Link:
        '</api/businesses?page=1&limit=24>; rel="first", </api/businesses?page=11&limit=24&cursor=YmVmb3Jl>; rel="prev", ' +
        '</api/businesses?page=13&limit=24&cursor=YWZ0ZXI>; rel="next"',
    });
    const page = await searchBusinessesPage({ page: 12, limit: 24, cursor: 'Y3VycmVudA' });
    expect(page).toMatchObject({
      total: 10000,
      exact: false,
      page: 12,
      prev: { page: 11, cursor: 'YmVmb3Jl' },
      next: { page: 13, cursor: 'YWZ0ZXI' },
    });
  });

  it('decodes the corrected query of X-Search-Suggestion', async () => {
    respondWith(rows(3), { 'X-Total-Count': '3', 'X-Search-Suggestion': 'B%C3%A4ckerei%20K%C3%B6ln' });
    expect((await searchBusinessesPage({ query: 'Bakerei Koln' })).suggestion).toBe('Bäckerei Köln');
  });

  it('ignores a suggestion that is not valid URL encoding', async () => {
    respondWith(rows(3), { 'X-Total-Count': '3', 'X-Search-Suggestion': '%E0%A4%A' });
    expect((await searchBusinessesPage({ query: 'x' })).suggestion).toBeUndefined();
  });

  it('counts what it has and pages by offset when a proxy dropped the headers', async () => {
    respondWith(rows(2), {});
    const page = await searchBusinessesPage({ page: 2, limit: 24 });
    expect(page).toMatchObject({ total: 26, exact: true, pageCount: 2, prev: { page: 1 }, next: undefined });
  });

  it('offers no page beyond the deepest one the API accepts', async () => {
    respondWith(rows(24), {
      'X-Total-Count': '10000',
      'X-Total-Count-Exact': 'false',
      Link: '</api/businesses?page=1&limit=24>; rel="first", </api/businesses?page=1001&limit=24&cursor=YWZ0ZXI>; rel="next"',
    });
    expect((await searchBusinessesPage({ page: 1000, limit: 24, cursor: 'eA' })).next).toBeUndefined();
  });

  it('has one page for no results', async () => {
    respondWith([], { 'X-Total-Count': '0', Link: '</api/businesses?page=1&limit=24>; rel="first"' });
    const page = await searchBusinessesPage({ page: 1, limit: 24 });
    expect(page).toMatchObject({ items: [], total: 0, pageCount: 1, next: undefined, prev: undefined });
  });
});

describe('pageTargetOf', () => {
  it('reads page and cursor of a relative Link target', () => {
    expect(pageTargetOf('/api/businesses?query=Caf%C3%A9&page=12&limit=24&cursor=WyJhIiwxXQ')).toEqual({
      page: 12,
      cursor: 'WyJhIiwxXQ',
    });
    expect(pageTargetOf('/api/businesses?page=3&limit=24')).toEqual({ page: 3 });
    expect(pageTargetOf('/api/businesses?limit=24')).toEqual({ page: 1 });
    expect(pageTargetOf('/api/businesses?page=zwei')).toBeUndefined();
    expect(pageTargetOf(undefined)).toBeUndefined();
  });
});

describe('searchParamsFor', () => {
  it('sends an Umkreissuche as near and radius', () => {
    expect(
      searchParamsFor({
        query: '',
        category: '',
        city: '',
        near: '10115',
        radius: '25',
        page: 1,
        cursor: '',
        ...NO_FILTERS,
      }),
    ).toEqual({
      near: '10115',
      radius: 25,
      page: 1,
      limit: 24,
    });
  });

  it('omits empty criteria', () => {
    expect(
      searchParamsFor({
        query: '',
        category: 'Handwerk',
        city: '',
        near: '',
        radius: '',
        page: 2,
        cursor: '',
        ...NO_FILTERS,
      }),
    ).toEqual({
      category: 'Handwerk',
      page: 2,
      limit: 24,
    });
  });

  it('passes the cursor of a deep page on', () => {
    expect(
      searchParamsFor({
        query: 'Friseur',
        category: '',
        city: '',
        near: '',
        radius: '',
        page: 12,
        cursor: 'WyJhIl0',
        ...NO_FILTERS,
      }),
    ).toEqual({
      query: 'Friseur',
      page: 12,
      limit: 24,
      cursor: 'WyJhIl0',
    });
  });

  it('passes the filters and the order that are set', () => {
    const criteria = { query: '', category: '', city: 'Berlin', near: '', radius: '', page: 1, cursor: '' };
    expect(searchParamsFor({ ...criteria, openNow: true, minRating: 4, verified: true, sort: 'rating' })).toEqual({
      city: 'Berlin',
      page: 1,
      limit: 24,
      openNow: true,
      minRating: 4,
      verified: true,
      sort: 'rating',
    });
  });
});
