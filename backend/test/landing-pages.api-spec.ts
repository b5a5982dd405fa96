import request from 'supertest';
import { COUNT_CAP } from '../src/businesses/business-search-plan';
import { PAGE_MESSAGE } from '../src/common/pagination';
import { ImportService } from '../src/import/import.service';
import { LandingPagesService } from '../src/landing/landing-pages.service';
import { fixtureBusiness, fixtureReview } from './support/dataset-fixture';
import { idsInListingOrder } from './support/listing-order';
import { createTestApp, TestApp } from './support/test-app';
import { captureStatements, QueryPlan, queryPlansOf } from './support/query-plans';
import { LANDING_PAGE_NOT_FOUND } from '../src/landing/landing-messages';

interface Listed {
  id: string;
  name: string;
  city: string;
  verified: boolean;
  averageRating: number;
}

const HAIRDRESSERS_IN_BERLIN = 30;

/**
 * Landing pages for trade × city against real PostgreSQL: the table of combinations with entries,
 * a page of businesses with the search's order and headers, 404s, the links, and the query plans.
 */
describe('landing pages', () => {
  let t: TestApp;
  let hairdresserId: string;

  beforeAll(async () => {
    t = await createTestApp();
    const hairdressers = Array.from({ length: HAIRDRESSERS_IN_BERLIN }, (_, i) =>
      fixtureBusiness(i, {
        name: `Salon ${String(i).padStart(2, '0')}`,
        category: 'Wellness & Schönheit',
        keywords: i % 2 === 0 ? 'Friseur, Haarschnitt' : 'Frisör, Färben',
        verified: i % 10 === 3,
        reviews: i % 4 === 0 ? [fixtureReview(5), fixtureReview(4)] : [],
      }),
    );
    hairdresserId = hairdressers[0].id;
    await t.dataSource.transaction((manager) =>
      t.app.get(ImportService).replaceImported(manager, [
        ...hairdressers,
        fixtureBusiness(100, {
          name: 'Bäckerei Nebenan',
          category: 'Restaurant & Gastronomie',
          description: 'Gleich neben dem Friseur am Markt.',
          keywords: 'Brot, Brötchen',
        }),
        fixtureBusiness(101, { name: 'Haarwerk', city: 'München', postalCode: '80331', keywords: 'Friseur' }),
        fixtureBusiness(102, { name: 'Kamm & Schere', city: 'München', postalCode: '80333', keywords: 'Friseur' }),
        fixtureBusiness(103, { name: 'Schnittpunkt', city: 'Muenchen', postalCode: '80335', keywords: 'Friseur' }),
        fixtureBusiness(104, {
          name: 'Zahnarztpraxis Dr. Weiß',
          category: 'Gesundheit & Medizin',
          city: 'Köln',
          postalCode: '50667',
        }),
        fixtureBusiness(105, {
          name: 'Praxis am Dom',
          category: 'Gesundheit & Medizin',
          city: 'Köln',
          postalCode: '50668',
          keywords: 'Zahnärztin, Prophylaxe',
        }),
      ]),
    );
    await t.app.get(LandingPagesService).refresh();
  });

  afterAll(async () => {
    await t.close();
  });

  const get = (path: string) => request(t.server).get(path);

  describe('a page', () => {
    it('lists the trade in the city, one page in the search order, with the pagination headers', async () => {
      const response = await get('/api/landing-pages/friseur/berlin').expect(200);
      expect(response.body.trade).toEqual({ slug: 'friseur', label: 'Friseur', plural: 'Friseure', category: false });
      expect(response.body.city).toEqual({ slug: 'berlin', name: 'Berlin' });
      expect(response.body).toMatchObject({ total: HAIRDRESSERS_IN_BERLIN, totalExact: true, page: 1, limit: 24 });
      const items: Listed[] = response.body.items;
      expect(items).toHaveLength(24);
      expect(items.every((item) => item.city === 'Berlin' && item.name.startsWith('Salon'))).toBe(true);
      // Verified first, then by rating: the listing order of the search.
      const verified = items.filter((item) => item.verified);
      expect(items.slice(0, verified.length)).toEqual(verified);
      expect(response.headers['x-total-count']).toBe(String(HAIRDRESSERS_IN_BERLIN));
      expect(response.headers['x-total-count-exact']).toBe('true');
      expect(response.headers.link).toBe(
        '</api/landing-pages/friseur/berlin?page=1&limit=24>; rel="first", ' +
          '</api/landing-pages/friseur/berlin?page=2&limit=24>; rel="next", ' +
          '</api/landing-pages/friseur/berlin?page=2&limit=24>; rel="last"',
      );
      expect(response.headers['cache-control']).toBe('public, max-age=30');

      const second = await get('/api/landing-pages/friseur/berlin?page=2').expect(200);
      const secondItems: Listed[] = second.body.items;
      expect(secondItems).toHaveLength(HAIRDRESSERS_IN_BERLIN - 24);
      const all = new Set([...items, ...secondItems].map((item) => item.id));
      expect(all.size).toBe(HAIRDRESSERS_IN_BERLIN);
    });

    it('counts a trade by its name and keywords, not by a mention in the description', async () => {
      const response = await get('/api/landing-pages/friseur/berlin?limit=100').expect(200);
      expect(response.body.items.map((item: Listed) => item.name)).not.toContain('Bäckerei Nebenan');
      expect((await get('/api/landing-pages/baeckerei/berlin').expect(200)).body.items).toHaveLength(1);
    });

    it('joins the spellings of a city under one slug, named as most entries spell it', async () => {
      const response = await get('/api/landing-pages/friseur/muenchen').expect(200);
      expect(response.body.city).toEqual({ slug: 'muenchen', name: 'München' });
      expect(response.body.items.map((item: Listed) => item.name).sort()).toEqual([
        'Haarwerk',
        'Kamm & Schere',
        'Schnittpunkt',
      ]);
    });

    it('has a page per entry category, and finds a trade in the name or as another word form', async () => {
      const category = await get('/api/landing-pages/gesundheit-medizin/koeln').expect(200);
      expect(category.body.trade).toEqual({
        slug: 'gesundheit-medizin',
        label: 'Gesundheit & Medizin',
        plural: 'Gesundheit & Medizin',
        category: true,
      });
      expect(category.body.city).toEqual({ slug: 'koeln', name: 'Köln' });
      expect(category.body.total).toBe(2);
      const dentists = await get('/api/landing-pages/zahnarzt/koeln').expect(200);
      expect(dentists.body.items.map((item: Listed) => item.name).sort()).toEqual([
        'Praxis am Dom',
        'Zahnarztpraxis Dr. Weiß',
      ]);
    });

    it.each([
      ['an unknown trade', '/api/landing-pages/schlosser/berlin'],
      ['an unknown city', '/api/landing-pages/friseur/atlantis'],
      ['a combination without entries', '/api/landing-pages/zahnarzt/berlin'],
      ['a page after the last', '/api/landing-pages/friseur/berlin?page=3'],
      ['a slug spelt otherwise', '/api/landing-pages/friseur/m%C3%BCnchen'],
    ])('answers %s with 404 and a German message', async (_label, path) => {
      const response = await get(path).expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'LANDING_PAGE_NOT_FOUND',
        message: LANDING_PAGE_NOT_FOUND,
      });
    });

    it.each(['0', 'zwei', '1.5'])('refuses page=%s with 400 and the German message', async (page) => {
      const response = await get(`/api/landing-pages/friseur/berlin?page=${page}`).expect(400);
      expect(response.body.message).toBe(PAGE_MESSAGE);
    });
  });

  describe('links', () => {
    it('gives the home page the largest cities with their largest trades, and the largest pages', async () => {
      const response = await get('/api/landing-pages').expect(200);
      const cities = response.body.cities as { city: { slug: string }; links: { trade: { slug: string } }[] }[];
      expect(cities.map((entry) => entry.city.slug)).toEqual(['berlin', 'muenchen', 'koeln']);
      expect(cities[0].links.map((link) => link.trade.slug)).toEqual(['friseur', 'baeckerei']);
      expect(cities[2].links.map((link) => link.trade.slug)).toEqual(['zahnarzt']);
      expect(response.body.popular[0]).toEqual({
        trade: { slug: 'friseur', label: 'Friseur', plural: 'Friseure', category: false },
        city: { slug: 'berlin', name: 'Berlin' },
        count: HAIRDRESSERS_IN_BERLIN,
      });
      // Entry categories are reached through the category grid, not listed as trades.
      expect(response.body.popular.map((link: { trade: { category: boolean } }) => link.trade.category)).not.toContain(
        true,
      );
    });

    it("gives a business its category's page in its city first, then its trades'", async () => {
      const response = await get(`/api/businesses/${hairdresserId}/landing-pages`).expect(200);
      expect(response.body.map((link: { trade: { slug: string }; city: { slug: string } }) => link.trade.slug)).toEqual(
        ['wellness-schoenheit', 'friseur'],
      );
      expect(response.body[1].city).toEqual({ slug: 'berlin', name: 'Berlin' });
    });

    it('answers an unknown business with 404 and a malformed id with 400, in German', async () => {
      for (const id of ['6f1c8a52-0000-4000-8000-000000000000', 'kein-uuid']) {
        const response = await get(`/api/businesses/${id}/landing-pages`).expect(404);
        expect(response.body.message).toBe('Unternehmen nicht gefunden');
      }
      const response = await get('/api/businesses/a%20b/landing-pages').expect(400);
      expect(response.body.message).toBe('Ungültige Business-ID Format');
    });

    it("finds a business's trade in its name as well as in its keywords", async () => {
      const [{ id }] = await t.dataSource.query<{ id: string }[]>(
        `SELECT id FROM businesses WHERE name = 'Zahnarztpraxis Dr. Weiß'`,
      );
      const response = await get(`/api/businesses/${id}/landing-pages`).expect(200);
      expect(response.body.map((link: { trade: { slug: string } }) => link.trade.slug)).toEqual([
        'gesundheit-medizin',
        'zahnarzt',
      ]);
    });
  });

  describe('refresh', () => {
    it('keeps the total of the last recount until the next one', async () => {
      const [{ id }] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, keywords, source)
         VALUES ('Salon Neu', 'Wellness & Schönheit', 'Torstraße 2', '10119', 'Berlin', 'Friseur', 'admin')
         RETURNING id`,
      );
      expect((await get('/api/landing-pages/friseur/berlin').expect(200)).body.total).toBe(HAIRDRESSERS_IN_BERLIN);
      await t.app.get(LandingPagesService).refresh();
      expect((await get('/api/landing-pages/friseur/berlin').expect(200)).body.total).toBe(HAIRDRESSERS_IN_BERLIN + 1);
      await t.dataSource.query('DELETE FROM businesses WHERE id = $1', [id]);
      await t.app.get(LandingPagesService).refresh();
    });

    it('adds and removes combinations as entries come and go, only when it runs', async () => {
      const [{ id }] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, keywords, source)
         VALUES ('Zahnarzt Mitte', 'Gesundheit & Medizin', 'Torstraße 1', '10119', 'Berlin', 'Zahnarzt', 'admin')
         RETURNING id`,
      );
      await get('/api/landing-pages/zahnarzt/berlin').expect(404);
      await t.app.get(LandingPagesService).refresh();
      const response = await get('/api/landing-pages/zahnarzt/berlin').expect(200);
      expect(response.body.items.map((item: Listed) => item.id)).toEqual([id]);

      await t.dataSource.query('DELETE FROM businesses WHERE id = $1', [id]);
      await t.app.get(LandingPagesService).refresh();
      await get('/api/landing-pages/zahnarzt/berlin').expect(404);
    });
  });

  describe('query plans at scale', () => {
    beforeAll(async () => {
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, keywords, verified, review_count, rating_sum, source)
         SELECT 'Haarstudio ' || i, 'Wellness & Schönheit', 'Hauptstraße ' || i, '20095', 'Hamburg',
                'Friseur, Haarschnitt', i % 7 = 0, i % 5, (i % 5) * (1 + i % 4), 'import'
         FROM generate_series(1, $1) AS i`,
        [COUNT_CAP + 200],
      );
      await t.dataSource.query('ANALYZE businesses');
      await t.app.get(LandingPagesService).refresh();
    });

    /** The SQL on businesses that one landing-page request sends, each explained with sequential scans discouraged. */
    async function plansOf(path: string): Promise<QueryPlan[]> {
      const plans = await queryPlansOf(t.searchDataSource, /FROM businesses b/, async () => {
        const response = await get(path);
        expect(response.status).toBe(200);
      });
      expect(plans.length).toBeGreaterThan(0);
      return plans;
    }

    it('walks the city listing index for a common trade in a large city and stops after the page', async () => {
      // The total is the recount's: exact beyond the search's counting cap, without counting on the request.
      const response = await get('/api/landing-pages/friseur/hamburg').expect(200);
      expect(response.body).toMatchObject({ total: COUNT_CAP + 200, totalExact: true });
      const plans = await plansOf('/api/landing-pages/friseur/hamburg?page=2');
      expect(plans.filter((plan) => /count\(\*\)/.test(plan.sql))).toEqual([]);
      for (const plan of plans) {
        expect(plan.scans).not.toContain('Seq Scan on businesses');
        expect(plan.nodeTypes).toContain('Limit');
      }
      const page = plans.find((plan) => plan.scans.includes('Index Scan using idx_businesses_city_listing'));
      expect(page).toBeDefined();
      expect(page?.nodeTypes.filter((type) => /Sort/.test(type))).toEqual([]);
    });

    it('walks to a deep page with the keys only and reads just the page rows whole', async () => {
      const expected = await idsInListingOrder(t.dataSource, 'Haarstudio ');
      const lastPage = Math.ceil((COUNT_CAP + 200) / 24);
      // Page 11 is the first beyond the numbered links' offsets (OFFSET_LINK_MAX_PAGE); page 2 still reads whole rows.
      for (const page of [2, 11, 300, lastPage]) {
        const { result: response, statements } = await captureStatements(
          t.searchDataSource,
          async () => get(`/api/landing-pages/friseur/hamburg?page=${page}`).expect(200),
          /\bbusinesses b\b/,
        );
        expect(response.body.items.map((item: Listed) => item.id)).toEqual(expected.slice((page - 1) * 24, page * 24));
        expect(statements).toHaveLength(1);
        const joined = statements[0].includes('JOIN businesses b ON b.id = page."id"');
        expect(joined).toBe(page > 2);
        if (joined)
          expect(statements[0]).toContain('SELECT b.id AS "id", b.name AS "name", b.created_at AS "createdAt"');
      }
    });

    it('reads a few matches through indexes, without scanning the table', async () => {
      for (const plan of await plansOf('/api/landing-pages/friseur/muenchen')) {
        expect(plan.scans).not.toContain('Seq Scan on businesses');
      }
    });
  });

  it('is refreshed by the import of the bundled dataset', async () => {
    await t.app.get(ImportService).importBundledDataset();
    await get('/api/landing-pages/friseur/hamburg').expect(200);
    const response = await get('/api/landing-pages/restaurant-gastronomie/muenchen').expect(200);
    expect(response.body.items.length).toBeGreaterThan(0);
    await get('/api/landing-pages/friseur/muenchen').expect(200);
  });
});
