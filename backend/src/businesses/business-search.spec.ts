import {
  CATEGORY_CODES,
  categoryNameOfCode,
  ENTRY_CATEGORIES,
  ENTRY_CATEGORY_CODES,
  entryCategoryCode,
  HOME_CATEGORIES,
  HOME_CATEGORY_NAMES,
} from './business-constants';
import {
  buildSearchRequest,
  decodeCursor,
  encodeCursor,
  ListingCursor,
  hasFilters,
  resolveCategory,
} from './business-search';

// Friday 2025-06-06, 22:30 in Berlin (summer time).
const NOW = new Date('2025-06-06T20:30:00Z');

describe('category codes', () => {
  it('give every entry category and home tile one lower-case ASCII code, and each code one name', () => {
    const names = [...new Set([...ENTRY_CATEGORIES, ...HOME_CATEGORY_NAMES])];
    expect(Object.keys(CATEGORY_CODES).sort()).toEqual([...names].sort());
    const codes = Object.values(CATEGORY_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const name of names) {
      expect(CATEGORY_CODES[name]).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(categoryNameOfCode(CATEGORY_CODES[name])).toBe(name);
    }
    expect(ENTRY_CATEGORY_CODES).toHaveLength(10);
    expect(CATEGORY_CODES['Wellness & Schönheit']).toBe('wellness-schoenheit');
    expect(CATEGORY_CODES.Gastronomie).toBe('gastronomie');
  });

  it('name a stored category outside the ten as the catch-all Sonstige', () => {
    expect(entryCategoryCode('Immobilien & Bau')).toBe('immobilien-bau');
    expect(entryCategoryCode('Friseur')).toBe('sonstige');
  });
});

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

  it('takes a category code for its name, entry category or home tile alike', () => {
    expect(resolveCategory('restaurant-gastronomie')).toEqual({ categories: ['Restaurant & Gastronomie'] });
    expect(resolveCategory(' gastronomie ')).toEqual(resolveCategory('Gastronomie'));
    expect(resolveCategory('tourismus-reisen')).toEqual(resolveCategory('Tourismus & Reisen'));
    expect(resolveCategory('wellness-schoenheit')).toEqual({ categories: ['Wellness & Schönheit'] });
    expect(resolveCategory('kein-code')).toEqual({ categories: ['kein-code'] });
  });

  it('narrows tiles without an own entry category by terms', () => {
    const finance = resolveCategory('Finanzdienstleistungen');
    expect('terms' in finance && finance.terms).toContain('steuer');
  });

  it('turns open now, minimum rating and verified into criteria; false and absent filter nothing', () => {
    const criteria = buildSearchRequest({ openNow: true, minRating: 4, verified: true }, NOW);
    expect(criteria).toEqual({
      openAt: { minuteOfWeek: 4 * 24 * 60 + 22 * 60 + 30, day: '2025-06-06' },
      minRating: 4,
      verifiedOnly: true,
    });
    expect(hasFilters(criteria)).toBe(true);
    expect(buildSearchRequest({ openNow: false, verified: false }, NOW)).toEqual({});
  });

  it('takes unknown categories literally', () => {
    expect(resolveCategory('Raumfahrt')).toEqual({ categories: ['Raumfahrt'] });
  });
});

describe('buildSearchRequest', () => {
  it('has no filters for an empty search', () => {
    expect(buildSearchRequest({}, NOW)).toEqual({});
    expect(hasFilters(buildSearchRequest({}, NOW))).toBe(false);
  });

  it('folds the query into prefix words and a phrase', () => {
    expect(buildSearchRequest({ query: 'Bäckerei München' }, NOW)).toEqual({
      words: ['backerei', 'munchen'],
      tsQuery: "'backerei':* & 'munchen':*",
      phrase: 'backerei munchen',
    });
  });

  it('ignores a query without letters or digits', () => {
    expect(buildSearchRequest({ query: '&' }, NOW)).toEqual({});
  });

  it('treats a city of digits as a postal-code prefix and anything else as a folded city prefix', () => {
    expect(buildSearchRequest({ city: '803' }, NOW)).toEqual({ postalCodePrefix: '803' });
    expect(buildSearchRequest({ city: 'Muenchen' }, NOW)).toEqual({ cityPrefix: 'munchen' });
    expect(buildSearchRequest({ city: 'Frankfurt' }, NOW)).toEqual({ cityPrefix: 'frankfurt' });
  });

  it('adds the terms of a tile as an any-word condition', () => {
    const criteria = buildSearchRequest({ category: 'Tourismus & Reisen' }, NOW);
    expect(criteria.categories).toContain('Freizeit & Unterhaltung');
    expect(criteria.categoryTsQuery).toContain("'hotel':*");
    expect(criteria.categoryTsQuery).toContain(' | ');
  });

  it('folds tile terms like a query ("steuer" becomes "steur", as in the indexed text)', () => {
    const criteria = buildSearchRequest({ category: 'Finanzdienstleistungen' }, NOW);
    expect(criteria.categoryTsQuery).toContain("'steur':*");
    expect(criteria.categoryTsQuery).toContain("'vermog':*");
  });
});

describe('listing cursors', () => {
  const cursor: ListingCursor = {
    direction: 'after',
    order: 'relevance',
    tier: 1,
    key: [false, '-4.50', -12, 'Friseur Haarscharf', '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90'],
  };

  it('round-trips through the opaque parameter', () => {
    const encoded = encodeCursor(cursor);
    expect(encoded).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encoded)).toEqual(cursor);
    expect(decodeCursor(encodeCursor({ ...cursor, direction: 'before', tier: 0 }))).toMatchObject({
      direction: 'before',
      tier: 0,
    });
  });

  it.each<ListingCursor>([
    { direction: 'after', order: 'rating', key: ['-4.50', -12, 'Friseur Haarscharf', cursor.key[4]] },
    { direction: 'before', order: 'newest', key: ['2026-11-23T02:43:15.123456Z', cursor.key[4]] },
  ])('round-trips a cursor of the $order order', (other) => {
    expect(decodeCursor(encodeCursor(other))).toEqual(other);
  });

  const encode = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

  it.each([
    ['not base64 JSON', 'kein cursor'],
    ['an object', encode({ tier: 1 })],
    ['an unknown direction', encode(['x', 1, false, '-4.50', -12, 'a', cursor.key[4]])],
    ['an unknown tier', encode(['a', 3, false, '-4.50', -12, 'a', cursor.key[4]])],
    ['a rating that is no number', encode(['a', 1, false, '4,5', -12, 'a', cursor.key[4]])],
    ['a positive review count', encode(['a', 1, false, '-4.50', 12, 'a', cursor.key[4]])],
    ['an id that is no UUID', encode(['a', 1, false, '-4.50', -12, 'a', "1' OR '1'='1"])],
    ['a name longer than any name', encode(['a', 1, false, '-4.50', -12, 'x'.repeat(101), cursor.key[4]])],
    ['an unknown order', encode(['a', 'distance', '-4.50', -12, 'a', cursor.key[4]])],
    ['a rating cursor with a relevance key', encode(['a', 'rating', false, '-4.50', -12, 'a', cursor.key[4]])],
    [
      'a newest cursor with a date that does not exist',
      encode(['a', 'newest', '2026-02-31T00:00:00.000000Z', cursor.key[4]]),
    ],
    ['a newest cursor with a date in another format', encode(['a', 'newest', '2026-02-01 00:00:00+00', cursor.key[4]])],
  ])('rejects %s', (_label, value) => {
    expect(decodeCursor(value)).toBeUndefined();
  });
});
