import { describe, expect, it } from 'vitest';
import { NO_FILTERS, readSearchParams, searchPageHref, searchTitle } from './search-params';

describe('searchTitle', () => {
  it("is 'Alle Unternehmen' without criteria", () => {
    expect(searchTitle({ query: '', category: '', city: '' })).toBe('Alle Unternehmen');
  });

  it('quotes the query and appends category and city', () => {
    expect(searchTitle({ query: 'Bäckerei', category: '', city: '' })).toBe('Suchergebnisse für "Bäckerei"');
    expect(searchTitle({ query: 'Bäckerei', category: '', city: 'Köln' })).toBe(
      'Suchergebnisse für "Bäckerei" in Köln',
    );
    expect(searchTitle({ query: '', category: 'Gastronomie', city: '' })).toBe('Suchergebnisse für Gastronomie');
    expect(searchTitle({ query: 'Pizza', category: 'Gastronomie', city: 'Berlin' })).toBe(
      'Suchergebnisse für "Pizza" Gastronomie in Berlin',
    );
  });

  it('names businesses when only a city is given', () => {
    expect(searchTitle({ query: '', category: '', city: 'München' })).toBe('Suchergebnisse für Unternehmen in München');
  });
});

describe('readSearchParams', () => {
  it('trims, cuts to the limits and reads the page', () => {
    const criteria = readSearchParams(
      new URLSearchParams({ query: '  Friseur ', city: 'x'.repeat(60), category: '', page: '3' }),
    );
    expect(criteria).toEqual({
      query: 'Friseur',
      category: '',
      city: 'x'.repeat(50),
      near: '',
      radius: '',
      page: 3,
      cursor: '',
      ...NO_FILTERS,
    });
  });

  it('reads the filters and the order, and drops values the API would refuse', () => {
    expect(readSearchParams(new URLSearchParams('openNow=true&minRating=4&verified=true&sort=newest'))).toMatchObject({
      openNow: true,
      minRating: 4,
      verified: true,
      sort: 'newest',
    });
    expect(readSearchParams(new URLSearchParams('openNow=ja&minRating=6&verified=1&sort=beliebt'))).toMatchObject(
      NO_FILTERS,
    );
    expect(readSearchParams(new URLSearchParams('minRating=4.5')).minRating).toBe(0);
    // Nearest first only with a place.
    expect(readSearchParams(new URLSearchParams('sort=distance')).sort).toBe('');
    expect(readSearchParams(new URLSearchParams('near=10115&radius=10&sort=distance')).sort).toBe('distance');
  });

  it('reads an Umkreissuche only with a place and one of the offered radii, and keeps it in page links', () => {
    const criteria = readSearchParams(new URLSearchParams({ near: ' 10115 ', radius: '25' }));
    expect(criteria).toMatchObject({ near: '10115', radius: '25' });
    expect(readSearchParams(new URLSearchParams({ near: '10115', radius: '7' }))).toMatchObject({
      near: '',
      radius: '',
    });
    expect(readSearchParams(new URLSearchParams({ radius: '10' }))).toMatchObject({ near: '', radius: '' });
    expect(searchPageHref(criteria, { page: 2 })).toBe('/search?near=10115&radius=25&page=2');
    expect(searchTitle(criteria)).toBe('Suchergebnisse für Unternehmen im Umkreis von 25 km um 10115');
  });

  it('falls back to page 1 for missing, zero, negative or unreadable pages', () => {
    for (const page of ['', '0', '-2', 'zwei', '1e9999']) {
      expect(readSearchParams(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(readSearchParams(new URLSearchParams()).page).toBe(1);
  });
});

describe('readSearchParams cursor', () => {
  it('reads the API cursor of a deep page', () => {
    expect(readSearchParams(new URLSearchParams({ page: '12', cursor: 'WyJhIiwxXQ' }))).toMatchObject({
      page: 12,
      cursor: 'WyJhIiwxXQ',
    });
  });

  it('drops a damaged cursor, so the page number alone opens the page', () => {
    for (const cursor of ['', 'kein cursor', 'a+b/c=', 'x'.repeat(601)]) {
      expect(readSearchParams(new URLSearchParams({ page: '12', cursor })).cursor).toBe('');
    }
  });
});

describe('searchPageHref', () => {
  const search = { query: 'Bäckerei', category: '', city: 'Köln' };

  it('carries the filters and the order, before the page', () => {
    expect(searchPageHref({ ...search, openNow: true, minRating: 4, sort: 'rating' }, { page: 2 })).toBe(
      '/search?query=B%C3%A4ckerei&city=K%C3%B6ln&openNow=true&minRating=4&sort=rating&page=2',
    );
    expect(searchPageHref({ query: '', category: '', city: '', verified: true }, { page: 1 })).toBe(
      '/search?verified=true',
    );
  });

  it('is the plain search for page 1', () => {
    expect(searchPageHref(search, { page: 1 })).toBe('/search?query=B%C3%A4ckerei&city=K%C3%B6ln');
    expect(searchPageHref({ query: '', category: '', city: '' }, { page: 1, cursor: 'eA' })).toBe('/search');
  });

  it('adds the page, and the cursor where the API gave one', () => {
    expect(searchPageHref(search, { page: 3 })).toBe('/search?query=B%C3%A4ckerei&city=K%C3%B6ln&page=3');
    expect(searchPageHref({ query: '', category: '', city: '' }, { page: 12, cursor: 'WyJhIl0' })).toBe(
      '/search?page=12&cursor=WyJhIl0',
    );
  });
});
