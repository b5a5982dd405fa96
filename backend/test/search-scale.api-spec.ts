import request from 'supertest';
import {
  COUNT_CAP,
  MAX_POSTAL_CODES,
  MAX_PREFIX_LEXEMES,
  ROW_CHECKED_COUNT_CAP,
  SPARSE_MATCHES,
  TOP_RATED_MIN_MATCHES,
  TOP_RATED_NAMES_WALKED,
} from '../src/businesses/business-search-plan';
import { SearchLookups } from '../src/businesses/search-lookups';
import { BusinessSearchRepository } from '../src/businesses/business-search.repository';
import { checkWordsSql } from '../src/businesses/business-search-lookup-sql';
import { ImportService } from '../src/import/import.service';
import { fixtureBusiness, fixtureReview } from './support/dataset-fixture';
import { idsInListingOrder } from './support/listing-order';
import { captureStatements, explainPlan, QueryPlan, queryPlansOf, SentStatement } from './support/query-plans';
import { createTestApp, TestApp } from './support/test-app';
import { DEEP_PAGE_MESSAGE } from '../src/businesses/business-messages';

interface Listed {
  id: string;
  name: string;
  city: string;
  postalCode: string;
  verified: boolean;
  averageRating: number;
  reviewCount: number;
}

interface Listing {
  body: Listed[];
  total: number;
  exact: string;
  links: Record<string, string>;
  suggestion?: string;
}

/** `<url>; rel="next", …` → { next: url, … } */
function parseLinks(header: string | undefined): Record<string, string> {
  const links: Record<string, string> = {};
  for (const part of header?.split(', ') ?? []) {
    const match = /^<([^>]+)>; rel="(\w+)"$/.exec(part);
    if (match !== null) links[match[2]] = match[1];
  }
  return links;
}

/**
 * Search at scale on a directory of COUNT_CAP + 1,200 businesses: capped counts, keyset paging,
 * typo correction through the vocabulary, the vocabulary kept by the database, and the query plans.
 */
describe('search at scale', () => {
  let t: TestApp;
  // Fewer than ROW_CHECKED_COUNT_CAP: a count in Berlin reads and counts them exactly.
  const HAIRDRESSERS_IN_BERLIN = 150;

  beforeAll(async () => {
    t = await createTestApp();
    await t.dataSource.transaction((manager) =>
      t.app.get(ImportService).replaceImported(manager, [
        fixtureBusiness(0, {
          name: 'Bäckerei Sonnenschein',
          category: 'Restaurant & Gastronomie',
          city: 'München',
          postalCode: '80331',
          keywords: 'Brot, Brötchen',
        }),
        fixtureBusiness(1, {
          name: 'Bäckerei Müller',
          category: 'Restaurant & Gastronomie',
          city: 'Köln',
          postalCode: '50667',
          verified: true,
          reviews: [fixtureReview(5)],
        }),
        fixtureBusiness(2, { name: 'Café Krümel', category: 'Restaurant & Gastronomie', keywords: 'Bäckerei, Kuchen' }),
        fixtureBusiness(3, { name: 'Frankfurter Hof', city: 'Frankfurt am Main', postalCode: '60311' }),
        fixtureBusiness(4, { name: 'Oderblick', city: 'Frankfurt (Oder)', postalCode: '15230' }),
      ]),
    );
    // Written by SQL as a bulk import or a restore would: the triggers keep the vocabulary.
    await t.dataSource.query(
      `INSERT INTO businesses (name, category, street, postal_code, city, keywords, verified, review_count, rating_sum, source)
       SELECT 'Friseur ' || i, 'Wellness & Schönheit', 'Hauptstraße ' || i, lpad((10000 + i % 900)::text, 5, '0'),
              CASE WHEN i <= $2 THEN 'Berlin' ELSE 'Hamburg' END, 'Haarschnitt, Färben', i % 7 = 0,
              i % 5, (i % 5) * (1 + i % 4), 'import'
       FROM generate_series(1, $1) AS i`,
      [COUNT_CAP + 1200, HAIRDRESSERS_IN_BERLIN],
    );
    await t.dataSource.query('ANALYZE businesses');
    await t.dataSource.query('ANALYZE search_terms');
  });

  afterAll(async () => {
    await t.close();
  });

  async function list(path: string, query: Record<string, string> = {}): Promise<Listing> {
    const response = await request(t.server).get(path).query(query).expect(200);
    const suggestion = response.headers['x-search-suggestion'];
    return {
      body: response.body,
      total: Number(response.headers['x-total-count']),
      exact: response.headers['x-total-count-exact'],
      links: parseLinks(response.headers.link),
      suggestion: suggestion === undefined ? undefined : decodeURIComponent(suggestion),
    };
  }
  const search = (query: Record<string, string>): Promise<Listing> => list('/api/businesses', query);

  describe('counting', () => {
    it('counts exactly up to the cap and says so', async () => {
      const berlin = await search({ query: 'Friseur', city: 'Berlin' });
      expect(berlin.total).toBe(HAIRDRESSERS_IN_BERLIN);
      expect(berlin.exact).toBe('true');
      expect(berlin.links.last).toBe('/api/businesses?query=Friseur&city=Berlin&page=7&limit=24');
    });

    it('stops at the cap and reports a lower bound, without a last page', async () => {
      const all = await search({ query: 'Friseur' });
      expect(all.total).toBe(COUNT_CAP);
      expect(all.exact).toBe('false');
      expect(all.body).toHaveLength(24);
      expect(Object.keys(all.links)).toEqual(['first', 'next']);
      const unfiltered = await search({});
      expect([unfiltered.total, unfiltered.exact]).toEqual([COUNT_CAP, 'false']);
    });
  });

  describe('keyset paging', () => {
    it('hands out cursors for deep pages and pages through every match without gaps or repeats', async () => {
      const seen: string[] = [];
      let listing = await search({ query: 'Friseur', city: 'Berlin', limit: '10' });
      let page = 1;
      for (;;) {
        seen.push(...listing.body.map((b) => b.id));
        const next = listing.links.next;
        if (next === undefined) break;
        page += 1;
        expect(next).toContain(`page=${page}`);
        // Offsets near the start, the cursor further on.
        expect(next.includes('cursor=')).toBe(page > 10);
        listing = await list(next);
      }
      expect(page).toBe(15);
      expect(seen).toHaveLength(HAIRDRESSERS_IN_BERLIN);
      expect(new Set(seen).size).toBe(HAIRDRESSERS_IN_BERLIN);

      // The same order as offsets give.
      const byOffset: string[] = [];
      for (let p = 1; p <= 3; p++) {
        byOffset.push(
          ...(await search({ query: 'Friseur', city: 'Berlin', limit: '100', page: String(p) })).body.map((b) => b.id),
        );
      }
      expect(seen).toEqual(byOffset);
    });

    it('goes back with the previous-page cursor', async () => {
      let listing = await search({ query: 'Friseur', limit: '10' });
      const pages: string[][] = [listing.body.map((b) => b.id)];
      for (let page = 2; page <= 13; page++) {
        listing = await list(listing.links.next);
        pages.push(listing.body.map((b) => b.id));
      }
      expect(listing.links.prev).toContain('cursor=');
      const previous = await list(listing.links.prev);
      expect(previous.body.map((b) => b.id)).toEqual(pages[11]);
      expect(previous.links.prev).toContain('page=11');
    });

    it('keeps the relevance tiers across cursor pages: exact name, name, then other matches', async () => {
      const first = await search({ query: 'Bäckerei', limit: '1' });
      const names = [first.body[0].name];
      let listing = first;
      while (listing.links.next !== undefined) {
        listing = await list(listing.links.next);
        names.push(...listing.body.map((b) => b.name));
      }
      expect(names).toEqual(['Bäckerei Müller', 'Bäckerei Sonnenschein', 'Café Krümel']);
      // One page of them all, sorted while counting (countAndSort): the same tiers.
      expect((await search({ query: 'Bäckerei' })).body.map((b) => b.name)).toEqual(names);
    });

    it.each(['kein-cursor', Buffer.from('["a",7,true,"0",0,"x","y"]').toString('base64url'), 'x'.repeat(700)])(
      'rejects a cursor it did not hand out (%#) with 400',
      async (cursor) => {
        const response = await request(t.server).get('/api/businesses').query({ cursor }).expect(400);
        expect(response.body).toMatchObject({ message: 'Ungültiger Seitenverweis' });
      },
    );
  });

  describe('the lookups that prepare a search', () => {
    /** A search and the statements it sent, the vocabulary's apart. */
    async function sent(
      query: Record<string, string>,
    ): Promise<{ listing: Listing; all: string[]; vocabulary: string[] }> {
      const { result: listing, statements: all } = await captureStatements(t.searchDataSource, () => search(query));
      return { listing, all, vocabulary: all.filter((sql) => /FROM search_terms/.test(sql)) };
    }

    it('asks the vocabulary once for searches alike, and again after an accepted write, not after a refused one', async () => {
      t.app.get(SearchLookups).forget();
      const query = { query: 'Friseur', city: 'Berlin' };
      const first = await sent(query);
      // Which stored cities "Berlin" stands for, the lexemes "Friseur" stands for (for the city's words index), and
      // whether a word of "Friseur" is held by more than a count reads there.
      expect(first.vocabulary).toHaveLength(3);
      const again = await sent(query);
      expect(again.vocabulary).toEqual([]);
      expect(again.all).toHaveLength(first.all.length - 3);
      expect(again.listing).toEqual(first.listing);
      // Another search asks for what it needs itself: the lexemes of "Friseur" are known.
      expect((await sent({ query: 'Friseur', city: 'Hamburg' })).vocabulary).toHaveLength(2);

      const refused = await request(t.server).post('/api/contact').send({ firstName: 'Erika' });
      expect(refused.status).toBe(400);
      expect((await sent(query)).vocabulary).toEqual([]);
      await request(t.server)
        .post('/api/contact')
        .send({
          firstName: 'Erika',
          lastName: 'Mustermann',
          email: 'erika.mustermann@example.de',
          subject: 'Anfrage',
          message: 'Guten Tag, bitte rufen Sie mich zurück.',
          privacyConsent: true,
        })
        .expect(201);
      const afterWrite = await sent(query);
      expect(afterWrite.vocabulary).toEqual(first.vocabulary);
      expect(afterWrite.listing).toEqual(first.listing);
    });
  });

  describe("a search's connection", () => {
    /**
     * The search pool's connection released last (the pool hands it out next): whether a transaction begun earlier
     * is still open (on its own a statement's transaction starts with it: now() = statement_timestamp()), and its
     * settings.
     */
    async function nextSearchConnection(): Promise<Record<string, string | boolean>> {
      const [row] = await t.searchDataSource.query<Record<string, string | boolean>[]>(
        `SELECT now() <> statement_timestamp() AS "inTransaction", current_setting('enable_seqscan') AS "seqscan",
           current_setting('max_parallel_workers_per_gather') AS "workers",
           current_setting('enable_indexscan') AS "indexscan", current_setting('transaction_read_only') AS "readOnly"`,
      );
      return row;
    }
    const asOpened = { inTransaction: false, seqscan: 'off', workers: '0', indexscan: 'on', readOnly: 'on' };

    it('comes with the search settings, read-only, and is left without a transaction', async () => {
      expect((await search({ query: 'Friseur', city: 'Berlin' })).total).toBe(HAIRDRESSERS_IN_BERLIN);
      expect(await nextSearchConnection()).toEqual(asOpened);
      // Few matches without words are sorted in a transaction of their own (enable_indexscan off), committed.
      expect((await search({ city: 'Berlin' })).body).toHaveLength(24);
      expect(await nextSearchConnection()).toEqual(asOpened);
      await expect(t.searchDataSource.query(`UPDATE businesses SET name = name WHERE FALSE`)).rejects.toThrow(
        /read-only transaction/,
      );
      // The app's own pool keeps PostgreSQL's defaults.
      const [primary] = await t.dataSource.query<{ seqscan: string }[]>(
        `SELECT current_setting('enable_seqscan') AS "seqscan"`,
      );
      expect(primary.seqscan).toBe('on');
    });

    it('rolls back the transaction of sorted matches and gives its connection back when a statement fails', async () => {
      const send = t.searchDataSource.query.bind(t.searchDataSource);
      // The page after the count (sent after SORT_MATCHES began the transaction) fails.
      const spy = jest
        .spyOn(t.searchDataSource, 'query')
        .mockImplementation((sql: string, ...rest) =>
          /FROM businesses b/.test(sql) && !/count\(\*\)/.test(sql)
            ? Promise.reject(new Error('Verbindung verloren'))
            : send(sql, ...rest),
        );
      try {
        await request(t.server).get('/api/businesses').query({ city: 'Berlin' }).expect(500);
      } finally {
        spy.mockRestore();
      }
      expect(await nextSearchConnection()).toEqual(asOpened);
      // More searches than the pool has connections: none was kept.
      for (let i = 0; i < 12; i++) {
        expect((await search({ query: 'Friseur', city: 'Berlin' })).total).toBe(HAIRDRESSERS_IN_BERLIN);
      }
      expect(await nextSearchConnection()).toEqual(asOpened);
    });
  });

  describe('typo correction through the vocabulary', () => {
    it('finds the bakeries for "Bakerei" and suggests "Bäckerei"', async () => {
      const typo = await search({ query: 'Bakerei' });
      expect(typo.suggestion).toBe('Bäckerei');
      expect(typo.body.map((b) => b.name)).toEqual(['Bäckerei Müller', 'Bäckerei Sonnenschein', 'Café Krümel']);
      expect(typo.links.first).toBe('/api/businesses?query=B%C3%A4ckerei&page=1&limit=24');
    });

    it('corrects only the unknown word and keeps the filters', async () => {
      const typo = await search({ query: 'Bakerei Sonnenschein', city: 'Münch' });
      expect(typo.suggestion).toBe('Bäckerei Sonnenschein');
      expect(typo.body.map((b) => b.name)).toEqual(['Bäckerei Sonnenschein']);
    });

    it('suggests nothing when the words as written match or nothing is similar', async () => {
      expect((await search({ query: 'Bäckerei' })).suggestion).toBeUndefined();
      const none = await search({ query: 'Raumfahrtagentur' });
      expect([none.body, none.total, none.suggestion]).toEqual([[], 0, undefined]);
    });

    it('looks for a similar word only for a word neither known nor a stop word, through the trigram index', async () => {
      const repository = t.app.get(BusinessSearchRepository);
      const checks = await repository.checkWords(['backerei', 'die', 'bakerei', 'ba', 'raumfahrtagentur']);
      expect(checks.map(({ word, known, stopWord, closest }) => [word, known, stopWord, closest?.term])).toEqual([
        ['backerei', true, false, undefined],
        ['die', false, true, undefined],
        ['bakerei', false, false, 'backerei'],
        ['ba', true, false, undefined],
        ['raumfahrtagentur', false, false, undefined],
      ]);
      const sql = checkWordsSql(['bakerei']);
      const plan = await explainPlan(t.dataSource, sql.text, sql.values);
      expect(plan.indexes).toContain('idx_search_terms_word_trgm');
    });

    it('keeps the vocabulary current when rows are written by SQL', async () => {
      const documents = async (term: string): Promise<number | undefined> => {
        const rows = await t.dataSource.query<{ documents: number }[]>(
          `SELECT documents FROM search_terms WHERE kind = 'w' AND term = $1`,
          [term],
        );
        return rows[0]?.documents;
      };
      expect(await documents('konditorei')).toBeUndefined();
      await t.dataSource.query(`UPDATE businesses SET name = 'Konditorei Krümel' WHERE name = 'Café Krümel'`);
      expect(await documents('konditorei')).toBe(1);
      expect(await documents('cafe')).toBe(0);
      expect((await search({ query: 'Kondtorei' })).suggestion).toBe('Konditorei');

      const before = await t.dataSource.query(
        `SELECT kind, term, documents FROM search_terms WHERE documents > 0 ORDER BY 1, 2`,
      );
      await t.dataSource.query('SELECT search_reindex()');
      expect(await t.dataSource.query(`SELECT kind, term, documents FROM search_terms ORDER BY 1, 2`)).toEqual(before);

      await t.dataSource.query(`DELETE FROM businesses WHERE name = 'Konditorei Krümel'`);
      expect(await documents('konditorei')).toBe(0);
      expect((await search({ query: 'Kondtorei' })).suggestion).toBeUndefined();
    });

    it("counts the top-rated names' lexemes, and follows the verified mark and the rating", async () => {
      const names = async (term: string): Promise<number> => {
        const rows = await t.dataSource.query<{ documents: number }[]>(
          `SELECT documents FROM search_terms WHERE kind = 't' AND term = $1`,
          [term],
        );
        return rows[0]?.documents ?? 0;
      };
      // "Bäckerei Müller" is verified with five stars; "Bäckerei Sonnenschein" is not verified.
      expect([await names('backerei'), await names('mull'), await names('sonnenschein')]).toEqual([1, 1, 0]);
      const muller = `name = 'Bäckerei Müller'`;
      try {
        await t.dataSource.query(`UPDATE businesses SET verified = FALSE WHERE ${muller}`);
        expect(await names('backerei')).toBe(0);
        await t.dataSource.query(
          `UPDATE businesses SET verified = TRUE, review_count = 2, rating_sum = 8 WHERE ${muller}`,
        );
        expect(await names('backerei')).toBe(0);
        await t.dataSource.query(`UPDATE businesses SET review_count = 2, rating_sum = 9 WHERE ${muller}`);
        expect(await names('backerei')).toBe(1);
        await t.dataSource.query(`UPDATE businesses SET name = 'Bäckerei Möller' WHERE ${muller}`);
        expect([await names('mull'), await names('moll')]).toEqual([0, 1]);
      } finally {
        await t.dataSource.query(
          `UPDATE businesses SET name = 'Bäckerei Müller', verified = TRUE, review_count = 1, rating_sum = 5
           WHERE name IN ('Bäckerei Müller', 'Bäckerei Möller')`,
        );
      }
      expect([await names('backerei'), await names('mull'), await names('moll')]).toEqual([1, 1, 0]);
    });

    it('counts the words of what the public sees per city and per point, and follows review, trash and moves', async () => {
      const documents = async (kind: string, term: string): Promise<number> => {
        const rows = await t.dataSource.query<{ documents: number }[]>(
          `SELECT documents FROM search_terms WHERE kind = $1 AND term = $2`,
          [kind, term],
        );
        return rows[0]?.documents ?? 0;
      };
      // As qualified_words qualifies the German lexemes for the place-words indexes ("haarschnitt", "frisur").
      expect(await documents('l', 'berlin|friseur')).toBe(HAIRDRESSERS_IN_BERLIN);
      expect(await documents('l', 'hamburg|haarschnitt')).toBe(COUNT_CAP + 1200 - HAIRDRESSERS_IN_BERLIN);

      const [entry] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, status, source, latitude, longitude)
         VALUES ('Zwirbelbart Salon', 'Wellness & Schönheit', 'Torstraße 3', '10119', 'Berlin', 'pending', 'form', 52.53, 13.4)
         RETURNING id`,
      );
      try {
        // Waiting for review: not counted, as the place-words indexes leave it out; nor are its German lexemes.
        expect(await documents('l', 'berlin|zwirbelbart')).toBe(0);
        expect(await documents('g', '52.53,13.4|zwirbelbart')).toBe(0);
        expect(await documents('x', 'zwirbelbart')).toBe(0);
        // The places' numbers of published businesses (kind 'n') leave it out as well.
        const places = async (): Promise<number[]> =>
          Promise.all(['all', 'city|berlin', 'point|52.53,13.4', 'code|10119'].map((term) => documents('n', term)));
        const before = await places();
        await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [entry.id]);
        expect(await places()).toEqual(before.map((count) => count + 1));
        expect(await documents('l', 'berlin|zwirbelbart')).toBe(1);
        expect(await documents('g', '52.53,13.4|zwirbelbart')).toBe(1);
        expect(await documents('x', 'zwirbelbart')).toBe(1);
        expect(await documents('l', 'berlin|salon')).toBeGreaterThan(0);
        await t.dataSource.query(
          `UPDATE businesses SET city = 'Potsdam', postal_code = '14467', latitude = 52.4, longitude = 13.06 WHERE id = $1`,
          [entry.id],
        );
        expect([await documents('l', 'berlin|zwirbelbart'), await documents('l', 'potsdam|zwirbelbart')]).toEqual([
          0, 1,
        ]);
        expect([
          await documents('g', '52.53,13.4|zwirbelbart'),
          await documents('g', '52.4,13.06|zwirbelbart'),
        ]).toEqual([0, 1]);
        expect(await places()).toEqual([before[0] + 1, ...before.slice(1)]);
        const inPotsdam = ['city|potsdam', 'point|52.4,13.06', 'code|14467'];
        const potsdam = await Promise.all(inPotsdam.map((term) => documents('n', term)));
        await t.dataSource.query(`UPDATE businesses SET deleted_at = now() WHERE id = $1`, [entry.id]);
        expect(await documents('l', 'potsdam|zwirbelbart')).toBe(0);
        expect(await documents('x', 'zwirbelbart')).toBe(0);
        expect(await documents('g', '52.4,13.06|zwirbelbart')).toBe(0);
        expect(await places()).toEqual(before);
        expect(await Promise.all(inPotsdam.map((term) => documents('n', term)))).toEqual(potsdam.map((n) => n - 1));
        // A rating changes nothing the counts depend on.
        await t.dataSource.query(`UPDATE businesses SET review_count = review_count + 1 WHERE name = 'Friseur 1'`);
        expect(await documents('l', 'berlin|friseur')).toBe(HAIRDRESSERS_IN_BERLIN);
      } finally {
        await t.dataSource.query('DELETE FROM businesses WHERE id = $1', [entry.id]);
        await t.dataSource.query(`UPDATE businesses SET review_count = review_count - 1 WHERE name = 'Friseur 1'`);
      }
    });
  });

  describe('lexemes for prefixes', () => {
    /** The tsquery text the count of a search was sent with (`$n::tsquery`). */
    async function countedQuery(query: Record<string, string>): Promise<{ listing: Listing; tsquery: string }> {
      const { result: listing, calls } = await captureStatements(
        t.searchDataSource,
        () => search(query),
        /count\(\*\)/,
      );
      const [sql, params] = calls[0];
      const [, index] = /\$(\d+)::tsquery/.exec(sql) ?? [];
      return { listing, tsquery: String(params[Number(index) - 1]) };
    }

    it('sends several words as the lexemes their prefixes stand for, and finds the same', async () => {
      const { listing, tsquery } = await countedQuery({ query: 'Bäck Sonnensch' });
      expect(listing.body.map((business) => business.name)).toEqual(['Bäckerei Sonnenschein']);
      expect(tsquery).toContain("'backerei'");
      expect(tsquery).toContain("'sonnenschein'");
      expect(tsquery).not.toContain(':*');
    });

    it("sends one word in a city as its lexemes to the city's words index, and finds the same", async () => {
      const { listing, tsquery } = await countedQuery({ query: 'Friseur', city: 'Berlin' });
      expect([listing.total, listing.exact]).toEqual([HAIRDRESSERS_IN_BERLIN, 'true']);
      expect(tsquery).toContain("'friseur'");
      expect(tsquery).not.toContain(':*');
    });

    it('keeps a prefix standing for more than MAX_PREFIX_LEXEMES lexemes as a prefix', async () => {
      // "zaun" starts zaun1 … zaun25: more lexemes than are looked up.
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, source)
         SELECT 'Zaun' || i || ' Feldwegbau', 'Sonstige', 'Feldweg ' || i, '10115', 'Berlin', 'import'
         FROM generate_series(1, $1) AS i`,
        [MAX_PREFIX_LEXEMES + 5],
      );
      try {
        const { listing, tsquery } = await countedQuery({ query: 'Zaun Feldwegb' });
        expect(tsquery).toContain("'zaun':*");
        expect(tsquery).toContain("'feldwegbau'");
        expect([listing.total, listing.exact]).toEqual([MAX_PREFIX_LEXEMES + 5, 'true']);
      } finally {
        await t.dataSource.query(`DELETE FROM businesses WHERE name LIKE 'Zaun% Feldwegbau'`);
      }
    });

    it('sees a lexeme written in the same moment as the row', async () => {
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, source)
         VALUES ('Zauberflöte Sonnenschirmverleih', 'Sonstige', 'Seeweg 1', '10115', 'Berlin', 'import')`,
      );
      try {
        const { listing } = await countedQuery({ query: 'Sonnenschi Zauberfl' });
        expect(listing.body.map((business) => business.name)).toEqual(['Zauberflöte Sonnenschirmverleih']);
      } finally {
        await t.dataSource.query(`DELETE FROM businesses WHERE name = 'Zauberflöte Sonnenschirmverleih'`);
      }
    });
  });

  describe('city variants', () => {
    it('matches words in a city as prefixes, in every city the prefix stands for, quotes and all', async () => {
      expect((await search({ query: 'fris', city: 'Berlin' })).total).toBe(HAIRDRESSERS_IN_BERLIN);
      expect((await search({ query: 'Friseur', city: 'München' })).total).toBe(0);
      expect((await search({ query: 'Friseur haar', city: 'Berlin' })).total).toBe(HAIRDRESSERS_IN_BERLIN);
      expect((await search({ query: 'hof', city: 'Frankfurt' })).body.map((b) => b.name)).toEqual(['Frankfurter Hof']);
      const [quoted] = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, source)
         VALUES ('Uhrmacher Jura', 'Handwerk & Bau', 'Rue 1', '2345', 'L''Abbaye\\Le Pont', 'admin') RETURNING id`,
      );
      expect((await search({ query: 'uhrm', city: "L'Abbaye" })).body.map((b) => b.id)).toEqual([quoted.id]);
      await t.dataSource.query('DELETE FROM businesses WHERE id = $1', [quoted.id]);
    });

    it('resolves a prefix to the stored cities ("Frankfurt" finds both)', async () => {
      expect((await search({ city: 'Frankfurt' })).body.map((b) => b.name).sort()).toEqual([
        'Frankfurter Hof',
        'Oderblick',
      ]);
      expect((await search({ city: 'Frankfurt am' })).body.map((b) => b.name)).toEqual(['Frankfurter Hof']);
      expect((await search({ city: 'Muenchen' })).body.map((b) => b.name)).toEqual(['Bäckerei Sonnenschein']);
    });
  });

  describe('query plans', () => {
    /**
     * The statements one listing request sends to the businesses (or those matching `pattern`), each explained with
     * sequential scans discouraged.
     */
    async function statementsOf(
      query: Record<string, string>,
      pattern = /FROM businesses b/,
    ): Promise<{ sql: string; plan: QueryPlan }[]> {
      // Every statement a search sends, the lookups that prepare it included (nothing kept from before).
      t.app.get(SearchLookups).forget();
      const plans = await queryPlansOf(t.searchDataSource, pattern, () => search(query));
      return plans.map((plan) => ({ sql: plan.sql, plan }));
    }

    /** A hairdresser in Berlin waiting for review and one in the trash, at these postal codes; their ids. */
    function hiddenHairdressers(pendingCode: string, deletedCode: string): Promise<{ id: string }[]> {
      return t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, keywords, status, deleted_at, source)
         VALUES ('Friseur Wartend', 'Wellness & Schönheit', 'Torstraße 1', $1, 'Berlin', 'Friseur', 'pending', NULL, 'form'),
                ('Friseur Gelöscht', 'Wellness & Schönheit', 'Torstraße 2', $2, 'Berlin', 'Friseur', 'published', now(), 'admin')
         RETURNING id`,
        [pendingCode, deletedCode],
      );
    }

    /** The plans of statementsOf, the page first and the count last (they are sent together). */
    async function plansOf(query: Record<string, string>): Promise<QueryPlan[]> {
      const isCount = (sql: string): number => Number(/count\(\*\)/.test(sql));
      return (await statementsOf(query)).sort((a, b) => isCount(a.sql) - isCount(b.sql)).map(({ plan }) => plan);
    }

    it.each([
      ['the unfiltered listing', {}, 'idx_businesses_listing'],
      ['a category', { category: 'Wellness & Schönheit' }, 'idx_businesses_category_listing'],
      ['a city', { city: 'Berlin' }, 'idx_businesses_city_listing'],
    ])('walks the listing index in result order for %s', async (_label, query, index) => {
      const [page, count] = await plansOf(query);
      expect(page.scans).toContain(`Index Scan using ${index}`);
      expect(page.nodeTypes).not.toContain('Sort');
      expect(page.scans).not.toContain('Seq Scan on businesses');
      // A place alone is counted from the vocabulary (placeCount); a category from its rows, up to the cap.
      if ('category' in query) {
        expect(count.nodeTypes).toContain('Limit');
        expect(count.scans).not.toContain('Seq Scan on businesses');
      } else {
        expect(count).toBeUndefined();
      }
    });

    it('walks the listing index in result order for a deep page by cursor', async () => {
      const tenth = await search({ city: 'Hamburg', page: '10' });
      const next = new URLSearchParams(tenth.links.next.split('?')[1]);
      expect(next.get('page')).toBe('11');
      expect(next.get('cursor')).not.toBeNull();
      const [page] = await plansOf(Object.fromEntries(next));
      expect(page.scans).toContain('Index Scan using idx_businesses_city_listing');
      expect(page.nodeTypes).not.toContain('Sort');
      expect(page.scans).not.toContain('Seq Scan on businesses');
    });

    // A word of four characters or more among the top-rated names first (they fill the page here); a shorter prefix,
    // whose names match every few rows, walks the listing.
    it.each([
      ['a common trade', { query: 'Friseur' }, /^Bitmap Index Scan on idx_businesses_top_rated_names$/],
      ['a word prefix', { query: 'fris' }, /^Bitmap Index Scan on idx_businesses_top_rated_names$/],
      ['a short prefix', { query: 'fr' }, /^Index Scan using idx_businesses_(name_folded|listing|city_listing)$/],
    ])('serves %s from indexes and stops after the page', async (_label, query, scan) => {
      const plans = await plansOf(query);
      for (const plan of plans) expect(plan.scans).not.toContain('Seq Scan on businesses');
      const [page] = plans;
      expect(page.nodeTypes).toContain('Limit');
      expect(page.scans).toContainEqual(expect.stringMatching(scan));
    });

    it('walks the listing to the first page of a frequent word held by many top-rated names, in the same order', async () => {
      // None of the hairdressers is top-rated: their first page is looked for among the top-rated names first.
      const firstOf = async (): Promise<{ ids: string[]; statements: string[] }> => {
        t.app.get(SearchLookups).forget();
        const { result, calls } = await captureStatements(
          t.searchDataSource,
          () => search({ query: 'Friseur' }),
          /FROM businesses b/,
        );
        return { ids: result.body.map((business) => business.id), statements: calls.map(([sql]) => sql) };
      };
      const expectedFirstPage = async (): Promise<string[]> => {
        const rows = await t.dataSource.query<{ id: string }[]>(
          `SELECT id FROM businesses WHERE search_document @@ to_tsquery('german', 'friseur:*')
             AND status = 'published' AND deleted_at IS NULL
           ORDER BY CASE WHEN name_folded = 'friseur' THEN 0
                         WHEN name_document @@ to_tsquery('german', 'friseur:*') THEN 1 ELSE 2 END,
                    NOT verified, - rating_avg, - review_count, name, id
           LIMIT 24`,
        );
        return rows.map((row) => row.id);
      };
      expect((await firstOf()).statements.some((sql) => sql.includes('rating_avg >= 4.5'))).toBe(true);
      // The number of "Friseur <n>", NULL for other names.
      const hairdresser = `(CASE WHEN name ~ '^Friseur [0-9]+$' THEN split_part(name, ' ', 2)::int END)`;
      await t.dataSource.query(
        `UPDATE businesses SET verified = TRUE, review_count = 1, rating_sum = 5 WHERE ${hairdresser} <= $1`,
        [TOP_RATED_NAMES_WALKED],
      );
      try {
        const [{ documents }] = await t.dataSource.query<{ documents: number }[]>(
          `SELECT documents FROM search_terms WHERE kind = 't' AND term = 'friseur'`,
        );
        expect(documents).toBe(TOP_RATED_NAMES_WALKED);
        const walked = await firstOf();
        expect(walked.statements.some((sql) => sql.includes('rating_avg >= 4.5'))).toBe(false);
        expect(walked.ids).toEqual(await expectedFirstPage());
        // One fewer: looked for among the top-rated names first, in the same order.
        await t.dataSource.query(`UPDATE businesses SET verified = FALSE WHERE ${hairdresser} = $1`, [
          TOP_RATED_NAMES_WALKED,
        ]);
        const sorted = await firstOf();
        expect(sorted.statements.some((sql) => sql.includes('rating_avg >= 4.5'))).toBe(true);
        expect(sorted.ids).toEqual(await expectedFirstPage());
      } finally {
        await t.dataSource.query(
          `UPDATE businesses SET verified = ${hairdresser} % 7 = 0, review_count = ${hairdresser} % 5,
             rating_sum = (${hairdresser} % 5) * (1 + ${hairdresser} % 4)
           WHERE ${hairdresser} <= $1`,
          [TOP_RATED_NAMES_WALKED],
        );
      }
    });

    it('narrows a trade in a city in the index, and leaves out what waits for review or lies in the trash', async () => {
      const [pending, deleted] = await hiddenHairdressers('10119', '10119');
      const berlin = await search({ query: 'Friseur', city: 'Berlin', limit: '100', page: '3' });
      expect(berlin.total).toBe(HAIRDRESSERS_IN_BERLIN);
      const named = await search({ query: 'Friseur Wartend' });
      expect(named.body.map((b) => b.id)).not.toContain(pending.id);
      expect((await search({ query: 'Friseur Gelöscht' })).body.map((b) => b.id)).not.toContain(deleted.id);
      // The partial indexes on what the public sees still narrow by city and words in the index.
      const plans = await plansOf({ query: 'Friseur', city: 'Berlin' });
      expect(plans.flatMap((plan) => plan.scans)).not.toContain('Seq Scan on businesses');
      expect(plans.flatMap((plan) => plan.indexes)).toContain('idx_businesses_open_city_words');
      await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [[pending.id, deleted.id]]);
    });

    it('settles the count of a word more than ROW_CHECKED_COUNT_CAP in a city hold from the words counted there', async () => {
      const hamburg = await search({ query: 'Friseur', city: 'Hamburg' });
      expect([hamburg.total, hamburg.exact]).toEqual([ROW_CHECKED_COUNT_CAP, 'false']);
      expect(hamburg.body).toHaveLength(24);
      t.app.get(SearchLookups).forget();
      const { statements } = await captureStatements(t.searchDataSource, () =>
        search({ query: 'Friseur', city: 'Hamburg' }),
      );
      expect(statements.some((sql) => /FROM search_terms t\s+WHERE t.kind = 'l'/.test(sql))).toBe(true);
      // No count reads Hamburg's hairdressers.
      expect(statements.filter((sql) => /count\(\*\)/.test(sql))).toEqual([]);
      // In Berlin 150 hold it: counted from the matches, exactly.
      expect(await search({ query: 'Friseur', city: 'Berlin' })).toMatchObject({
        total: HAIRDRESSERS_IN_BERLIN,
        exact: 'true',
      });
    });

    it('counts words in a city from the words of that city alone (idx_businesses_open_city_words)', async () => {
      const count = (await statementsOf({ query: 'Friseur', city: 'Berlin' })).find(({ sql }) =>
        /count\(\*\)/.test(sql),
      )?.plan;
      expect(count?.nodeTypes).toContain('Aggregate');
      expect(count?.scans).toContain('Bitmap Index Scan on idx_businesses_open_city_words');
      // Not every "friseur" of the country intersected with Berlin.
      expect(count?.indexes).not.toContain('idx_businesses_search_document');
    });

    it("sorts few matches while counting them, by their keys alone, and reads only the page's rows whole", async () => {
      // Berlin's 150 hairdressers are fewer than SPARSE_MATCHES: read once from the city's words, counted and sorted
      // in the same statement (countAndSort), not walked.
      const statements = await statementsOf({ query: 'Friseur', city: 'Berlin', page: '2' });
      expect(statements).toHaveLength(1);
      const [{ plan }] = statements;
      expect(plan.nodeTypes[0]).toBe('Aggregate');
      expect(plan.scans).toContain('Bitmap Index Scan on idx_businesses_open_city_words');
      // The sort keeps the first two pages of the matches' ids and keys, not their whole rows.
      const sorts = plan.nodes.filter((node) => node.type === 'Sort');
      expect(plan.nodeTypes.join(' ')).toContain('Limit Sort');
      for (const sort of sorts) expect(sort.width).toBeLessThan(400);
      expect(plan.indexes).not.toContainEqual(
        expect.stringMatching(/^idx_businesses_(city_listing|listing|name_folded)$/),
      );

      // The page's rows are then read by id, in the sorted order: the same page as the walk of the listing order
      // that many matches take (every hairdresser's name holds the word, so all are in one tier).
      const [byId] = await statementsOf({ query: 'Friseur', city: 'Berlin', page: '2' }, /WITH ORDINALITY AS page/);
      const byKey = byId?.plan.nodes.find((node) => node.index?.startsWith('PK_'));
      expect(byKey?.type).toMatch(/^(Index Scan|Bitmap Index Scan)$/);
      expect(byKey?.indexCond).toMatch(/^\(id = /);
      const second = await search({ query: 'Friseur', city: 'Berlin', page: '2' });
      const listed = await t.dataSource.query<{ id: string }[]>(
        `SELECT id FROM businesses WHERE city_folded = 'berlin' AND name LIKE 'Friseur %'
           AND status = 'published' AND deleted_at IS NULL
         ORDER BY NOT verified, - rating_avg, - review_count, name, id OFFSET 24 LIMIT 24`,
      );
      expect(second.body.map((business) => business.id)).toEqual(listed.map((row) => row.id));
    });

    describe('words in a postal code', () => {
      /** The published hairdressers whose postal code starts with the prefix, as SQL counts them. */
      async function hairdressersIn(prefix: string): Promise<number> {
        const [{ total }] = await t.dataSource.query<{ total: number }[]>(
          `SELECT count(*)::int AS total FROM businesses
           WHERE status = 'published' AND deleted_at IS NULL AND postal_code LIKE $1
             AND search_document @@ to_tsquery('german', 'friseur:*')`,
          [`${prefix}%`],
        );
        return total;
      }

      it('finds a trade in the codes of a postal-code prefix from the words of those codes alone', async () => {
        // Written beside the published ones: waiting for review, in the trash, and a code only they hold.
        const [pending, deleted] = await hiddenHairdressers('10015', '10999');
        try {
          // "1001" stands for the ten codes 10010 to 10019, each held by about a dozen hairdressers.
          const expected = await hairdressersIn('1001');
          expect(expected).toBeGreaterThan(24);
          const pages = [await search({ query: 'Friseur', city: '1001' })];
          pages.push(await search({ query: 'Friseur', city: '1001', page: '2' }));
          expect([pages[0].total, pages[0].exact]).toEqual([expected, 'true']);
          const found = pages.flatMap((page) => page.body);
          expect(found.length).toBe(Math.min(expected, 48));
          for (const business of found) expect(business.postalCode).toMatch(/^1001\d$/);
          const ids = found.map((business) => business.id);
          expect(ids).not.toContain(pending.id);
          expect(ids).not.toContain(deleted.id);
          // A code that no published business holds finds nothing, and reads no words.
          expect(await search({ query: 'Friseur', city: '10999' })).toMatchObject({ total: 0, body: [] });

          const statements = await statementsOf({ query: 'Friseur', city: '1001' });
          const count = statements.find(({ sql }) => /count\(\*\)/.test(sql));
          expect(count?.plan.scans).toContain('Bitmap Index Scan on idx_businesses_postal_words');
          // Not every "friseur" of the country intersected with the codes' rows.
          expect(count?.plan.indexes).not.toContain('idx_businesses_search_document');
          // The codes are read from the index of the published codes, skipping from one code to the next.
          const codes = statements.find(({ sql }) => /WITH RECURSIVE codes/.test(sql));
          expect(codes?.plan.scans).toContain('Index Only Scan using idx_businesses_published_postal_code');
          for (const { plan } of statements) expect(plan.scans).not.toContain('Seq Scan on businesses');
        } finally {
          await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [[pending.id, deleted.id]]);
        }
      });

      it('tests a prefix standing for more than MAX_POSTAL_CODES codes per row, and finds the same', async () => {
        // "100" stands for the hundred codes 10000 to 10099.
        expect(MAX_POSTAL_CODES).toBeLessThan(100);
        const expected = await hairdressersIn('100');
        const listing = await search({ query: 'Friseur', city: '100' });
        expect([listing.total, listing.exact]).toEqual([expected, 'true']);
        for (const business of listing.body) expect(business.postalCode).toMatch(/^100\d\d$/);
        const plans = (await statementsOf({ query: 'Friseur', city: '100' })).map(({ plan }) => plan);
        expect(plans.flatMap((plan) => plan.indexes)).not.toContain('idx_businesses_postal_words');
        expect(plans.flatMap((plan) => plan.scans)).not.toContain('Seq Scan on businesses');
      });
    });

    it('walks a postal-code prefix alone code by code in the listing order, however few match', async () => {
      // Written beside the published ones: waiting for review, and in the trash.
      const [pending, deleted] = await hiddenHairdressers('10015', '10017');
      try {
        // "1001" stands for the ten codes 10010 to 10019, each held by about a dozen businesses: few matches, which
        // were fetched whole and sorted.
        const listed = (
          await t.dataSource.query<{ id: string }[]>(
            `SELECT id FROM businesses WHERE postal_code LIKE '1001%' AND status = 'published' AND deleted_at IS NULL
             ORDER BY NOT verified, - rating_avg, - review_count, name, id`,
          )
        ).map((row) => row.id);
        expect(listed.length).toBeGreaterThan(100);
        expect(listed.length).toBeLessThan(SPARSE_MATCHES);

        // Every page in the listing order, by offset and then by cursor, and back.
        let listing = await search({ city: '1001', limit: '10' });
        expect([listing.total, listing.exact]).toEqual([listed.length, 'true']);
        const pages = [listing.body.map((business) => business.id)];
        while (listing.links.next !== undefined) {
          listing = await list(listing.links.next);
          pages.push(listing.body.map((business) => business.id));
        }
        expect(pages.length).toBeGreaterThan(10);
        expect(pages.flat()).toEqual(listed);
        expect(listing.links.prev).toContain('cursor=');
        const previous = await list(listing.links.prev);
        expect(previous.body.map((business) => business.id)).toEqual(pages.at(-2));
        expect(pages.flat()).not.toContain(pending.id);
        expect(pages.flat()).not.toContain(deleted.id);

        // The codes from the index of the published codes; each code's first rows, the walks merged. A dozen rows a
        // code are cheapest sorted; not the country's listing order tested row by row.
        const statements = await statementsOf({ city: '1001' });
        expect(statements).toHaveLength(2);
        const codes = statements.find(({ sql }) => /WITH RECURSIVE codes/.test(sql));
        expect(codes?.plan.scans).toContain('Index Only Scan using idx_businesses_published_postal_code');
        const page = statements.find(({ sql }) => /AS code\(postal_code\)/.test(sql));
        expect(page?.plan.nodeTypes).toEqual(expect.arrayContaining(['Nested Loop', 'Limit']));
        expect(page?.plan.scans).toContain('Function Scan on unnest code');
        expect(page?.plan.indexes).not.toContain('idx_businesses_listing');
        for (const { plan } of statements) expect(plan.scans).not.toContain('Seq Scan on businesses');
      } finally {
        await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [[pending.id, deleted.id]]);
      }
    });

    it("walks a code holding many businesses in its listing order from its own index, stopping at the page's end", async () => {
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, source)
         SELECT 'Kanzlei ' || i, 'Sonstige', 'Jungfernstieg ' || i, '20095', 'Hamburg', i % 9 = 0, i % 4, (i % 4) * 4,
                'import'
         FROM generate_series(1, 3000) AS i`,
      );
      await t.dataSource.query('ANALYZE businesses');
      try {
        const listed = await t.dataSource.query<{ id: string }[]>(
          `SELECT id FROM businesses WHERE postal_code LIKE '2009%' AND status = 'published' AND deleted_at IS NULL
           ORDER BY NOT verified, - rating_avg, - review_count, name, id LIMIT 24`,
        );
        expect((await search({ city: '2009' })).body.map((business) => business.id)).toEqual(
          listed.map((row) => row.id),
        );
        const page = (await statementsOf({ city: '2009' })).find(({ sql }) => /AS code\(postal_code\)/.test(sql));
        expect(page?.plan.nodeTypes).toEqual(expect.arrayContaining(['Nested Loop', 'Limit']));
        expect(page?.plan.scans).toEqual(
          expect.arrayContaining(['Function Scan on unnest code', 'Index Scan using idx_businesses_postal_listing']),
        );
        // The rows of a code are not sorted by the listing key: each code's walk returns them in it (only the walks'
        // merge sorts, by the rows' key columns).
        const sortKeys = page?.plan.nodes
          .filter((node) => node.type === 'Sort')
          .map((node) => node.sortKey?.slice(0, 2).join(', '));
        expect(sortKeys).not.toContain('((NOT b.verified)), ((- b.rating_avg))');
      } finally {
        await t.dataSource.query(`DELETE FROM businesses WHERE postal_code = '20095' AND name LIKE 'Kanzlei %'`);
        await t.dataSource.query('ANALYZE businesses');
      }
    });

    it('serves a postal-code prefix and a typo from indexes', async () => {
      for (const plan of [...(await plansOf({ city: '1001' })), ...(await plansOf({ query: 'Bakerei' }))]) {
        expect(plan.scans).not.toContain('Seq Scan on businesses');
      }
      // The count of a category beside a postal-code prefix from the published rows' index of both: no row is read to
      // check its status (an index-only scan once vacuum has marked the pages all-visible). A prefix alone is counted
      // from the vocabulary (placeCount).
      // The count comes last (plansOf), and sorts the page of codes holding few (countAndSort).
      const count = (await plansOf({ city: '1001', category: 'Wellness & Schönheit' })).at(-1)!;
      expect(count.indexes).toContain('idx_businesses_category_postal_code');
      expect(count.nodes.map((node) => node.filter ?? '').join('\n')).not.toContain('status');
      // Alone, its page is the one statement besides the lookup of its codes.
      expect(await plansOf({ city: '1001' })).toHaveLength(2);
    });
  });
  describe('a word of middling frequency', () => {
    // More than TOP_RATED_MIN_MATCHES matches of "Kletterhalle": an exact name (first tier), names holding the word
    // (second), 55 of them verified with five stars (the top-rated; the other verified have four, and unverified
    // ones five), and 30 holding it in their keywords only (third), verified with five stars.
    const NAMED = 1100;
    const IN_KEYWORDS = 30;
    const TOP_RATED = 55;

    beforeAll(async () => {
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, source)
         SELECT 'Kletterhalle ' || i, 'Sonstige', 'Felsweg ' || i, '79098', 'Freiburg im Breisgau', i % 10 = 0,
                CASE WHEN i % 20 = 0 THEN 2 WHEN i % 20 = 10 OR i % 3 = 0 THEN 1 ELSE i % 2 END,
                CASE WHEN i % 20 = 0 THEN 10 WHEN i % 20 = 10 THEN 4 WHEN i % 3 = 0 THEN 5 ELSE (i % 2) * 4 END, 'import'
         FROM generate_series(1, $1) AS i`,
        [NAMED],
      );
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, keywords, verified, review_count, rating_sum, status, source)
         SELECT 'Boulderzentrum ' || i, 'Sonstige', 'Felsweg ' || i, '79098', 'Freiburg im Breisgau', 'Kletterhalle',
                TRUE, 3, 15, 'published', 'import'
         FROM generate_series(1, $1) AS i
         UNION ALL SELECT 'Kletterhalle', 'Sonstige', 'Bergstraße 1', '79098', 'Freiburg im Breisgau', NULL, FALSE, 0, 0, 'published', 'import'
         UNION ALL SELECT 'Kletterhalle Wartend', 'Sonstige', 'Bergstraße 2', '79098', 'Freiburg im Breisgau', NULL, TRUE, 1, 5, 'pending', 'form'`,
        [IN_KEYWORDS],
      );
      await t.dataSource.query('ANALYZE businesses');
    });

    afterAll(async () => {
      await t.dataSource.query(
        `DELETE FROM businesses WHERE name LIKE 'Kletterhalle%' OR name LIKE 'Boulderzentrum %'`,
      );
    });

    /** The ids of the published matches in the relevance order, as SQL sorts them. */
    async function expectedOrder(): Promise<string[]> {
      const rows = await t.dataSource.query<{ id: string }[]>(
        `SELECT id FROM businesses
         WHERE search_document @@ to_tsquery('german', 'kletterhalle:*') AND status = 'published' AND deleted_at IS NULL
         ORDER BY CASE WHEN name_folded = 'kletterhalle' THEN 0
                       WHEN name_document @@ to_tsquery('german', 'kletterhalle:*') THEN 1 ELSE 2 END,
                  NOT verified, - rating_avg, - review_count, name, id`,
      );
      return rows.map((row) => row.id);
    }

    /** A search for "Kletterhalle" and the statements it sent to the businesses. */
    async function searched(
      page: string,
      query = 'Kletterhalle',
      criteria: Record<string, string> = { query },
    ): Promise<{ listing: Listing; statements: SentStatement[] }> {
      t.app.get(SearchLookups).forget();
      const { result: listing, calls } = await captureStatements(
        t.searchDataSource,
        () => search({ ...criteria, page }),
        /FROM businesses b/,
      );
      return { listing, statements: calls };
    }

    it('counts a word standing for one lexeme from the vocabulary of the published, without reading its matches', async () => {
      const total = NAMED + IN_KEYWORDS + 1;
      expect(total).toBeGreaterThanOrEqual(TOP_RATED_MIN_MATCHES);
      const { listing, statements } = await searched('1');
      expect([listing.total, listing.exact]).toEqual([total, 'true']);
      expect(statements.filter(([sql]) => /count\(\*\)/.test(sql))).toEqual([]);
      // A prefix standing for several lexemes is counted from its rows: a business may hold more than one.
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, keywords, source)
         VALUES ('Kletterhallenbau Fels', 'Sonstige', 'Felsweg 9', '79098', 'Freiburg im Breisgau', 'Kletterhalle', 'import')`,
      );
      try {
        const both = await searched('1');
        expect([both.listing.total, both.listing.exact]).toEqual([total + 1, 'true']);
        expect(both.statements.some(([sql]) => /count\(\*\)/.test(sql))).toBe(true);
      } finally {
        await t.dataSource.query(`DELETE FROM businesses WHERE name = 'Kletterhallenbau Fels'`);
      }
    });

    it('counts a place alone from the numbers of its published businesses, without reading them', async () => {
      const counted = async (where: string): Promise<number> => {
        const [{ total }] = await t.dataSource.query<{ total: number }[]>(
          `SELECT count(*)::int AS total FROM businesses WHERE status = 'published' AND deleted_at IS NULL AND ${where}`,
        );
        return total;
      };
      const cases: [Record<string, string>, number][] = [
        [{}, await counted('TRUE')],
        [{ city: 'Berlin' }, await counted(`city = 'Berlin'`)],
        [{ city: 'Frankfurt' }, await counted(`city LIKE 'Frankfurt%'`)],
        [{ city: '100' }, await counted(`postal_code LIKE '100%'`)],
        [{ city: 'Nirgendwo' }, 0],
        [{ sort: 'rating', city: 'Hamburg' }, await counted(`city = 'Hamburg'`)],
      ];
      for (const [query, total] of cases) {
        const { listing, statements } = await searched('1', undefined, query);
        expect([listing.total, listing.exact]).toEqual(total > COUNT_CAP ? [COUNT_CAP, 'false'] : [total, 'true']);
        expect(statements.filter(([sql]) => /count\(\*\)/.test(sql))).toEqual([]);
      }
      // Within a radius: every business listed, and no more.
      const near = await searched('1', undefined, { near: '80331', radius: '5', limit: '100' });
      expect(near.listing.total).toBeGreaterThan(0);
      expect([near.listing.total, near.listing.exact]).toEqual([near.listing.body.length, 'true']);
      expect(near.statements.filter(([sql]) => /count\(\*\)/.test(sql))).toEqual([]);
      // Beside another filter, the rows are counted.
      const verified = await searched('1', undefined, { city: 'Berlin', verified: 'true' });
      expect(verified.listing.total).toBe(await counted(`city = 'Berlin' AND verified`));
      expect(verified.statements.some(([sql]) => /count\(\*\)/.test(sql))).toBe(true);
    });

    it('knows that a word standing for no lexeme matches nothing, without counting', async () => {
      const { listing, statements } = await searched('1', 'Raumfahrtagentur');
      expect([listing.body, listing.total, listing.exact]).toEqual([[], 0, 'true']);
      expect(statements).toEqual([]);
    });

    it('finds the first pages among the top-rated, and every page in the relevance order', async () => {
      const expected = await expectedOrder();
      const lastPage = Math.ceil(expected.length / 24);
      for (const page of [1, 2, 3, lastPage - 1, lastPage]) {
        const { listing } = await searched(String(page));
        expect(listing.body.map((business) => business.id)).toEqual(expected.slice((page - 1) * 24, page * 24));
      }
      // The second page ends within the top-rated (1 exact name + 47 names); the third does not, and is sorted as before.
      expect(2 * 24 - 1).toBeLessThanOrEqual(TOP_RATED);
      const second = (await searched('2')).statements.map(([sql]) => sql);
      expect(second.some((sql) => sql.includes('rating_avg >= 4.5'))).toBe(true);
      const third = (await searched('3')).statements.map(([sql]) => sql);
      expect(third.filter((sql) => sql.includes('rating_avg >= 4.5'))).toHaveLength(1);
      expect(third.length).toBeGreaterThan(second.length);
    });

    it("finds the first pages of a word in a city among the city's top-rated, from their own index", async () => {
      const expected = await expectedOrder();
      const inFreiburg = { query: 'Kletterhalle', city: 'Freiburg' };
      for (const page of [1, 2, 3]) {
        const { listing } = await searched(String(page), undefined, inFreiburg);
        expect(listing.body.map((business) => business.id)).toEqual(expected.slice((page - 1) * 24, page * 24));
      }
      const { statements } = await searched('1', undefined, inFreiburg);
      const [sql, params] = statements.find(([text]) =>
        text.includes('qualified_words(b.city_folded, b.name_document)'),
      ) ?? ['', []];
      const plan = await explainPlan(t.dataSource, sql, params);
      expect(plan.scans).toContain('Bitmap Index Scan on idx_businesses_top_rated_city_names');
      // Not ANDed with every business of the city.
      expect(plan.indexes).not.toContainEqual(expect.stringMatching(/^idx_businesses_city_(search|listing)$/));
      // ORed with the exact name in one branch, and the city's words, the bitmap's condition, not computed again for
      // every row the bitmap yields.
      expect(sql).not.toContain('UNION ALL');
      expect(plan.nodeTypes).toContain('BitmapOr');
      expect(plan.scans).toContain('Bitmap Index Scan on idx_businesses_name_folded');
      const filters = plan.nodes.map((node) => node.filter ?? '');
      expect(filters.join('\n')).not.toContain('qualified_words');
      // The exact name and the top-rated of another city stay out of the city's page.
      const elsewhere = await t.dataSource.query<{ id: string }[]>(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, status, source)
         VALUES ('Kletterhalle', 'Sonstige', 'Hafenweg 1', '20095', 'Hamburg', TRUE, 2, 10, 'published', 'import'),
                ('Kletterhalle Hafen', 'Sonstige', 'Hafenweg 2', '20095', 'Hamburg', TRUE, 2, 10, 'published', 'import')
         RETURNING id`,
      );
      try {
        const { listing } = await searched('1', undefined, inFreiburg);
        expect(listing.body.map((business) => business.id)).toEqual(expected.slice(0, 24));
        expect(listing.body[0]).toMatchObject({ name: 'Kletterhalle', city: 'Freiburg im Breisgau' });
      } finally {
        await t.dataSource.query('DELETE FROM businesses WHERE id = ANY($1)', [elsewhere.map((row) => row.id)]);
      }
      // Another filter is tested on the top-rated rows.
      const verified = await searched('1', undefined, { ...inFreiburg, verified: 'true' });
      expect(verified.listing.body.map((business) => business.id)).toEqual(
        (
          await t.dataSource.query<{ id: string }[]>(
            `SELECT id FROM businesses WHERE name LIKE 'Kletterhalle %' AND verified AND status = 'published'
             ORDER BY NOT verified, - rating_avg, - review_count, name, id LIMIT 24`,
          )
        ).map((row) => row.id),
      );
    });

    it('reads the top-rated names from their index, as the search sorts them (index walks off)', async () => {
      const { statements } = await searched('1');
      const [sql, params] = statements.find(([text]) => text.includes('rating_avg >= 4.5')) ?? ['', []];
      const plan = await explainPlan(t.dataSource, sql, params, ['enable_indexscan']);
      expect(plan.scans).toContain('Bitmap Index Scan on idx_businesses_top_rated_names');
      expect(plan.scans).not.toContain('Seq Scan on businesses');
      // The exact name beside them in the same branch: one reference to businesses to plan, both indexes ORed.
      expect(sql).not.toContain('UNION ALL');
      expect(plan.nodeTypes).toContain('BitmapOr');
      expect(plan.scans).toContain('Bitmap Index Scan on idx_businesses_name_folded');
    });
  });

  describe('one word in a city by rating', () => {
    it('sorts every match counted from the city’s words instead of walking the rating order', async () => {
      const expected = (
        await t.dataSource.query<{ id: string }[]>(
          `SELECT id FROM businesses b WHERE status = 'published' AND deleted_at IS NULL AND city = 'Berlin'
             AND search_document @@ to_tsquery('german', '''friseur'':*')
           ORDER BY - b.rating_avg, - b.review_count, b.name, b.id LIMIT 30`,
        )
      ).map((row) => row.id);
      const first = await search({ query: 'Friseur', city: 'Berlin', sort: 'rating', limit: '30' });
      expect([first.total, first.exact]).toEqual([HAIRDRESSERS_IN_BERLIN, 'true']);
      expect(first.body.map((business) => business.id)).toEqual(expected);
    });
  });

  describe('a page by number past page 10', () => {
    it('is refused when the matches were not all counted: the next links carry cursors there', async () => {
      const queries: Record<string, string>[] = [
        { query: 'Friseur' },
        {},
        { city: 'Hamburg' },
        { sort: 'rating' },
        { sort: 'newest' },
      ];
      for (const query of queries) {
        expect((await search({ ...query, page: '10' })).body).toHaveLength(24);
        const response = await request(t.server)
          .get('/api/businesses')
          .query({ ...query, page: '11' })
          .expect(400);
        expect(response.body).toMatchObject({ statusCode: 400, message: DEEP_PAGE_MESSAGE });
      }
      // The page number counts, not the offset: page 11 of 5 a page starts at the 51st match.
      await request(t.server).get('/api/businesses').query({ query: 'Friseur', limit: '5', page: '11' }).expect(400);
    });

    it('is served when the matches were all counted', async () => {
      const deep = await search({ query: 'Friseur', city: 'Berlin', limit: '10', page: '15' });
      expect(deep.exact).toBe('true');
      expect(deep.body).toHaveLength(HAIRDRESSERS_IN_BERLIN - 140);
    });
  });

  describe('a word alone held by thousands', () => {
    // More than SPARSE_MATCHES names holding "Tauchschule", so the page is not sorted from all matches. The top-rated
    // (verified, five stars) are every twentieth; their names sort after those of the others, which a walk of the
    // listing index would pass one by one: the pages among the top-rated are sorted from their index, the first too,
    // as fewer than COUNT_CAP hold the word (only a word held more often has its first page walked to).
    const NAMED = SPARSE_MATCHES + 200;
    const TOP_RATED = NAMED / 20;

    beforeAll(async () => {
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, status, source)
         SELECT CASE WHEN i % 20 = 0 THEN 'Zeller Tauchschule ' ELSE 'Tauchschule ' END || i, 'Sonstige', 'Seeweg ' || i,
                '20095', 'Hamburg', i % 10 = 0, CASE WHEN i % 10 = 0 THEN 1 ELSE i % 3 END,
                CASE WHEN i % 20 = 0 THEN 5 WHEN i % 10 = 0 THEN 4 ELSE (i % 3) * 3 END, 'published', 'import'
         FROM generate_series(1, $1) AS i`,
        [NAMED],
      );
      await t.dataSource.query('ANALYZE businesses');
    });

    afterAll(async () => {
      await t.dataSource.query(`DELETE FROM businesses WHERE name LIKE '%Tauchschule %'`);
    });

    it('has its pages among the top-rated sorted from their index, and every page in the relevance order', async () => {
      const rows = await t.dataSource.query<{ id: string }[]>(
        `SELECT id FROM businesses WHERE name LIKE '%Tauchschule %'
         ORDER BY NOT verified, - rating_avg, - review_count, name, id`,
      );
      const expected = rows.map((row) => row.id);
      const lastInTopRated = Math.floor(TOP_RATED / 24);
      for (const page of [1, 9, lastInTopRated, lastInTopRated + 1]) {
        t.app.get(SearchLookups).forget();
        const { result: listing, statements } = await captureStatements(
          t.searchDataSource,
          () => search({ query: 'Tauchschule', page: String(page) }),
          /\bbusinesses b\b/,
        );
        expect([listing.total, listing.exact]).toEqual([NAMED, 'true']);
        expect(listing.body.map((business) => business.id)).toEqual(expected.slice((page - 1) * 24, page * 24));
        // A page within the top-rated is one statement; past them the listing is walked after it.
        expect(statements[0]).toContain('rating_avg >= 4.5');
        expect(statements).toHaveLength(page <= lastInTopRated ? 1 : 2);
      }
    });
  });

  describe('a word counted exactly, by reading its matches', () => {
    // More than SPARSE_MATCHES matches of two words, fewer than COUNT_CAP: counted exactly, by reading them.
    const STUDIOS = SPARSE_MATCHES + 600;

    beforeAll(async () => {
      await t.dataSource.query(
        `INSERT INTO businesses (name, category, street, postal_code, city, verified, review_count, rating_sum, source)
         SELECT 'Yogastudio Lotus ' || i, 'Sonstige', 'Teichweg ' || i, '20095', 'Hamburg', i % 9 = 0,
                i % 4, (i % 4) * (1 + i % 5), 'import'
         FROM generate_series(1, $1) AS i`,
        [STUDIOS],
      );
      await t.dataSource.query('ANALYZE businesses');
    });

    afterAll(async () => {
      await t.dataSource.query(`DELETE FROM businesses WHERE name LIKE 'Yogastudio Lotus %'`);
    });

    it('has its pages sorted from the matches the count reads, not walked to in the listing order', async () => {
      const expected = await idsInListingOrder(t.dataSource, 'Yogastudio Lotus ');
      expect(expected).toHaveLength(STUDIOS);
      const lastPage = Math.ceil(STUDIOS / 24);
      // The first pages, page 11 (the first without an offset link) and the last (whose link has no cursor).
      for (const page of [1, 2, 11, 150, lastPage]) {
        t.app.get(SearchLookups).forget();
        const { result: listing, statements } = await captureStatements(
          t.searchDataSource,
          () => search({ query: 'Yogastudio Lotus', page: String(page) }),
          /\bbusinesses b\b/,
        );
        expect(listing.total).toBe(STUDIOS);
        expect(listing.exact).toBe('true');
        expect(listing.body.map((business) => business.id)).toEqual(expected.slice((page - 1) * 24, page * 24));
        // The count, which sorts the page's ids, then the page's rows by id: no walk of a listing index.
        expect(statements).toHaveLength(2);
        expect(statements[0]).toMatch(/^WITH m AS MATERIALIZED[\s\S]*OFFSET \$\d+\) AS page/);
        expect(statements[1]).toContain('WITH ORDINALITY AS page');
      }
    });
  });
});
