import { describe, expect, it } from 'vitest';
import { readSearchParams, searchTitle } from './search-params';

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
    expect(criteria).toEqual({ query: 'Friseur', category: '', city: 'x'.repeat(50), page: 3 });
  });

  it('falls back to page 1 for missing, zero, negative or unreadable pages', () => {
    for (const page of ['', '0', '-2', 'zwei', '1e9999']) {
      expect(readSearchParams(new URLSearchParams({ page })).page).toBe(1);
    }
    expect(readSearchParams(new URLSearchParams()).page).toBe(1);
  });
});
