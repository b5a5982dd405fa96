import request from 'supertest';
import { ImportService } from '../src/import/import.service';
import { validBusinessPayload } from './support/business-payloads';
import { fixtureBusiness } from './support/dataset-fixture';
import { plansOfStatements } from './support/query-plans';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'dashboard-passwort-123';
const MANY_AT_ONE_ADDRESS = 3000;

/**
 * Duplicates are caught (issue 13): before a create the form asks which entries have a similar name
 * at the same postal code or on the same street of the same city; the back office's list flags each
 * entry that likely repeats an older one. Both are index walks bounded by their limit.
 */
describe('possible duplicates', () => {
  let t: TestApp;
  let token: string;
  const original = fixtureBusiness(0, {
    name: 'Bäckerei Sonnenschein',
    street: 'Hauptstraße 12',
    postalCode: '80331',
    city: 'München',
    createdAt: '2024-01-10T10:00:00.000Z',
  });
  const neighbour = fixtureBusiness(1, {
    name: 'Bäckerei Müller',
    street: 'Marienplatz 3',
    postalCode: '80331',
    city: 'München',
    createdAt: '2024-02-10T10:00:00.000Z',
  });
  const elsewhere = fixtureBusiness(2, {
    name: 'Bäckerei Sonnenschein',
    street: 'Schillerstraße 4',
    postalCode: '50667',
    city: 'Köln',
    createdAt: '2024-03-10T10:00:00.000Z',
  });

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD });
    await t.dataSource.transaction((manager) =>
      t.app.get(ImportService).replaceImported(manager, [original, neighbour, elsewhere]),
    );
    // Many businesses at one postal code and on one street, so the plans must walk the indexes.
    await t.dataSource.query(
      `INSERT INTO businesses (name, category, street, postal_code, city, source, created_at)
       SELECT 'Friseur ' || i, 'Wellness & Schönheit', 'Lindenweg ' || (i % 40), '20095', 'Hamburg', 'import',
              '2023-01-01'::timestamptz + i * interval '1 minute'
       FROM generate_series(1, $1) AS i`,
      [MANY_AT_ONE_ADDRESS],
    );
    await t.dataSource.query('ANALYZE businesses');
    token = await adminSession(t);
  });

  afterAll(async () => {
    await t.close();
  });

  async function check(query: Record<string, string>): Promise<{ id: string; name: string }[]> {
    return (await request(t.server).get('/api/businesses/possible-duplicates').query(query).expect(200)).body;
  }

  describe('GET /api/businesses/possible-duplicates', () => {
    it('finds a similar name at the same postal code, spelled differently', async () => {
      expect(await check({ name: 'Baeckerei Sonnenschein GmbH', postalCode: '80331' })).toEqual([
        {
          id: original.id,
          name: 'Bäckerei Sonnenschein',
          street: 'Hauptstraße 12',
          postalCode: '80331',
          city: 'München',
        },
      ]);
    });

    it('finds the same street in the same city when the postal code differs', async () => {
      const found = await check({
        name: 'Sonnenschein Bäckerei',
        postalCode: '80333',
        street: 'Hauptstr. 12',
        city: 'Muenchen',
      });
      expect(found.map((entry) => entry.id)).toEqual([original.id]);
    });

    it('finds nothing for another business at the same postal code', async () => {
      expect(await check({ name: 'Metzgerei Huber', postalCode: '80331' })).toEqual([]);
    });

    it('finds nothing for the same name at another address', async () => {
      expect(
        await check({ name: 'Bäckerei Sonnenschein', postalCode: '10115', street: 'Hauptstraße 12', city: 'Berlin' }),
      ).toEqual([]);
    });

    it('names at most five, most similar first', async () => {
      const found = await check({ name: 'Friseur 1', postalCode: '20095' });
      expect(found).toHaveLength(5);
      expect(found[0].name).toBe('Friseur 1');
    });

    it.each([
      [{ postalCode: '80331' }, 'name', 'Firmenname ist erforderlich'],
      [{ name: '   ', postalCode: '80331' }, 'name', 'Firmenname ist erforderlich'],
      [{ name: 'Bäckerei' }, 'postalCode', 'PLZ ist erforderlich'],
      [{ name: 'Bäckerei', postalCode: '12345678901' }, 'postalCode', 'PLZ zu lang'],
      [{ name: 'x'.repeat(101), postalCode: '80331' }, 'name', 'Firmenname zu lang'],
      [{ name: 'Bäckerei', postalCode: '80331', city: 'x'.repeat(51) }, 'city', 'Stadt zu lang'],
      [{ name: 'Bäckerei', postalCode: '80331', sort: 'name' }, 'sort', 'Unbekanntes Feld: sort'],
    ])('refuses %j with a German 400', async (query, field, message) => {
      const response = await request(t.server).get('/api/businesses/possible-duplicates').query(query).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message });
      expect(response.body.errors).toContainEqual({ field, message });
    });
  });

  describe('the admin list', () => {
    const admin = (url: string) => request(t.server).get(url).set('x-admin-session', token);

    it('flags a newer entry with the ids of the older ones it likely repeats, and not the original', async () => {
      const created = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ name: 'Bäckerei Sonnenschein', street: 'Hauptstr. 12', postalCode: '80331' }))
        .expect(201);
      const listed = await admin('/api/admin/businesses').query({ query: 'Sonnenschein' }).expect(200);
      const byId = new Map<string, { possibleDuplicateOf: string[] }>(
        listed.body.map((item: { id: string; possibleDuplicateOf: string[] }) => [item.id, item]),
      );
      expect(byId.get(created.body.id)?.possibleDuplicateOf).toEqual([original.id]);
      expect(byId.get(original.id)?.possibleDuplicateOf).toEqual([]);
      // Same name in another city: no duplicate.
      expect(byId.get(elsewhere.id)?.possibleDuplicateOf).toEqual([]);
      const neighbourItem = await admin('/api/admin/businesses').query({ query: 'Müller' }).expect(200);
      expect(neighbourItem.body[0].possibleDuplicateOf).toEqual([]);
    });

    it('says so in the answer to an admin create', async () => {
      const response = await request(t.server)
        .post('/api/admin/businesses')
        .set('x-admin-session', token)
        .send({ ...validBusinessPayload({ name: 'Sonnenschein Bäckerei', postalCode: '80331' }), state: undefined })
        .expect(201);
      expect(response.body.possibleDuplicateOf).toContain(original.id);
    });
  });

  describe('query plans', () => {
    /** The statements a request sends that look for duplicates (by name distance), explained. */
    async function plansOf(send: () => Promise<unknown>): Promise<string[]> {
      const plans = await plansOfStatements(t.dataSource, /<->/, send);
      expect(plans.length).toBeGreaterThan(0);
      return plans;
    }

    function expectIndexWalks(plan: string): void {
      expect(plan).not.toContain('Seq Scan on businesses');
      // The postal code's entries are walked in name-distance order (KNN) and the walk stops at the limit.
      expect(plan).toMatch(
        /Index Scan using idx_businesses_postal_code_name_key[^\n]*\n[^\n]*Index Cond[^\n]*\n\s*Order By: \(name_key <-> /,
      );
      // One address holds few entries: read by btree and compared one by one.
      expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) idx_businesses_address_key/);
      expect(plan).toMatch(/Limit/);
    }

    it('walks the two address indexes in name-distance order for the check', async () => {
      const [plan] = await plansOf(() =>
        check({ name: 'Friseur 17', postalCode: '20095', street: 'Lindenweg 17', city: 'Hamburg' }),
      );
      expectIndexWalks(plan);
    });

    it('walks them per listed entry for the admin list', async () => {
      const [plan] = await plansOf(() => request(t.server).get('/api/admin/businesses').set('x-admin-session', token));
      expectIndexWalks(plan);
    });
  });
});
