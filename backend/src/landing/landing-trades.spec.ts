import { CATEGORY_CODES, ENTRY_CATEGORIES } from '../businesses/business-constants';
import { LANDING_TRADES, landingSlug, landingTrade } from './landing-trades';

describe('landingSlug', () => {
  it.each([
    ['München', 'muenchen'],
    ['Köln', 'koeln'],
    ['Zürich', 'zuerich'],
    ['Düsseldorf', 'duesseldorf'],
    ['Gießen', 'giessen'],
    ['Frankfurt am Main', 'frankfurt-am-main'],
    ['Halle (Saale)', 'halle-saale'],
    ['ÖSTERREICH', 'oesterreich'],
    ['Besançon', 'besancon'],
    ['Wellness & Schönheit', 'wellness-schoenheit'],
    ['  --  ', ''],
  ])('%s → %s', (text, slug) => {
    expect(landingSlug(text)).toBe(slug);
  });
});

describe('LANDING_TRADES', () => {
  it('has unique lower-case ASCII slugs', () => {
    const slugs = LANDING_TRADES.map((trade) => trade.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('has a page per entry category under its code (the slug its URLs always had), matched by the stored category', () => {
    for (const category of ENTRY_CATEGORIES) {
      expect(CATEGORY_CODES[category]).toBe(landingSlug(category));
      const trade = landingTrade(CATEGORY_CODES[category]);
      expect(trade).toMatchObject({ label: category, category: true, criteria: { categories: [category] } });
    }
  });

  it('matches the common trades by folded word prefixes in the name and the keywords only (weights A and C)', () => {
    expect(landingTrade('baeckerei')?.criteria.categoryTsQuery).toBe("'backerei':*AC | 'backer':*AC | 'backstube':*AC");
    expect(landingTrade('autowerkstatt')?.criteria.categoryTsQuery).toBe(
      "'autowerkstatt':*AC | ('kfz':*AC <-> 'werkstatt':*AC)",
    );
    for (const trade of LANDING_TRADES.filter((candidate) => !candidate.category)) {
      expect(trade.criteria.categoryTsQuery).toMatch(/^(\(?'[a-z0-9]+':\*AC( <-> '[a-z0-9]+':\*AC)*\)?)( \| .+)?$/);
      expect(trade.label).not.toBe('');
      expect(trade.plural).not.toBe('');
    }
  });

  it('knows no other slug', () => {
    expect(landingTrade('schlosser')).toBeUndefined();
    expect(landingTrade('')).toBeUndefined();
  });
});
