import { ENTRY_CATEGORIES, HOME_CATEGORIES, HOME_CATEGORY_NAMES } from './business-constants';
import { buildSearchCriteria, hasFilters, resolveCategory } from './business-search';

describe('resolveCategory', () => {
  it('maps each of the 12 home tiles to entry categories', () => {
    expect(HOME_CATEGORY_NAMES).toHaveLength(12);
    for (const tile of HOME_CATEGORY_NAMES) {
      const mapping = resolveCategory(tile);
      expect(mapping.categories.length).toBeGreaterThan(0);
      for (const category of mapping.categories) expect(ENTRY_CATEGORIES).toContain(category);
    }
  });

  it('covers every entry category by at least one tile', () => {
    const covered = new Set(Object.values(HOME_CATEGORIES).flatMap((mapping) => mapping.categories));
    expect([...covered].sort()).toEqual([...ENTRY_CATEGORIES].sort());
  });

  it('maps tiles and entry categories regardless of case and umlaut spelling', () => {
    expect(resolveCategory('Gastronomie')).toEqual({ categories: ['Restaurant & Gastronomie'] });
    expect(resolveCategory('beauty & wellness')).toEqual({ categories: ['Wellness & Schönheit'] });
    expect(resolveCategory('Wellness & Schoenheit')).toEqual({ categories: ['Wellness & Schönheit'] });
    expect(resolveCategory('Gesundheit & Medizin')).toEqual({ categories: ['Gesundheit & Medizin'] });
  });

  it('narrows tiles without an own entry category by terms', () => {
    const finance = resolveCategory('Finanzdienstleistungen');
    expect('terms' in finance && finance.terms).toContain('steuer');
  });

  it('takes unknown categories literally', () => {
    expect(resolveCategory('Raumfahrt')).toEqual({ categories: ['Raumfahrt'] });
  });
});

describe('buildSearchCriteria', () => {
  it('has no filters for an empty search', () => {
    expect(buildSearchCriteria({})).toEqual({});
    expect(hasFilters(buildSearchCriteria({}))).toBe(false);
  });

  it('folds the query into prefix words and a phrase', () => {
    expect(buildSearchCriteria({ query: 'Bäckerei München' })).toEqual({
      words: [
        { word: 'backerei', tsQuery: "'backerei':*" },
        { word: 'munchen', tsQuery: "'munchen':*" },
      ],
      tsQuery: "'backerei':* & 'munchen':*",
      phrase: 'backerei munchen',
    });
  });

  it('ignores a query without letters or digits', () => {
    expect(buildSearchCriteria({ query: '&' })).toEqual({});
  });

  it('treats a city of digits as a postal-code prefix and anything else as a folded city prefix', () => {
    expect(buildSearchCriteria({ city: '803' })).toEqual({ postalCodePrefix: '803' });
    expect(buildSearchCriteria({ city: 'Muenchen' })).toEqual({ cityPrefix: 'munchen' });
    expect(buildSearchCriteria({ city: 'Frankfurt' })).toEqual({ cityPrefix: 'frankfurt' });
  });

  it('adds the terms of a tile as an any-word condition', () => {
    const criteria = buildSearchCriteria({ category: 'Tourismus & Reisen' });
    expect(criteria.categories).toContain('Freizeit & Unterhaltung');
    expect(criteria.categoryTsQuery).toContain("'hotel':*");
    expect(criteria.categoryTsQuery).toContain(' | ');
  });

  it('folds tile terms like a query ("steuer" becomes "steur", as in the indexed text)', () => {
    const criteria = buildSearchCriteria({ category: 'Finanzdienstleistungen' });
    expect(criteria.categoryTsQuery).toContain("'steur':*");
    expect(criteria.categoryTsQuery).toContain("'vermog':*");
  });
});
