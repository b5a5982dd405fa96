import request from 'supertest';
import { BundledDataset } from '../src/import/dataset';
import { IMPORT_CHUNK_SIZE } from '../src/import/import.service';
import { validBusinessPayload } from './support/business-payloads';
import { fixtureBusiness } from './support/dataset-fixture';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'dashboard-passwort-123';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

function adminPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { state: _state, ...publicFields } = validBusinessPayload();
  return { ...publicFields, fax: '+49 89 1234568', keywords: 'Brot, Frühstück', ...overrides };
}

describe('admin business management', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD });
    token = await adminSession(t);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const admin = () => ({
    get: (url: string) => request(t.server).get(url).set('x-admin-session', token),
    post: (url: string) => request(t.server).post(url).set('x-admin-session', token),
    put: (url: string) => request(t.server).put(url).set('authorization', `Bearer ${token}`),
    delete: (url: string) => request(t.server).delete(url).set('x-admin-session', token),
  });
  const count = async (table: string): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${table}`))[0].n;

  describe('create, list, update, delete', () => {
    let createdId: string;

    it('creates an entry with source admin, fax, keywords and verified', async () => {
      const response = await admin()
        .post('/api/admin/businesses')
        .send(adminPayload({ verified: true }))
        .expect(201);
      createdId = response.body.id;
      expect(response.body).toMatchObject({
        name: 'Bäckerei Sonnenschein',
        source: 'admin',
        verified: true,
        isFormCustomer: false,
        fax: '+49 89 1234568',
        keywords: 'Brot, Frühstück',
        state: null,
        country: 'Deutschland',
      });
    });

    it.each([
      [{ country: undefined }, 'country', 'Bitte wählen Sie ein Land aus'],
      [{ country: 'Frankreich' }, 'country', 'Bitte wählen Sie ein Land aus'],
      [{ name: '' }, 'name', 'Firmenname ist erforderlich'],
      [{ name: 'x'.repeat(101) }, 'name', 'Firmenname zu lang'],
      [{ category: 'Astrologie' }, 'category', 'Ungültige Kategorie'],
      [{ website: 'www.example.com' }, 'website', 'Website muss mit http:// oder https:// beginnen'],
      [{ fax: 'x'.repeat(51) }, 'fax', 'Faxnummer zu lang'],
      [{ verified: 'ja' }, 'verified', 'Verifiziert muss true oder false sein'],
      [{ state: 'Bayern' }, 'state', 'Unbekanntes Feld: state'],
    ])('refuses %j with 400', async (overrides, field, message) => {
      const response = await admin().post('/api/admin/businesses').send(adminPayload(overrides)).expect(400);
      expect(response.body.errors).toContainEqual({ field, message });
    });

    it('lists every entry newest first with every field, as an array with X-Total-Count', async () => {
      const formEntry = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ name: 'Formular GmbH' }))
        .expect(201);
      const response = await admin().get('/api/admin/businesses').expect(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.headers['x-total-count']).toBe('2');
      expect(response.body.map((b: { id: string }) => b.id)).toEqual([formEntry.body.id, createdId]);
      const [newest] = response.body;
      expect(newest).toMatchObject({ source: 'form', isFormCustomer: false, verified: false, state: 'Bayern' });
      for (const field of [
        'description',
        'services',
        'fax',
        'keywords',
        'imageUrl',
        'mondayOpen',
        'sundayClose',
        'createdAt',
        'updatedAt',
      ]) {
        expect(newest).toHaveProperty(field);
      }
    });

    it('filters by text, verified and form customers, and pages', async () => {
      const byText = await admin().get('/api/admin/businesses?query=formular').expect(200);
      expect(byText.body.map((b: { name: string }) => b.name)).toEqual(['Formular GmbH']);
      const verified = await admin().get('/api/admin/businesses?verified=true').expect(200);
      expect(verified.body.map((b: { id: string }) => b.id)).toEqual([createdId]);
      const formCustomers = await admin().get('/api/admin/businesses?formCustomers=true&limit=1').expect(200);
      expect(formCustomers.headers['x-total-count']).toBe('0');
      const secondPage = await admin().get('/api/admin/businesses?limit=1&page=2').expect(200);
      expect(secondPage.body.map((b: { id: string }) => b.id)).toEqual([createdId]);
      expect(secondPage.headers.link).toContain('rel="prev"');
      const wildcard = await admin().get('/api/admin/businesses?query=%25').expect(200);
      expect(wildcard.body).toEqual([]);
      const invalid = await admin().get('/api/admin/businesses?verified=vielleicht').expect(400);
      expect(invalid.body.message).toBe('verified muss true oder false sein');
    });

    it('updates the fields including verified; an omitted verified stays', async () => {
      const response = await admin()
        .put(`/api/admin/businesses/${createdId}`)
        .send(adminPayload({ name: 'Bäckerei Mond', verified: false, fax: undefined }))
        .expect(200);
      expect(response.body).toMatchObject({ id: createdId, name: 'Bäckerei Mond', verified: false, fax: null });
      const again = await admin()
        .put(`/api/admin/businesses/${createdId}`)
        .send(adminPayload({ name: 'Bäckerei Mond' }))
        .expect(200);
      expect(again.body.verified).toBe(false);
      await admin()
        .put(`/api/admin/businesses/${createdId}`)
        .send(adminPayload({ verified: true }))
        .expect(200);
      const [row] = await t.dataSource.query('SELECT verified, source FROM businesses WHERE id = $1', [createdId]);
      expect(row).toEqual({ verified: true, source: 'admin' });
    });

    it.each([
      ['ab$cd', 400, 'Ungültige Business-ID Format'],
      ['x'.repeat(101), 400, 'Business-ID zu lang'],
      [UNKNOWN_ID, 404, 'Unternehmen nicht gefunden'],
      ['kein-uuid', 404, 'Unternehmen nicht gefunden'],
    ])('update and delete of %s → %i %s', async (id, status, message) => {
      const updated = await admin().put(`/api/admin/businesses/${id}`).send(adminPayload()).expect(status);
      expect(updated.body.message).toBe(message);
      const deleted = await admin().delete(`/api/admin/businesses/${id}`).expect(status);
      expect(deleted.body.message).toBe(message);
    });

    it('moves an entry to the trash, keeping its reviews and edit tokens for a restore', async () => {
      const created = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ name: 'Wird gelöscht' }))
        .expect(201);
      // Reviews are taken on published entries only.
      await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [created.body.id]);
      await request(t.server)
        .post(`/api/businesses/${created.body.id}/reviews`)
        .send({ authorName: 'Erika', rating: 5, comment: 'Sehr freundlich und schnell.' })
        .expect(201);
      const where = `WHERE business_id = '${created.body.id}'`;
      expect(await count(`reviews ${where}`)).toBe(1);
      expect(await count(`edit_tokens ${where}`)).toBe(1);

      await admin().delete(`/api/admin/businesses/${created.body.id}`).expect(204);
      // Removed for good by the trash purge after 30 days (publishing.api-spec.ts).
      expect(await count(`reviews ${where}`)).toBe(1);
      expect(await count(`edit_tokens ${where}`)).toBe(1);
      await request(t.server).get(`/api/businesses/${created.body.id}`).expect(404);
      await admin().delete(`/api/admin/businesses/${created.body.id}`).expect(404);
    });
  });

  describe('mark-form-customers', () => {
    it('marks the entries from the public form and names how many', async () => {
      await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ name: 'Kunde Eins' }))
        .expect(201);
      const expected = await count(`businesses WHERE source = 'form' AND NOT is_form_customer AND deleted_at IS NULL`);
      expect(expected).toBeGreaterThanOrEqual(2);
      const response = await admin().post('/api/admin/mark-form-customers').expect(200);
      expect(response.body).toEqual({ message: `${expected} Formular-Kunden markiert`, count: expected });
      expect(await count(`businesses WHERE source <> 'form' AND is_form_customer`)).toBe(0);

      const list = await admin().get('/api/admin/businesses?formCustomers=true&limit=1').expect(200);
      expect(list.headers['x-total-count']).toBe(String(expected));

      await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload({ name: 'Kunde Zwei' }))
        .expect(201);
      const one = await admin().post('/api/admin/mark-form-customers').expect(200);
      expect(one.body).toEqual({ message: '1 Formular-Kunde markiert', count: 1 });
      const none = await admin().post('/api/admin/mark-form-customers').expect(200);
      expect(none.body).toEqual({ message: '0 Formular-Kunden markiert', count: 0 });
    });
  });

  describe('import-production-data', () => {
    const snapshot = async () => ({
      businesses: await t.dataSource.query('SELECT * FROM businesses ORDER BY id'),
      reviews: await t.dataSource.query('SELECT * FROM reviews ORDER BY id'),
    });

    it('is all or nothing: a failure midway answers 500 IMPORT_FAILED and leaves the old data', async () => {
      const before = await snapshot();
      expect(before.businesses.length).toBeGreaterThan(0);
      const records = Array.from({ length: IMPORT_CHUNK_SIZE + 3 }, (_, i) => fixtureBusiness(i));
      records[IMPORT_CHUNK_SIZE + 2] = fixtureBusiness(0, { name: 'N'.repeat(150) });
      jest.spyOn(t.app.get(BundledDataset), 'load').mockResolvedValue(records);

      const response = await admin().post('/api/admin/import-production-data').expect(500);
      expect(response.body).toEqual({
        statusCode: 500,
        error: 'Internal Server Error',
        code: 'IMPORT_FAILED',
        message: 'Import fehlgeschlagen. Die bisherigen Daten sind unverändert.',
        requestId: expect.any(String),
      });
      expect(await snapshot()).toEqual(before);
    });

    it('replaces the imported entries with the bundled dataset and keeps every owner and admin entry', async () => {
      const kept = await count(`businesses WHERE source IN ('form', 'admin')`);
      expect(kept).toBeGreaterThanOrEqual(2);
      const response = await admin().post('/api/admin/import-production-data').expect(200);
      expect(response.body).toEqual({
        success: true,
        imported: 1824,
        keptEntries: kept,
        removedEntries: 0,
        removedReviews: 0,
        message: `1.824 Einträge importiert. ${kept} Einträge aus dem Eintragsformular oder dem Admin-Bereich bleiben mit ihren Bewertungen erhalten.`,
      });
      expect(await count('businesses')).toBe(1824 + kept);
      expect(await count(`businesses WHERE name = 'Kunde Eins'`)).toBe(1);
      // The list leaves out what is in the trash (kept by the import too, restorable).
      const trashed = await count('businesses WHERE deleted_at IS NOT NULL');
      const list = await admin().get('/api/admin/businesses?limit=5').expect(200);
      expect(list.headers['x-total-count']).toBe(String(1824 + kept - trashed));
      expect(list.body).toHaveLength(5);
    });
  });
});
