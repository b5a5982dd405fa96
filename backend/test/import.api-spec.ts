import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { BundledDataset } from '../src/import/dataset';
import { IMPORT_CHUNK_SIZE, ImportService } from '../src/import/import.service';
import { validBusinessPayload } from './support/business-payloads';
import { fixtureBusiness, fixtureReview } from './support/dataset-fixture';
import { createTestApp, TestApp } from './support/test-app';

describe('ImportService', () => {
  let t: TestApp;
  let importService: ImportService;
  let dataset: BundledDataset;

  beforeAll(async () => {
    t = await createTestApp();
    importService = t.app.get(ImportService);
    dataset = t.app.get(BundledDataset);
  });

  afterEach(() => {
    jest.restoreAllMocks();
  });

  afterAll(async () => {
    await t.close();
  });

  async function snapshot(): Promise<unknown> {
    return {
      businesses: await t.dataSource.query('SELECT * FROM businesses ORDER BY id'),
      reviews: await t.dataSource.query('SELECT * FROM reviews ORDER BY id'),
      tokens: await t.dataSource.query('SELECT * FROM edit_tokens ORDER BY id'),
    };
  }

  it('replaces the imported businesses with the dataset, keeps the owner entries and computes the rating columns', async () => {
    const first = [fixtureBusiness(9, { reviews: [fixtureReview(2)] })];
    jest.spyOn(dataset, 'load').mockResolvedValue(first);
    await importService.importBundledDataset();
    const owner = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    // Reviews are taken on published entries only.
    await t.dataSource.query(`UPDATE businesses SET status = 'published' WHERE id = $1`, [owner.body.id]);
    await request(t.server)
      .post(`/api/businesses/${owner.body.id}/reviews`)
      .send({ authorName: 'Inhaberkundin', rating: 1, comment: 'Diese Bewertung bleibt erhalten.' })
      .expect(201);

    const rated = fixtureBusiness(1, {
      verified: true,
      reviews: [fixtureReview(5), fixtureReview(4), fixtureReview(4, '2025-02-01T12:00:00.000Z')],
    });
    const records = [rated, fixtureBusiness(2), fixtureBusiness(3, { description: null, phone: undefined })];
    jest.spyOn(dataset, 'load').mockResolvedValue(records);

    expect(await importService.importBundledDataset()).toEqual({
      imported: 3,
      keptEntries: 1,
      previousImported: 1,
      removedEntries: 1,
      removedReviews: 1,
    });

    const rows = await t.dataSource.query(
      `SELECT id, name, source, verified, review_count, rating_sum, rating_avg, created_at, phone FROM businesses
       WHERE source = 'import' ORDER BY name`,
    );
    expect(rows).toEqual([
      expect.objectContaining({
        id: rated.id,
        name: 'Testbetrieb 1',
        source: 'import',
        verified: true,
        review_count: 3,
        rating_sum: 13,
        rating_avg: '4.33',
        created_at: new Date('2024-05-01T10:00:00.000Z'),
      }),
      expect.objectContaining({ name: 'Testbetrieb 2', review_count: 0, rating_sum: 0, rating_avg: '0.00' }),
      expect.objectContaining({ name: 'Testbetrieb 3', phone: null }),
    ]);
    await request(t.server).get(`/api/businesses/${first[0].id}`).expect(404);
    // The owner's entry, its review and its edit token are untouched.
    const kept = await request(t.server).get(`/api/businesses/${owner.body.id}`).expect(200);
    expect(kept.body).toMatchObject({ averageRating: 1, reviewCount: 1 });
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM edit_tokens')).toEqual([{ n: 1 }]);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM reviews')).toEqual([{ n: 4 }]);

    const detail = await request(t.server).get(`/api/businesses/${rated.id}`).expect(200);
    expect(detail.body).toMatchObject({ averageRating: 4.3, reviewCount: 3, verified: true });
    const reviews = await request(t.server).get(`/api/businesses/${rated.id}/reviews`).expect(200);
    expect(reviews.body[0].createdAt).toBe('2025-02-01T12:00:00.000Z');

    // Importing the same dataset again neither doubles reviews nor changes the counters.
    await importService.importBundledDataset();
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM reviews')).toEqual([{ n: 4 }]);
    const again = await request(t.server).get(`/api/businesses/${rated.id}`).expect(200);
    expect(again.body).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
  });

  it('keeps the old data when the import fails midway (after deleting and inserting businesses)', async () => {
    await request(t.server)
      .post('/api/businesses')
      .send(validBusinessPayload({ name: 'Bleibt bestehen' }))
      .expect(201);
    const before = await snapshot();

    // More than one chunk of valid businesses, then a review the database rejects: the failure
    // comes after the delete and every business insert have run inside the transaction.
    const records = Array.from({ length: IMPORT_CHUNK_SIZE + 10 }, (_, i) =>
      fixtureBusiness(i, { reviews: [fixtureReview(5)] }),
    );
    records[IMPORT_CHUNK_SIZE + 5].reviews = [{ ...fixtureReview(5), authorName: 'x'.repeat(101) }];
    jest.spyOn(dataset, 'load').mockResolvedValue(records);

    await expect(importService.importBundledDataset()).rejects.toThrow(/too long|zu lang/i);
    expect(await snapshot()).toEqual(before);
  });

  it('keeps the old data when a business in a later chunk is invalid', async () => {
    const before = await snapshot();
    const records = Array.from({ length: IMPORT_CHUNK_SIZE + 2 }, (_, i) => fixtureBusiness(i));
    records[IMPORT_CHUNK_SIZE + 1] = fixtureBusiness(0, { name: 'N'.repeat(150) });
    jest.spyOn(dataset, 'load').mockResolvedValue(records);

    await expect(importService.importBundledDataset()).rejects.toThrow();
    expect(await snapshot()).toEqual(before);
  });

  it('seeds only an empty directory', async () => {
    const load = jest.spyOn(dataset, 'load').mockResolvedValue([fixtureBusiness(1), fixtureBusiness(2)]);
    expect(await importService.seedIfEmpty()).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
    await t.dataSource.query('DELETE FROM businesses');
    expect(await importService.seedIfEmpty()).toBe(2);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM businesses')).toEqual([{ n: 2 }]);
  });
});

describe('seeding an empty database on start', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ SEED_ON_EMPTY_DATABASE: 'true' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('imports the bundled dataset with its reviews and rating columns', async () => {
    const dataset = await new BundledDataset().load();
    const reviews = dataset.reduce((sum, business) => sum + (business.reviews?.length ?? 0), 0);
    const [row] = await t.dataSource.query(`SELECT count(*)::int AS businesses, sum(review_count)::int AS counted,
      count(*) FILTER (WHERE source <> 'import')::int AS other FROM businesses`);
    expect(row).toEqual({ businesses: 1824, counted: reviews, other: 0 });
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM reviews')).toEqual([{ n: reviews }]);
    const mismatched = await t.dataSource.query(`SELECT b.id FROM businesses b
      LEFT JOIN (SELECT business_id, count(*) AS n, sum(rating) AS s FROM reviews GROUP BY business_id) r
        ON r.business_id = b.id
      WHERE b.review_count <> coalesce(r.n, 0) OR b.rating_sum <> coalesce(r.s, 0)`);
    expect(mismatched).toEqual([]);
  });

  it('refuses a data set with an entry outside the three countries', async () => {
    const [first] = await new BundledDataset().load();
    const path = join(await mkdtemp(join(tmpdir(), 'dataset-')), 'businesses.json');
    await writeFile(path, JSON.stringify([first, { ...first, id: 'fr-1', country: 'Frankreich' }]));
    await expect(new BundledDataset().load(path)).rejects.toThrow(/entry 1 is incomplete/);
    await writeFile(path, JSON.stringify([first]));
    await expect(new BundledDataset().load(path)).resolves.toHaveLength(1);
  });

  it('leaves a directory with entries alone', async () => {
    await t.dataSource.query('DELETE FROM businesses WHERE id IN (SELECT id FROM businesses LIMIT 24)');
    expect(await t.app.get(ImportService).seedIfEmpty()).toBeUndefined();
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM businesses')).toEqual([{ n: 1800 }]);
  });
});
