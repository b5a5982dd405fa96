import { createHash } from 'node:crypto';
import request from 'supertest';
import { Clock } from '../src/common/clock';
import { validBusinessPayload } from './support/business-payloads';
import { createTestApp, TestApp } from './support/test-app';

const FORBIDDEN = 'Bearbeitung nicht erlaubt: Der Bearbeitungszeitraum ist abgelaufen oder der Schlüssel ist ungültig.';

describe('businesses: create, read, edit with the edit token', () => {
  let t: TestApp;
  let clock: Clock;
  const start = new Date('2025-11-21T10:00:00.000Z');

  beforeAll(async () => {
    // Images may come from this CDN besides our own origin (OBJECTS_PUBLIC_BASE_URL).
    t = await createTestApp({ OBJECTS_PUBLIC_BASE_URL: 'https://cdn.branchenbuch.example' });
    clock = t.app.get(Clock);
  });

  beforeEach(() => {
    jest.spyOn(clock, 'now').mockReturnValue(start);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t.close();
  });

  async function create(
    overrides: Record<string, unknown> = {},
  ): Promise<{ id: string; name: string; editToken: string }> {
    const response = await request(t.server).post('/api/businesses').send(validBusinessPayload(overrides)).expect(201);
    return response.body;
  }

  async function snapshot(): Promise<unknown> {
    return {
      businesses: await t.dataSource.query('SELECT * FROM businesses ORDER BY id'),
      tokens: await t.dataSource.query('SELECT * FROM edit_tokens ORDER BY id'),
    };
  }

  describe('POST /api/businesses', () => {
    it('takes an entry category by its code as well as by its name, and stores the name', async () => {
      const created = await create({ category: ' gesundheit-medizin ' });
      const detail = await request(t.server).get(`/api/businesses/${created.id}`).expect(200);
      expect([detail.body.category, detail.body.categoryCode]).toEqual(['Gesundheit & Medizin', 'gesundheit-medizin']);
    });

    it('creates an unverified form entry, visible at once, with a ten-minute edit token stored as a hash', async () => {
      const created = await create();
      expect(Object.keys(created).sort()).toEqual(['editToken', 'id', 'name']);
      expect(created.name).toBe('Bäckerei Sonnenschein');
      expect(created.editToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const [row] = await t.dataSource.query(
        'SELECT source, verified, is_form_customer FROM businesses WHERE id = $1',
        [created.id],
      );
      expect(row).toEqual({ source: 'form', verified: false, is_form_customer: false });
      const tokens = await t.dataSource.query('SELECT token_hash, expires FROM edit_tokens WHERE business_id = $1', [
        created.id,
      ]);
      expect(tokens).toEqual([
        {
          token_hash: createHash('sha256').update(created.editToken).digest('hex'),
          expires: new Date(start.getTime() + 10 * 60 * 1000),
        },
      ]);

      const detail = await request(t.server).get(`/api/businesses/${created.id}`).expect(200);
      expect(detail.body).toMatchObject({
        id: created.id,
        name: 'Bäckerei Sonnenschein',
        category: 'Restaurant & Gastronomie',
        street: 'Hauptstraße 12',
        postalCode: '80331',
        city: 'München',
        country: 'Deutschland',
        state: 'Bayern',
        fax: null,
        keywords: null,
        verified: false,
        isFormCustomer: false,
        mondayOpen: '07:00',
        mondayClose: '18:00',
        tuesdayOpen: null,
        sundayClose: null,
        averageRating: 0,
        reviewCount: 0,
      });
      expect(detail.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(detail.body).not.toHaveProperty('source');
      expect(detail.body).not.toHaveProperty('ratingSum');
    });

    it('trims strings, stores empty optional fields as null and defaults the country', async () => {
      const created = await create({
        name: '  Friseur Schnittpunkt  ',
        city: ' Köln ',
        country: undefined,
        email: '',
        website: '',
        description: '   ',
        state: '',
        phone: '',
        imageUrl: '',
        mondayOpen: '',
        mondayClose: '',
      });
      const detail = await request(t.server).get(`/api/businesses/${created.id}`).expect(200);
      expect(detail.body).toMatchObject({
        name: 'Friseur Schnittpunkt',
        city: 'Köln',
        country: 'Deutschland',
        email: null,
        website: null,
        description: null,
        state: null,
        phone: null,
        imageUrl: null,
        mondayOpen: null,
        mondayClose: null,
      });
    });

    it('accepts the other countries and absolute object-storage URLs', async () => {
      const created = await create({
        country: 'Schweiz',
        state: undefined,
        imageUrl: 'https://cdn.branchenbuch.example/objects/public/bild.webp',
        website: 'http://example.ch',
      });
      const detail = await request(t.server).get(`/api/businesses/${created.id}`).expect(200);
      expect(detail.body.country).toBe('Schweiz');
      expect(detail.body.imageUrl).toBe('https://cdn.branchenbuch.example/objects/public/bild.webp');
    });

    it('accepts absolute object URLs on its own origin, and lets browsers load images only from there, the CDN and the map tile host', async () => {
      const imageUrl = `${t.config.publicBaseUrl}/objects/public/bild.webp`;
      const created = await create({ imageUrl });
      const detail = await request(t.server).get(`/api/businesses/${created.id}`).expect(200);
      expect(detail.body.imageUrl).toBe(imageUrl);
      expect(detail.headers['content-security-policy']).toContain(
        "img-src 'self' data: blob: https://cdn.branchenbuch.example https://tile.openstreetmap.org;",
      );
    });

    const long = (length: number): string => 'x'.repeat(length);
    it.each<[string, Record<string, unknown>, string, string]>([
      ['missing name', { name: undefined }, 'name', 'Firmenname ist erforderlich'],
      ['blank name', { name: '   ' }, 'name', 'Firmenname ist erforderlich'],
      ['name of the wrong type', { name: 42 }, 'name', 'Firmenname ist erforderlich'],
      ['too long name', { name: long(101) }, 'name', 'Firmenname zu lang'],
      ['unknown category', { category: 'Bäckereien' }, 'category', 'Ungültige Kategorie'],
      ['missing category', { category: undefined }, 'category', 'Ungültige Kategorie'],
      ['a home tile as category', { category: 'Gastronomie' }, 'category', 'Ungültige Kategorie'],
      ['the code of a home tile as category', { category: 'gastronomie' }, 'category', 'Ungültige Kategorie'],
      ['too long description', { description: long(2001) }, 'description', 'Beschreibung zu lang'],
      ['too long services', { services: long(501) }, 'services', 'Dienstleistungen zu lang'],
      ['missing street', { street: undefined }, 'street', 'Straße und Hausnummer ist erforderlich'],
      ['blank street', { street: ' ' }, 'street', 'Straße und Hausnummer ist erforderlich'],
      ['too long street', { street: long(101) }, 'street', 'Adresse zu lang'],
      ['missing postal code', { postalCode: undefined }, 'postalCode', 'PLZ ist erforderlich'],
      ['empty postal code', { postalCode: '' }, 'postalCode', 'PLZ ist erforderlich'],
      ['too long postal code', { postalCode: '12345678901' }, 'postalCode', 'PLZ zu lang'],
      ['missing city', { city: undefined }, 'city', 'Stadt ist erforderlich'],
      ['blank city', { city: '  ' }, 'city', 'Stadt ist erforderlich'],
      ['too long city', { city: long(51) }, 'city', 'Stadt zu lang'],
      ['unknown country', { country: 'Frankreich' }, 'country', 'Bitte wählen Sie ein Land aus'],
      ['empty country', { country: '' }, 'country', 'Bitte wählen Sie ein Land aus'],
      ['invalid e-mail', { email: 'info(at)example.de' }, 'email', 'Ungültige E-Mail-Adresse'],
      ['invalid website', { website: 'kein link' }, 'website', 'Ungültige Website-URL'],
      [
        'website without protocol',
        { website: 'www.example.de' },
        'website',
        'Website muss mit http:// oder https:// beginnen',
      ],
      [
        'website with another protocol',
        { website: 'ftp://example.de' },
        'website',
        'Website muss mit http:// oder https:// beginnen',
      ],
      [
        'foreign image URL',
        { imageUrl: 'https://example.com/bild.jpg' },
        'imageUrl',
        'Nur Object-Storage URLs erlaubt',
      ],
      [
        'image URL on a foreign host with an object path',
        { imageUrl: 'https://tracker.example/objects/p.gif' },
        'imageUrl',
        'Nur Bilder aus dem Object-Storage dieses Verzeichnisses erlaubt',
      ],
      [
        'image URL on a foreign host posing as a subdomain of the CDN',
        { imageUrl: 'https://cdn.branchenbuch.example.tracker.example/objects/p.gif' },
        'imageUrl',
        'Nur Bilder aus dem Object-Storage dieses Verzeichnisses erlaubt',
      ],
      ['invalid image URL', { imageUrl: 'kein bild' }, 'imageUrl', 'Ungültige URL'],
      ['javascript image URL', { imageUrl: 'javascript:alert(1)//objects/' }, 'imageUrl', 'Ungültige URL'],
      ['too long image URL', { imageUrl: `/objects/${long(492)}` }, 'imageUrl', 'URL zu lang'],
      ['unknown state', { state: 'Bavaria' }, 'state', 'Ungültiges Bundesland'],
      ['phone with letters', { phone: 'ruf mich an' }, 'phone', 'Ungültige Telefonnummer'],
      ['too long phone', { phone: '0'.repeat(51) }, 'phone', 'Telefonnummer zu lang'],
      ['malformed opening time', { mondayOpen: '8 Uhr' }, 'mondayOpen', 'Ungültige Uhrzeit (HH:MM)'],
      ['impossible closing time', { fridayClose: '24:30' }, 'fridayClose', 'Ungültige Uhrzeit (HH:MM)'],
      [
        'closing at the opening time',
        { sundayOpen: '10:00', sundayClose: '10:00' },
        'sundayClose',
        'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)',
      ],
      [
        'a last closed day without the closure',
        { temporarilyClosedUntil: '2027-01-15' },
        'temporarilyClosedUntil',
        'Ein Datum „geschlossen bis“ ist nur bei vorübergehend geschlossenen Einträgen möglich',
      ],
      [
        'a last closed day that does not exist',
        { temporarilyClosed: true, temporarilyClosedUntil: '2027-02-30' },
        'temporarilyClosedUntil',
        'Ungültiges Datum (JJJJ-MM-TT)',
      ],
      [
        'a last closed day with a time',
        { temporarilyClosed: true, temporarilyClosedUntil: '2027-01-15T10:00:00Z' },
        'temporarilyClosedUntil',
        'Ungültiges Datum (JJJJ-MM-TT)',
      ],
      [
        'a last closed day in the past',
        { temporarilyClosed: true, temporarilyClosedUntil: '2025-11-20' },
        'temporarilyClosedUntil',
        'Das Datum „geschlossen bis“ darf nicht in der Vergangenheit liegen',
      ],
      [
        'a closure that is no boolean',
        { temporarilyClosed: 'ja' },
        'temporarilyClosed',
        'Vorübergehend geschlossen muss true oder false sein',
      ],
      ['a field the public form does not have', { verified: true }, 'verified', 'Unbekanntes Feld: verified'],
      ['an attempt to set the source', { source: 'admin' }, 'source', 'Unbekanntes Feld: source'],
    ])('rejects %s with 400 and the German message, storing nothing', async (_case, overrides, field, message) => {
      const before = await snapshot();
      const response = await request(t.server)
        .post('/api/businesses')
        .send(validBusinessPayload(overrides))
        .expect(400);
      expect(response.body).toMatchObject({
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message,
      });
      expect(response.body.errors).toContainEqual({ field, message });
      expect(await snapshot()).toEqual(before);
    });

    it('lists every invalid field, each with its first message', async () => {
      const response = await request(t.server).post('/api/businesses').send({}).expect(400);
      expect(response.body.errors).toEqual([
        { field: 'name', message: 'Firmenname ist erforderlich' },
        { field: 'category', message: 'Ungültige Kategorie' },
        { field: 'street', message: 'Straße und Hausnummer ist erforderlich' },
        { field: 'postalCode', message: 'PLZ ist erforderlich' },
        { field: 'city', message: 'Stadt ist erforderlich' },
      ]);
    });
  });

  describe('GET /api/businesses/{id}', () => {
    it('answers 404 for a well-formed id that does not exist', async () => {
      for (const id of ['3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d', 'kein-unternehmen', 'abc_123']) {
        const response = await request(t.server).get(`/api/businesses/${id}`).expect(404);
        expect(response.body).toEqual({
          statusCode: 404,
          error: 'Not Found',
          code: 'BUSINESS_NOT_FOUND',
          message: 'Unternehmen nicht gefunden',
        });
      }
    });

    it.each([
      ['with a space', 'a%20b', 'Ungültige Business-ID Format'],
      ['with a dot', 'a.b', 'Ungültige Business-ID Format'],
      ['with umlauts', 'b%C3%A4ckerei', 'Ungültige Business-ID Format'],
      ['of 101 characters', 'a'.repeat(101), 'Business-ID zu lang'],
    ])('rejects an id %s with 400', async (_case, id, message) => {
      const response = await request(t.server).get(`/api/businesses/${id}`).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400, message, errors: [{ field: 'id', message }] });
    });

    it('accepts an id of exactly 100 characters as well-formed', async () => {
      await request(t.server)
        .get(`/api/businesses/${'a'.repeat(100)}`)
        .expect(404);
    });

    // An empty id never reaches a route (the router does not match an empty segment);
    // 'Business-ID erforderlich' is covered by business.dto.spec.ts.
  });

  describe('PUT /api/businesses/{id}', () => {
    it('replaces the entry with a valid token within ten minutes', async () => {
      const created = await create();
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start.getTime() + 10 * 60 * 1000 - 1000));
      const response = await request(t.server)
        .put(`/api/businesses/${created.id}`)
        .set('X-Edit-Token', created.editToken)
        .send(validBusinessPayload({ name: 'Bäckerei Sonnenschein & Söhne', description: '', website: undefined }))
        .expect(200);
      expect(response.body).toMatchObject({
        id: created.id,
        name: 'Bäckerei Sonnenschein & Söhne',
        description: null,
        website: null,
        verified: false,
      });
      const detail = await request(t.server).get(`/api/businesses/${created.id}`).expect(200);
      expect(detail.body).toEqual({
        ...response.body,
        ownerVerified: false,
        specialHours: [],
        holidays: expect.any(Array),
      });
    });

    it('refuses an expired token with 403 and changes nothing', async () => {
      const created = await create();
      jest.spyOn(clock, 'now').mockReturnValue(new Date(start.getTime() + 10 * 60 * 1000));
      const before = await snapshot();
      const response = await request(t.server)
        .put(`/api/businesses/${created.id}`)
        .set('X-Edit-Token', created.editToken)
        .send(validBusinessPayload({ name: 'Übernommen' }))
        .expect(403);
      expect(response.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        code: 'EDIT_TOKEN_EXPIRED',
        message: FORBIDDEN,
      });
      expect(await snapshot()).toEqual(before);
    });

    it.each([
      ['without a token', undefined],
      ['with a wrong token', 'A'.repeat(43)],
      ['with a malformed token', 'kein token'],
    ])('refuses an edit %s with 403 and changes nothing', async (_case, token) => {
      const created = await create();
      const before = await snapshot();
      const call = request(t.server).put(`/api/businesses/${created.id}`);
      if (token !== undefined) void call.set('X-Edit-Token', token);
      const response = await call.send(validBusinessPayload({ name: 'Übernommen' })).expect(403);
      expect(response.body.message).toBe(FORBIDDEN);
      expect(await snapshot()).toEqual(before);
    });

    it("refuses another entry's token", async () => {
      const mine = await create();
      const other = await create({ name: 'Andere Firma' });
      const response = await request(t.server)
        .put(`/api/businesses/${other.id}`)
        .set('X-Edit-Token', mine.editToken)
        .send(validBusinessPayload({ name: 'Übernommen' }))
        .expect(403);
      expect(response.body.message).toBe(FORBIDDEN);
      const detail = await request(t.server).get(`/api/businesses/${other.id}`).expect(200);
      expect(detail.body.name).toBe('Andere Firma');
    });

    it('validates the body like the form and changes nothing on errors', async () => {
      const created = await create();
      const before = await snapshot();
      const response = await request(t.server)
        .put(`/api/businesses/${created.id}`)
        .set('X-Edit-Token', created.editToken)
        .send(validBusinessPayload({ name: '' }))
        .expect(400);
      expect(response.body.message).toBe('Firmenname ist erforderlich');
      expect(await snapshot()).toEqual(before);
    });

    it('answers 404 for an unknown entry and 400 for a malformed id', async () => {
      const created = await create();
      const unknown = await request(t.server)
        .put('/api/businesses/3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d')
        .set('X-Edit-Token', created.editToken)
        .send(validBusinessPayload())
        .expect(404);
      expect(unknown.body.message).toBe('Unternehmen nicht gefunden');
      const malformed = await request(t.server)
        .put('/api/businesses/a.b')
        .set('X-Edit-Token', created.editToken)
        .send(validBusinessPayload())
        .expect(400);
      expect(malformed.body.message).toBe('Ungültige Business-ID Format');
    });
  });
});
