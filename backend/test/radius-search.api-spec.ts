import request from 'supertest';
import { COUNT_CAP, ROW_CHECKED_COUNT_CAP, SPARSE_MATCHES } from '../src/businesses/business-search-plan';
import { encodeCursor } from '../src/businesses/business-search';
import { metresFromCentre, RADIUS_EDGE_KM, SqlParams } from '../src/businesses/business-search-sql';
import { SearchLookups } from '../src/businesses/search-lookups';
import { ImportService } from '../src/import/import.service';
import { placeBusinesses } from '../src/places/place-businesses';
import { distanceKm, placeLookup } from '../src/places/place-lookup';
import { validBusinessPayload } from './support/business-payloads';
import { fakeClock } from './support/fake-clock';
import { fixtureBusiness } from './support/dataset-fixture';
import { captureStatements, QueryPlan, queryPlansOf } from './support/query-plans';
import { createTestApp, TestApp } from './support/test-app';
import {
  DISTANCE_WITHOUT_NEAR_MESSAGE,
  RADIUS_MESSAGE,
  RADIUS_WITHOUT_NEAR_MESSAGE,
  unknownPlaceMessage,
  DEEP_DISTANCE_PAGE_MESSAGE,
} from '../src/businesses/business-messages';

interface Listed {
  id: string;
  name: string;
  city: string;
  latitude: number | null;
  longitude: number | null;
  distanceKm?: number;
}

const places = placeLookup();
const BERLIN = places.forSearch('10115')!;
const POTSDAM = places.forSearch('14467')!;
const MUNICH = places.forSearch('80331')!;
/** Potsdam's distance from Berlin 10115: radii just above and just below it decide whether it is in. */
const POTSDAM_KM = distanceKm(BERLIN, POTSDAM);
/** Bulk rows at Berlin's point, more than SPARSE_MATCHES, so a radius around Berlin has many matches. */
const BERLIN_BULK = SPARSE_MATCHES + 200;
/** A search's page statement (findPage): its branches, then the page's LIMIT and OFFSET. */
const PAGE_STATEMENT = /\) AS page LIMIT /;

/**
 * Umkreissuche (issue 14): coordinates from the bundled place dataset on every write, `near` and
 * `radius` with distances, `sort=distance`, the German refusals, and the plans that keep it bounded.
 */
describe('radius search', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await t.dataSource.transaction((manager) =>
      t.app.get(ImportService).replaceImported(manager, [
        fixtureBusiness(0, { name: 'Zentrum Mitte', category: 'Handwerk & Bau', postalCode: '10115', city: 'Berlin' }),
        fixtureBusiness(1, { name: 'Anker Mitte', category: 'Handwerk & Bau', postalCode: '10117', city: 'Berlin' }),
        fixtureBusiness(2, { name: 'Sanssouci Bau', category: 'Handwerk & Bau', postalCode: '14467', city: 'Potsdam' }),
        fixtureBusiness(3, { name: 'Isar Bau', category: 'Handwerk & Bau', postalCode: '80331', city: 'München' }),
        fixtureBusiness(4, {
          name: 'Donau Bau',
          category: 'Handwerk & Bau',
          postalCode: '1010',
          city: 'Wien',
          country: 'Österreich',
        }),
        fixtureBusiness(5, {
          name: 'Limmat Bau',
          category: 'Handwerk & Bau',
          postalCode: '8001',
          city: 'Zürich',
          country: 'Schweiz',
        }),
        fixtureBusiness(6, {
          name: 'Potsdamer Friseur',
          category: 'Wellness & Schönheit',
          postalCode: '14467',
          city: 'Potsdam',
        }),
      ]),
    );
    // Written by SQL as the bench seed does: at Berlin's point, not in the category above.
    await t.dataSource.query(
      `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, source, latitude, longitude)
       SELECT 'Friseur ' || i, 'Wellness & Schönheit', 'Hauptstraße ' || i, '10115', 'Berlin', i % 7 = 0,
              i % 5, (i % 5) * (1 + i % 4), 'import', $2, $3
       FROM generate_series(1, $1) AS i`,
      [BERLIN_BULK, BERLIN.latitude, BERLIN.longitude],
    );
    // As autovacuum leaves a table: the visibility map lets counts read the point index alone.
    await t.dataSource.query('VACUUM ANALYZE businesses');
  });

  afterAll(async () => {
    await t.close();
  });

  async function search(
    query: Record<string, string | number>,
  ): Promise<{ body: Listed[]; total: number; link: string }> {
    const response = await request(t.server).get('/api/businesses').query(query).expect(200);
    return { body: response.body, total: Number(response.headers['x-total-count']), link: response.headers.link ?? '' };
  }

  async function refused(query: Record<string, string | number>, field: string, message: string): Promise<void> {
    const response = await request(t.server).get('/api/businesses').query(query).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
  }

  describe('coordinates', () => {
    it('places imported entries at their postal code, Austrian and Swiss 4-digit codes included', async () => {
      const { body } = await search({ category: 'Handwerk & Bau', limit: 100 });
      const byName = new Map(body.map((business) => [business.name, business]));
      expect(byName.get('Zentrum Mitte')).toMatchObject(BERLIN);
      expect(byName.get('Isar Bau')).toMatchObject(MUNICH);
      expect(byName.get('Donau Bau')?.longitude).toBeCloseTo(16.37, 1);
      expect(byName.get('Limmat Bau')?.latitude).toBeCloseTo(47.37, 1);
      // Berlin 10115 ↔ München 80331: about 504 km great-circle (place centres, a few km tolerance).
      expect(distanceKm(byName.get('Zentrum Mitte') as never, byName.get('Isar Bau') as never)).toBeCloseTo(504, -1);
    });

    it('sets coordinates on create and moves them on update; an unknown place stores none', async () => {
      const created = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ postalCode: '80331', city: 'München' }))
        .expect(201);
      const [row] = await t.dataSource.query('SELECT latitude, longitude FROM businesses WHERE id = $1', [
        created.body.id,
      ]);
      expect(row).toEqual(MUNICH);

      const updated = await request(t.server)
        .put(`/api/businesses/${created.body.id}`)
        .set('X-Edit-Token', created.body.editToken)
        .send(validBusinessPayload({ postalCode: '50667', city: 'Köln' }))
        .expect(200);
      expect(updated.body.latitude).toBeCloseTo(50.94, 1);
      expect(updated.body.longitude).toBeCloseTo(6.95, 1);

      const nowhere = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ postalCode: '00000', city: 'Nirgendwo' }))
        .expect(201);
      const detail = await request(t.server).get(`/api/businesses/${nowhere.body.id}`).expect(200);
      expect(detail.body).toMatchObject({ latitude: null, longitude: null });
      expect(detail.body).not.toHaveProperty('distanceKm');
    });

    it('places:backfill places rows stored without coordinates and rewrites none the second time', async () => {
      const unplaced = ['Zentrum Mitte', 'Donau Bau', 'Limmat Bau'];
      const coordinates = (): Promise<{ name: string; latitude: number | null; longitude: number | null }[]> =>
        t.dataSource.query('SELECT name, latitude, longitude FROM businesses WHERE name = ANY($1) ORDER BY name', [
          unplaced,
        ]);
      const placed = await coordinates();
      // As rows written before migration 1763910000010 are: that migration no longer places them.
      await t.dataSource.query('UPDATE businesses SET latitude = NULL, longitude = NULL WHERE name = ANY($1)', [
        unplaced,
      ]);
      const query = (sql: string, parameters?: unknown[]): Promise<unknown[]> => t.dataSource.query(sql, parameters);

      expect(await placeBusinesses(query)).toMatchObject({ businesses: unplaced.length });
      expect(await coordinates()).toEqual(placed);
      expect(await placeBusinesses(query)).toMatchObject({ businesses: 0 });
    });
  });

  describe('near and radius', () => {
    it('answers distances rounded to 0.1 km and keeps to the radius: just inside in, just outside out', async () => {
      const inside = await search({ near: '10115', radius: Math.ceil(POTSDAM_KM), category: 'Handwerk & Bau' });
      expect(inside.body.map((business) => business.name).sort()).toEqual([
        'Anker Mitte',
        'Sanssouci Bau',
        'Zentrum Mitte',
      ]);
      const potsdam = inside.body.find((business) => business.name === 'Sanssouci Bau');
      expect(potsdam?.distanceKm).toBe(Math.round(POTSDAM_KM * 10) / 10);
      expect(inside.body.find((business) => business.name === 'Zentrum Mitte')?.distanceKm).toBe(0);

      const outside = await search({ near: '10115', radius: Math.floor(POTSDAM_KM), category: 'Handwerk & Bau' });
      expect(outside.body.map((business) => business.name).sort()).toEqual(['Anker Mitte', 'Zentrum Mitte']);
      expect(outside.total).toBe(2);
    });

    it('takes place names (umlauts, ae spelling) and defaults to 10 km', async () => {
      const munich = await search({ near: 'Muenchen', category: 'Handwerk & Bau' });
      expect(munich.body.map((business) => business.name)).toEqual(['Isar Bau']);
      expect(munich.body[0].distanceKm).toBe(0);
      const far = await search({ near: 'München', radius: 100, category: 'Handwerk & Bau' });
      expect(far.body.map((business) => business.name)).toEqual(['Isar Bau']);
      const vienna = await search({ near: 'Wien', query: 'Donau' });
      expect(vienna.body.map((business) => business.name)).toEqual(['Donau Bau']);
      // A city by its short name, as a visitor writes it: Potsdam lies 30-40 km from "Brandenburg an der Havel".
      const brandenburg = await search({ near: 'Brandenburg', radius: 40, category: 'Handwerk & Bau' });
      expect(brandenburg.body.map((business) => business.name)).toEqual(['Sanssouci Bau']);
    });

    it('combines with the query words and the category', async () => {
      const hairdressers = await search({ near: 'Potsdam', radius: 5, query: 'Friseur' });
      expect(hairdressers.body.map((business) => business.name)).toEqual(['Potsdamer Friseur']);
      const aroundBerlin = await search({ near: 'Berlin', radius: 50, query: 'Friseur', limit: 5 });
      // More than a thousand matches: with words the count reads every row, so it stops there.
      expect(aroundBerlin.total).toBe(ROW_CHECKED_COUNT_CAP);
      expect(aroundBerlin.body).toHaveLength(5);
      expect(aroundBerlin.link).toContain('near=Berlin');
      expect(aroundBerlin.link).toContain('radius=50');
    });

    it('counts a word held by more than a page but fewer than ROW_CHECKED_COUNT_CAP at one point exactly', async () => {
      // More than a page's worth at Potsdam's one point, fewer than a count's cap: counted and sorted, never
      // "Mehr als 200".
      const HELD = 60;
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, source, latitude, longitude)
         SELECT 'Seilerei ' || i, 'Handwerk & Bau', 'Seilergasse ' || i, '14467', 'Potsdam', i % 3 = 0,
                i % 4, (i % 4) * (1 + i % 5), 'import', $2, $3
         FROM generate_series(1, $1) AS i`,
        [HELD, POTSDAM.latitude, POTSDAM.longitude],
      );
      try {
        const first = await request(t.server)
          .get('/api/businesses')
          .query({ near: '14467', radius: 1, query: 'Seilerei' });
        expect([first.headers['x-total-count'], first.headers['x-total-count-exact']]).toEqual([String(HELD), 'true']);
        const expected = await t.dataSource.query<{ id: string }[]>(
          `SELECT id FROM businesses WHERE name LIKE 'Seilerei %'
           ORDER BY NOT verified, - rating_avg, - review_count, name, id`,
        );
        const third = await search({ near: '14467', radius: 1, query: 'Seilerei', page: 3 });
        expect(
          [
            ...first.body,
            ...(await search({ near: '14467', radius: 1, query: 'Seilerei', page: 2 })).body,
            ...third.body,
          ].map((b: Listed) => b.id),
        ).toEqual(expected.map((row) => row.id));
      } finally {
        await t.dataSource.query(`DELETE FROM businesses WHERE name LIKE 'Seilerei %'`);
      }
    });

    it('ends nearest first at page 10 when the matches were not all counted, and says why past it', async () => {
      const query = { near: 'Berlin', radius: 50, query: 'Friseur', sort: 'distance', limit: 5 };
      // Nearest first has no cursor: the tenth page links no next page, the eleventh by number is refused.
      const tenth = await search({ ...query, page: 10 });
      expect(tenth.body).toHaveLength(5);
      expect(tenth.link).not.toContain('rel="next"');
      const response = await request(t.server)
        .get('/api/businesses')
        .query({ ...query, page: 11 })
        .expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message: DEEP_DISTANCE_PAGE_MESSAGE });
      // Within a radius whose matches were all counted, the pages go on by number.
      const all = await request(t.server)
        .get('/api/businesses')
        .query({ near: 'Berlin', radius: 50, sort: 'distance', limit: 5, page: 11 })
        .expect(200);
      expect(all.headers['x-total-count-exact']).toBe('true');
      expect(all.body).toHaveLength(5);
      expect(all.headers.link).toContain('rel="next"');
    });

    it('puts an exact name first within the radius and leaves the same name beyond it out', async () => {
      const [inside, beyond] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, status, source, latitude, longitude)
         SELECT 'Friseur', 'Wellness & Schönheit', 'Torstraße 1', '10115', 'Berlin', 'published', 'admin', $1, $2
         UNION ALL
         SELECT 'Friseur', 'Wellness & Schönheit', 'Marienplatz 1', '80331', 'München', 'published', 'admin', latitude, longitude
         FROM businesses WHERE name = 'Isar Bau'
         RETURNING id`,
        [BERLIN.latitude, BERLIN.longitude],
      );
      try {
        // Many match around Berlin: the other tiers walk the points; the exact name is looked up by name.
        const nearBerlin = await search({ near: '10115', radius: 10, query: 'Friseur' });
        expect(nearBerlin.body[0].id).toBe(inside.id);
        expect(nearBerlin.body.map((business) => business.id)).not.toContain(beyond.id);
        const { statements: pages } = await captureStatements(
          t.searchDataSource,
          () => search({ near: '10115', radius: 10, query: 'Friseur' }),
          PAGE_STATEMENT,
        );
        // The top-rated names are looked up first (the exact name beside them, one branch); none of these is
        // top-rated, so the page is read as below.
        expect(pages).toHaveLength(2);
        expect(pages[0]).toContain('rating_avg >= 4.5');
        expect(pages[0]).not.toContain('UNION ALL');
        const [exactName, ...walked] = pages[1].split(' UNION ALL ');
        expect(exactName).toMatch(/b\.name_folded = \$\d+/);
        expect(exactName).not.toContain('LATERAL');
        expect(walked).toHaveLength(2);
        for (const tier of walked) expect(tier).toContain('CROSS JOIN LATERAL');
        const plans = await queryPlansOf(t.searchDataSource, /UNION ALL/, () =>
          search({ near: '10115', radius: 10, query: 'Friseur' }),
        );
        expect(plans.flatMap((plan) => plan.scans)).toContainEqual(
          expect.stringMatching(/^(Bitmap )?Index Scan (using|on) idx_businesses_name_folded$/),
        );
        const nearMunich = await search({ near: 'München', radius: 10, query: 'Friseur' });
        expect(nearMunich.body.map((business) => business.id)).toEqual([beyond.id]);
      } finally {
        await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [[inside.id, beyond.id]]);
      }
    });

    it('finds the first pages of words within a radius among the top-rated there, from their own index', async () => {
      // Top-rated (verified, 4.8 stars) hairdressers at Berlin's point, one at Potsdam's beyond the radius.
      const topRated = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, source, latitude, longitude)
         SELECT 'Friseur Spitze ' || i, 'Wellness & Schönheit', 'Spitzenweg ' || i, '10115', 'Berlin', TRUE, 10 + i, 48 + i * 5,
                'import', $1::float8, $2::float8
         FROM generate_series(1, 30) AS i
         UNION ALL
         SELECT 'Friseur Spitze Potsdam', 'Wellness & Schönheit', 'Spitzenweg 99', '14467', 'Potsdam', TRUE, 100, 500, 'import',
                $3::float8, $4::float8
         RETURNING id`,
        [BERLIN.latitude, BERLIN.longitude, POTSDAM.latitude, POTSDAM.longitude],
      );
      await t.dataSource.query('ANALYZE businesses');
      try {
        const query = { near: '10115', radius: 10, query: 'Friseur' };
        const inBerlin = await t.dataSource.query<{ id: string }[]>(
          `SELECT id FROM businesses WHERE city = 'Berlin' AND name LIKE 'Friseur%' AND status = 'published'
           ORDER BY NOT verified, - rating_avg, - review_count, name, id LIMIT 48`,
        );
        const { result: first, statements: firstPages } = await captureStatements(
          t.searchDataSource,
          () => search(query),
          PAGE_STATEMENT,
        );
        const { result: second, statements: secondPages } = await captureStatements(
          t.searchDataSource,
          () => search({ ...query, page: 2 }),
          PAGE_STATEMENT,
        );
        // Page 1 is 24 of the 29 top-rated within the radius (best first); page 2 the other 5 and then the rest.
        expect(first.body.map((business) => business.id)).toEqual(inBerlin.slice(0, 24).map((row) => row.id));
        expect(second.body.map((business) => business.id)).toEqual(inBerlin.slice(24, 48).map((row) => row.id));
        expect(first.body.map((business) => business.id)).not.toContain(topRated[30].id);
        expect(first.body.every((business) => business.distanceKm === 0)).toBe(true);
        // Page 1: the top-rated names alone, no walk point by point. Page 2 falls back to the walk.
        expect(firstPages).toHaveLength(1);
        expect(firstPages[0]).toContain('rating_avg >= 4.5');
        expect(firstPages[0]).not.toContain('CROSS JOIN LATERAL');
        expect(secondPages).toHaveLength(2);
        expect(secondPages[1]).toContain('CROSS JOIN LATERAL');
        // The same pages as the same words in the city.
        const inCity = await search({ query: 'Friseur', city: 'Berlin' });
        expect(first.body.map((business) => business.id)).toEqual(inCity.body.map((business) => business.id));
        const plans = await queryPlansOf(t.searchDataSource, /rating_avg >= 4\.5/, () => search(query));
        expect(plans.flatMap((plan) => plan.scans)).toContain(
          'Bitmap Index Scan on idx_businesses_top_rated_point_names',
        );
        // The points' words are the bitmap's condition, not computed again for every row it yields.
        const filters = plans.flatMap((plan) => plan.nodes.map((node) => node.filter ?? ''));
        expect(filters.join('\n')).not.toContain('qualified_words');
      } finally {
        await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [topRated.map((row) => row.id)]);
        await t.dataSource.query('ANALYZE businesses');
      }
    });

    it('pages through words within a radius as through the same words in the city, 12 pages in listing order', async () => {
      // Within 10 km of 10115 the hairdressers are Berlin's: Potsdam's lies beyond.
      const pages = async (query: Record<string, string | number>): Promise<string[][]> => {
        const ids: string[][] = [];
        let response = await request(t.server).get('/api/businesses').query(query).expect(200);
        for (let page = 1; page <= 12; page++) {
          ids.push(response.body.map((business: Listed) => business.id));
          const next = /<([^>]+)>; rel="next"/.exec(response.headers.link ?? '')?.[1];
          expect(next).toBeDefined();
          response = await request(t.server).get(next!).expect(200);
        }
        return ids;
      };
      const nearby = await pages({ query: 'Friseur', near: '10115', radius: 10 });
      const inCity = await pages({ query: 'Friseur', city: 'Berlin' });
      expect(nearby).toEqual(inCity);
      expect(new Set(nearby.flat()).size).toBe(12 * 24);
      // Prefixes stay prefixes: "fris" finds the same.
      expect(await pages({ query: 'fris', near: '10115', radius: 10 })).toEqual(inCity);
    });

    it('orders by distance with sort=distance, ties in listing order, on every page', async () => {
      const nearest = await search({ near: 'Potsdam', radius: 50, sort: 'distance', category: 'Handwerk & Bau' });
      expect(nearest.body.map((business) => business.name)).toEqual(['Sanssouci Bau', 'Anker Mitte', 'Zentrum Mitte']);
      expect(nearest.body.map((business) => business.distanceKm)).toEqual(
        [0, POTSDAM_KM, POTSDAM_KM].map((km) => Math.round(km * 10) / 10),
      );

      // Many matches: walked place by place; Potsdam's hairdresser first, then Berlin's in listing order.
      const first = await search({ near: 'Potsdam', radius: 50, sort: 'distance', query: 'Friseur', limit: 3 });
      expect(first.body[0].name).toBe('Potsdamer Friseur');
      expect(first.body.slice(1).every((business) => business.distanceKm === Math.round(POTSDAM_KM * 10) / 10)).toBe(
        true,
      );
      expect(first.link).toContain('sort=distance');
      const second = await search({
        near: 'Potsdam',
        radius: 50,
        sort: 'distance',
        query: 'Friseur',
        limit: 3,
        page: 2,
      });
      const sameOrder = await search({ near: 'Potsdam', radius: 50, sort: 'distance', query: 'Friseur', limit: 6 });
      expect([...first.body, ...second.body].map((business) => business.id)).toEqual(
        sameOrder.body.map((business) => business.id),
      );
    });

    it('refuses a bad radius, a radius or sort=distance without near, and unknown places, in German', async () => {
      const before = await t.dataSource.query('SELECT count(*) FROM businesses');
      await refused({ near: '10115', radius: 0 }, 'radius', RADIUS_MESSAGE);
      await refused({ near: '10115', radius: 101 }, 'radius', RADIUS_MESSAGE);
      await refused({ near: '10115', radius: 'zehn' }, 'radius', RADIUS_MESSAGE);
      await refused({ radius: 10 }, 'radius', RADIUS_WITHOUT_NEAR_MESSAGE);
      await refused({ sort: 'distance' }, 'sort', DISTANCE_WITHOUT_NEAR_MESSAGE);
      await refused({ near: 'Atlantis' }, 'near', unknownPlaceMessage('Atlantis'));
      await refused({ near: '00000' }, 'near', unknownPlaceMessage('00000'));
      expect(await t.dataSource.query('SELECT count(*) FROM businesses')).toEqual(before);
    });
  });

  it('measures the distance as earth_distance does, to the last bit, for every place within 1,000 km', async () => {
    const points = places.pointsWithin(BERLIN, 1000);
    expect(points.length).toBeGreaterThan(1000);
    for (const centre of [BERLIN, POTSDAM, MUNICH]) {
      const params = new SqlParams();
      const metres = metresFromCentre({ ...centre, radiusKm: 10 }, params, 'p.latitude', 'p.longitude');
      const earth = `earth_distance(ll_to_earth(${params.add(centre.latitude)}::float8, ${params.add(centre.longitude)}::float8),
        business_earth(p.latitude, p.longitude))`;
      const latitudes = params.add(points.map((point) => point.latitude));
      const longitudes = params.add(points.map((point) => point.longitude));
      const { text, values } = params.sql(
        `SELECT count(*)::int AS points, count(*) FILTER (WHERE ${metres} IS DISTINCT FROM ${earth})::int AS differ
         FROM unnest(${latitudes}::float8[], ${longitudes}::float8[]) AS p(latitude, longitude)`,
      );
      expect(await t.dataSource.query(text, values)).toEqual([{ points: points.length, differ: 0 }]);
    }
  });

  it("tests a row's point among the radius' points, not its distance", async () => {
    const queries: Record<string, string | number>[] = [
      { near: '10115', radius: 10, sort: 'newest' },
      { query: 'Friseur', near: '10115', radius: 25, sort: 'rating' },
      { query: 'Friseur', near: '10115', radius: 10 },
      { near: '10115', radius: 30, sort: 'newest' },
    ];
    for (const query of queries) {
      t.app.get(SearchLookups).forget();
      const { statements } = await captureStatements(t.searchDataSource, () => search(query), /\bbusinesses b\b/);
      const rows = statements.filter((sql) => sql.includes('b.latitude IS NOT NULL'));
      expect(rows.some((sql) => sql.includes('(b.latitude, b.longitude) IN (SELECT point.latitude'))).toBe(true);
      for (const sql of rows) {
        // A probe among the points, or a walk point by point.
        expect(sql).toMatch(/\(b\.latitude, b\.longitude\) IN \(SELECT point\.latitude|b\.latitude = point\.latitude/);
        // Only a page row's distance column measures it, for the 24 rows shown.
        expect(sql.replace(/, round\(\(sec_to_gc[\s\S]*?AS "distanceKm"/g, '')).not.toContain('radians(b.latitude)');
      }
    }
  });

  it('looks up only the points where a published business lies, and finds the same', async () => {
    const within = places.pointsWithin(BERLIN, 30 + RADIUS_EDGE_KM);
    const [{ held }] = await t.dataSource.query<{ held: number }[]>(
      `SELECT count(DISTINCT (latitude, longitude))::int AS held FROM businesses
       WHERE latitude IS NOT NULL AND status = 'published' AND deleted_at IS NULL`,
    );
    expect(within.length).toBeGreaterThan(held * 10);

    t.app.get(SearchLookups).forget();
    const query = { query: 'Potsdamer', near: '10115', radius: 30 };
    const { result, calls } = await captureStatements(t.searchDataSource, () => search(query));
    // Both lie in Potsdam, 27 km away: the word is in the one's name and the other's city.
    expect(result.body.map((business) => business.name).sort()).toEqual(['Potsdamer Friseur', 'Sanssouci Bau']);
    const [lookup, ...others] = calls.filter(([sql]) => /unnest\(\$\d+::float8\[\]/.test(sql));
    // The lookup is given every point within the radius; the statements after it only those it kept.
    expect(lookup[0]).toContain('WITH ORDINALITY');
    expect(lookup[1][0]).toHaveLength(within.length);
    expect(others.length).toBeGreaterThan(0);
    for (const [, values] of others) {
      for (const latitudes of values.filter((value) => Array.isArray(value) && typeof value[0] === 'number')) {
        expect((latitudes as number[]).length).toBeLessThanOrEqual(held);
      }
    }
  });

  describe('query plans', () => {
    async function plansOf(query: Record<string, string | number>): Promise<QueryPlan[]> {
      // Every statement a search sends, the lookups that prepare it included (nothing kept from before).
      t.app.get(SearchLookups).forget();
      const plans = await queryPlansOf(t.searchDataSource, /sec_to_gc/, () => search(query));
      expect(plans.length).toBeGreaterThan(0);
      return plans;
    }

    const scansOf = (plans: QueryPlan[]): string[] => plans.flatMap((plan) => plan.scans);
    const indexesOf = (plans: QueryPlan[]): string[] => plans.flatMap((plan) => plan.indexes);
    /** The count's plan: an aggregate at its root. */
    const countOf = (plans: QueryPlan[]): QueryPlan | undefined =>
      plans.find((plan) => plan.nodeTypes[0] === 'Aggregate');
    /** A walk point by point: a nested loop over the points, each point's businesses from the point index. */
    const walksPoints = (plan: QueryPlan | undefined): boolean =>
      plan !== undefined &&
      plan.nodeTypes.includes('Nested Loop') &&
      plan.scans.includes('Function Scan on point') &&
      plan.scans.includes('Index Scan using idx_businesses_point_listing');

    it("counts point by point from the points' numbers of businesses; many or few, a page walks the points", async () => {
      const many = await plansOf({ near: 'Berlin', radius: 10 });
      expect(scansOf(many)).not.toContain('Seq Scan on businesses');
      // The count adds up the numbers of published businesses the vocabulary keeps per point (placeCount).
      const count = countOf(many);
      expect(count?.scans).toContain('Function Scan on point');
      expect(count?.conditions).toMatch(/\(kind = 'n'::"char"\) AND \(term = ANY/);
      expect(many.some(walksPoints)).toBe(true);
      expect(indexesOf(many)).not.toContain('idx_businesses_listing');

      // Few too: a page in listing order reads them point by point, as the count would, never the radius' whole box.
      const few = await plansOf({ near: 'München', radius: 10 });
      expect(scansOf(few)).not.toContain('Seq Scan on businesses');
      expect(few.some(walksPoints)).toBe(true);
      expect(indexesOf(few)).not.toContain('idx_businesses_earth');
      expect(few.map((plan) => plan.conditions).join('\n')).toMatch(/\(kind = 'n'::"char"\) AND \(term = ANY/);
    });

    it('counts a radius without further criteria up to COUNT_CAP, with them up to ROW_CHECKED_COUNT_CAP', async () => {
      const plain = await request(t.server).get('/api/businesses').query({ near: 'Berlin', radius: 50 }).expect(200);
      const words = await request(t.server)
        .get('/api/businesses')
        .query({ near: 'Berlin', radius: 50, query: 'Friseur' })
        .expect(200);
      expect(Number(plain.headers['x-total-count'])).toBeGreaterThan(ROW_CHECKED_COUNT_CAP);
      expect(Number(plain.headers['x-total-count'])).toBeLessThanOrEqual(COUNT_CAP);
      expect([words.headers['x-total-count'], words.headers['x-total-count-exact']]).toEqual([
        String(ROW_CHECKED_COUNT_CAP),
        'false',
      ]);
    });

    it('by date or rating, sorts all matches with the count where the radius holds few businesses; by cursor walks', async () => {
      // 300 more at München's point: more matches than a count stops at, fewer businesses than SPARSE_MATCHES.
      const munich = placeLookup().forSearch('München')!;
      const added: { id: string }[] = await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, review_count, rating_sum, source, latitude, longitude)
         SELECT 'Isar ' || i, 'Wellness & Schönheit', 'Marienplatz ' || i, '80331', 'München', 1 + i % 3, 4, 'import', $1::float8, $2::float8
         FROM generate_series(1, 300) AS i RETURNING id`,
        [munich.latitude, munich.longitude],
      );
      /** Whether the page's rows come in the order's keys, as stored (the API rounds the average). */
      const inOrder = async (ids: string[], sort: 'newest' | 'rating'): Promise<boolean> => {
        const keys =
          sort === 'rating' ? `ARRAY[- rating_avg, - review_count]::numeric[], name, id` : `created_at DESC, id DESC`;
        const rows: { id: string }[] = await t.dataSource.query(
          `SELECT id FROM businesses WHERE id = ANY($1) ORDER BY ${keys}`,
          [ids],
        );
        return JSON.stringify(rows.map((row) => row.id)) === JSON.stringify(ids);
      };
      try {
        for (const [sort, walked] of [
          ['newest', 'idx_businesses_created_at'],
          ['rating', 'idx_businesses_rating'],
        ] as const) {
          // München holds fewer than SPARSE_MATCHES, Berlin (BERLIN_BULK) more, both fewer than RADIUS_SORTED_ROWS:
          // every match counted point by point, the page sorted with the count and read by id.
          for (const near of ['München', 'Berlin']) {
            const few = { near, radius: 10, minRating: 1, sort };
            const sorted = await request(t.server).get('/api/businesses').query(few).expect(200);
            expect(sorted.headers['x-total-count-exact']).toBe('true');
            expect(sorted.body.length).toBe(Math.min(24, Number(sorted.headers['x-total-count'])));
            const ids = (sorted.body as { id: string }[]).map((item) => item.id);
            expect(await inOrder(ids, sort)).toBe(true);
            expect(await inOrder([...ids].reverse(), sort)).toBe(false);
            const fewPlans = await plansOf(few);
            expect(indexesOf(fewPlans)).toContain('idx_businesses_point_listing');
            expect(indexesOf(fewPlans)).not.toContain('idx_businesses_earth');
            expect(indexesOf(fewPlans)).not.toContain(walked);
          }
          const munichTotal = await request(t.server)
            .get('/api/businesses')
            .query({ near: 'München', radius: 10, minRating: 1, sort });
          expect(Number(munichTotal.headers['x-total-count'])).toBeGreaterThan(ROW_CHECKED_COUNT_CAP);
          // A page by cursor around Berlin (more than SPARSE_MATCHES): counted as far as a count stops, then walked.
          const [first] = (
            await request(t.server).get('/api/businesses').query({ near: 'Berlin', radius: 10, minRating: 1, sort })
          ).body as {
            id: string;
            createdAt: string;
            averageRating: number | null;
            reviewCount: number;
            name: string;
          }[];
          const cursor = encodeCursor(
            sort === 'rating'
              ? { direction: 'after', order: 'rating', key: ['-5.00', -1, first.name, first.id] }
              : {
                  direction: 'after',
                  order: 'newest',
                  key: [first.createdAt.replace('Z', '').padEnd(26, '0') + 'Z', first.id],
                },
          );
          const many = { near: 'Berlin', radius: 10, minRating: 1, sort, cursor };
          const walkedPage = await request(t.server).get('/api/businesses').query(many).expect(200);
          expect(walkedPage.headers['x-total-count-exact']).toBe('false');
          // (The test database is too small for PostgreSQL to take the order's index; the bench's plans show it.)
          expect(indexesOf(await plansOf(many))).not.toContain('idx_businesses_earth');
        }
      } finally {
        await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [added.map((row) => row.id)]);
      }
    });

    it('counts words within a radius from the words counted at its points, else from the matches there; many walk the points, few are sorted', async () => {
      const many = await plansOf({ near: 'Berlin', radius: 10, query: 'Friseur' });
      expect(scansOf(many)).not.toContain('Seq Scan on businesses');
      // The count, the page among the top-rated names (none of the bulk rows is top-rated), the page walked.
      const [count, topRatedPage, page] = many;
      expect(topRatedPage.scans).toContain('Bitmap Index Scan on idx_businesses_top_rated_point_names');
      // More than ROW_CHECKED_COUNT_CAP of the points' businesses hold "friseur": the count is settled by the
      // words counted per point (search_terms, kind 'g'), without reading a business. The index condition is the
      // kind alone at this size or, as at scale, the kind with the range of the key.
      expect(count.scans).toContain('Function Scan on point');
      expect(count.nodes.map((node) => node.relation)).toContain('search_terms');
      expect(count.conditions).toMatch(/\(?kind = 'g'/);
      expect(count.nodes.map((node) => node.relation)).not.toContain('businesses');
      const counted = await request(t.server)
        .get('/api/businesses')
        .query({ near: 'Berlin', radius: 10, query: 'Friseur' });
      expect([counted.headers['x-total-count'], counted.headers['x-total-count-exact']]).toEqual([
        String(ROW_CHECKED_COUNT_CAP),
        'false',
      ]);
      // A word no word of which more than 1,000 of them hold ("17" stands for 17, 170 … 179, 1700 …): counted from the matches.
      const rare = await plansOf({ near: 'Berlin', radius: 10, query: '17' });
      expect(countOf(rare)?.scans).toContain('Bitmap Index Scan on idx_businesses_point_words');
      // Not a walk of the country's listing order testing words and distance on every row.
      expect(walksPoints(page)).toBe(true);
      expect(page.indexes).not.toContain('idx_businesses_listing');

      const few = await plansOf({ near: 'Potsdam', radius: 5, query: 'Friseur' });
      expect(scansOf(few)).not.toContain('Seq Scan on businesses');
      expect(countOf(few)?.scans).toContain('Bitmap Index Scan on idx_businesses_point_words');
      expect(indexesOf(few)).not.toContain('idx_businesses_listing');
    });

    it("by night, counts and walks the open ones within a radius from the points' night listing, exactly", async () => {
      // At München's point: 30 open Friday 21:00-03:00 (so at some night), 270 open by day only, among their criteria.
      const munich = placeLookup().forSearch('München')!;
      const added: { id: string }[] = await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, review_count, rating_sum, source,
           friday_open, friday_close, latitude, longitude)
         SELECT CASE WHEN i <= 30 THEN 'Nachtbar ' ELSE 'Tagcafé ' END || i, 'Restaurant & Gastronomie',
           'Marienplatz ' || i, '80331', 'München', 1, 1 + i % 5, 'import',
           CASE WHEN i <= 30 THEN '21:00' ELSE '09:00' END, CASE WHEN i <= 30 THEN '03:00' ELSE '18:00' END,
           $1::float8, $2::float8
         FROM generate_series(1, 300) AS i RETURNING id`,
        [munich.latitude, munich.longitude],
      );
      await t.dataSource.query('ANALYZE businesses');
      const clock = fakeClock(t, Date.parse('2026-11-27T22:00:00Z'));
      try {
        const bars = Array.from({ length: 30 }, (_, i) => `Nachtbar ${i + 1}`);
        // Friday 23:00 in Germany: the bars and nothing else of the 300; from three stars, those rated three or more.
        for (const [criteria, open] of [
          [{}, bars],
          [{ category: 'Restaurant & Gastronomie' }, bars],
          [{ minRating: 3 }, bars.filter((_, i) => (i + 1) % 5 >= 2)],
        ] as const) {
          const query = { near: 'München', radius: 10, openNow: 'true', limit: 100, ...criteria };
          const { body, total } = await search(query);
          const ours = body.map((item) => item.name).filter((name) => /^(Nachtbar|Tagcafé) /.test(name));
          expect({ criteria, ours: ours.sort() }).toEqual({ criteria, ours: [...open].sort() });
          expect(total).toBe(body.length);
          const plans = await plansOf(query);
          expect(indexesOf(plans)).toContain('idx_businesses_point_night_listing');
          expect(indexesOf(plans)).not.toContain('idx_businesses_earth');
        }
        // At 20:30 it is not night: the points' listing, and the bars not yet open.
        clock.set(Date.parse('2026-11-27T19:30:00Z'));
        const evening = { near: 'München', radius: 10, openNow: 'true', limit: 100 };
        expect((await search(evening)).body.map((item) => item.name)).not.toContainEqual(
          expect.stringMatching(/^Nachtbar/),
        );
        expect(indexesOf(await plansOf(evening))).not.toContain('idx_businesses_point_night_listing');
      } finally {
        clock.restore();
        await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [added.map((row) => row.id)]);
        await t.dataSource.query('ANALYZE businesses');
      }
    });

    it('sort=distance with few matches of words reads them from the words at the points, not every business near', async () => {
      const plans = await plansOf({ query: 'Potsdamer', near: 'Berlin', radius: 50, sort: 'distance' });
      // The count and the page alike.
      expect(plans.filter((plan) => plan.indexes.includes('idx_businesses_point_words')).length).toBe(2);
      expect(indexesOf(plans)).not.toContain('idx_businesses_earth');
      expect(scansOf(plans)).not.toContain('Seq Scan on businesses');
    });

    it('sort=distance walks the places nearest first through the point index, and stops after the page', async () => {
      const plans = await plansOf({ near: 'Berlin', radius: 10, sort: 'distance' });
      expect(scansOf(plans)).not.toContain('Seq Scan on businesses');
      expect(plans.some(walksPoints)).toBe(true);
    });
  });
});
