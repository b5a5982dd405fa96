import request from 'supertest';
import { BundledDataset } from '../src/import/dataset';
import { validBusinessPayload } from './support/business-payloads';
import { fixtureBusiness, fixtureReview } from './support/dataset-fixture';
import { captureStatements, explainPlan } from './support/query-plans';
import { adminSession, createTestApp, TestApp, createPublishedBusiness } from './support/test-app';

const PASSWORD = 'moderation-passwort-123';
const UNKNOWN_ID = '3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d';
const RECEIVED =
  'Vielen Dank für Ihre Meldung. Wir prüfen die Bewertung und blenden sie aus, wenn sie gegen unsere Regeln verstößt.';

interface AuditEntry {
  adminUsername: string;
  action: string;
  entityType: string;
  entityId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: string;
}

describe('review reports, moderation, audit log and the import keeping owner entries', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // Reports come from several visitors (one report per review and address): X-Forwarded-For names them.
    t = await createTestApp({ ADMIN_USERNAME: 'redaktion', ADMIN_PASSWORD: PASSWORD, TRUST_PROXY: '127.0.0.1' });
    token = await adminSession(t);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => jest.restoreAllMocks());

  const admin = {
    get: (url: string) => request(t.server).get(url).set('x-admin-session', token),
    post: (url: string) => request(t.server).post(url).set('x-admin-session', token),
    put: (url: string) => request(t.server).put(url).set('x-admin-session', token),
    delete: (url: string) => request(t.server).delete(url).set('x-admin-session', token),
  };

  function createBusiness(name = 'Bäckerei Sonnenschein'): Promise<string> {
    return createPublishedBusiness(t, { name });
  }

  async function createReview(businessId: string, rating: number, authorName = 'Anna'): Promise<string> {
    const response = await request(t.server)
      .post(`/api/businesses/${businessId}/reviews`)
      .send({ authorName, rating, comment: 'Ein ausführlicher Kommentar zum Besuch.' })
      .expect(201);
    return response.body.id;
  }

  async function publicView(businessId: string): Promise<{ authors: string[]; rating: unknown; detail: unknown }> {
    const list = await request(t.server).get(`/api/businesses/${businessId}/reviews`).expect(200);
    const rating = await request(t.server).get(`/api/businesses/${businessId}/rating`).expect(200);
    const detail = await request(t.server).get(`/api/businesses/${businessId}`).expect(200);
    return {
      authors: list.body.map((review: { authorName: string }) => review.authorName),
      rating: { ...rating.body, listed: list.headers['x-total-count'] },
      detail: { averageRating: detail.body.averageRating, reviewCount: detail.body.reviewCount },
    };
  }

  async function latestAudit(): Promise<AuditEntry> {
    const response = await admin.get('/api/admin/audit-log?limit=1').expect(200);
    return response.body[0];
  }

  const count = async (sql: string, params: unknown[] = []): Promise<number> =>
    (await t.dataSource.query(`SELECT count(*)::int AS n FROM ${sql}`, params))[0].n;

  describe('reporting a review', () => {
    it('accepts a report with reason and comment, answers in German and puts the review in the queue', async () => {
      const businessId = await createBusiness();
      const reviewId = await createReview(businessId, 1, 'Störenfried');
      const response = await request(t.server)
        .post(`/api/reviews/${reviewId}/reports`)
        .set('x-forwarded-for', '203.0.113.1')
        .send({ reason: 'offensive', comment: '  Enthält eine Beleidigung.  ' })
        .expect(201);
      expect(response.body).toEqual({ message: RECEIVED });
      await request(t.server)
        .post(`/api/reviews/${reviewId}/reports`)
        .set('x-forwarded-for', '203.0.113.2')
        .send({ reason: 'offensive' })
        .expect(201);
      await request(t.server)
        .post(`/api/reviews/${reviewId}/reports`)
        .set('x-forwarded-for', '203.0.113.3')
        .send({ reason: 'spam', comment: '' })
        .expect(201);

      const queue = await admin.get('/api/admin/reviews/reported').expect(200);
      const item = queue.body.find((entry: { id: string }) => entry.id === reviewId);
      expect(item).toMatchObject({
        businessId,
        businessName: 'Bäckerei Sonnenschein',
        authorName: 'Störenfried',
        rating: 1,
        hidden: false,
        reportCount: 3,
        reasons: [
          { reason: 'offensive', count: 2 },
          { reason: 'spam', count: 1 },
        ],
        reportComments: ['Enthält eine Beleidigung.'],
      });
      expect(queue.headers['x-total-count']).toBe(String(queue.body.length));
      expect(queue.headers.link).toContain('/api/admin/reviews/reported?page=1&limit=20');
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an unknown reason', { reason: 'langweilig' }, 'Bitte wählen Sie einen Grund für die Meldung aus'],
      ['no reason', {}, 'Bitte wählen Sie einen Grund für die Meldung aus'],
      [
        'a too long comment',
        { reason: 'other', comment: 'x'.repeat(501) },
        'Die Anmerkung darf höchstens 500 Zeichen lang sein',
      ],
      ['an unknown field', { reason: 'spam', status: 'hidden' }, ''],
    ])('refuses %s with 400 in German and files nothing', async (_case, body, message) => {
      const businessId = await createBusiness();
      const reviewId = await createReview(businessId, 4);
      const response = await request(t.server).post(`/api/reviews/${reviewId}/reports`).send(body).expect(400);
      expect(response.body.statusCode).toBe(400);
      if (message !== '') expect(response.body.message).toBe(message);
      expect(await count('review_reports WHERE review_id = $1', [reviewId])).toBe(0);
      expect(await count('reviews WHERE id = $1 AND flagged_at IS NOT NULL', [reviewId])).toBe(0);
    });

    it('answers 404 for an unknown review and 400 for a malformed id', async () => {
      const unknown = await request(t.server).post(`/api/reviews/${UNKNOWN_ID}/reports`).send({ reason: 'spam' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'REVIEW_NOT_FOUND',
        message: 'Bewertung nicht gefunden',
      });
      const malformed = await request(t.server).post('/api/reviews/kein-uuid/reports').send({ reason: 'spam' });
      expect(malformed.status).toBe(400);
      expect(malformed.body.message).toBe('Ungültige Bewertungs-ID');
      expect(await count('review_reports WHERE review_id = $1', [UNKNOWN_ID])).toBe(0);
    });
  });

  describe('hiding and restoring', () => {
    it('hides a review from the list, the average and the count at once, and restores it', async () => {
      const businessId = await createBusiness('Café Mitte');
      await createReview(businessId, 5, 'Berta');
      await createReview(businessId, 4, 'Carl');
      const bad = await createReview(businessId, 1, 'Troll');
      expect(await publicView(businessId)).toEqual({
        authors: ['Troll', 'Carl', 'Berta'],
        rating: { averageRating: 3.3, totalReviews: 3, listed: '3' },
        detail: { averageRating: 3.3, reviewCount: 3 },
      });
      await request(t.server).post(`/api/reviews/${bad}/reports`).send({ reason: 'not_genuine' }).expect(201);

      const hidden = await admin.post(`/api/admin/reviews/${bad}/hide`).expect(200);
      expect(hidden.body).toEqual({ id: bad, hidden: true, message: 'Die Bewertung ist ausgeblendet.' });
      expect(await publicView(businessId)).toEqual({
        authors: ['Carl', 'Berta'],
        rating: { averageRating: 4.5, totalReviews: 2, listed: '2' },
        detail: { averageRating: 4.5, reviewCount: 2 },
      });
      // Hidden: no longer reportable, still in the queue (with Wiederherstellen).
      await request(t.server).post(`/api/reviews/${bad}/reports`).send({ reason: 'spam' }).expect(404);
      const queue = await admin.get('/api/admin/reviews/reported?limit=100').expect(200);
      expect(queue.body.find((entry: { id: string }) => entry.id === bad)).toMatchObject({
        hidden: true,
        reportCount: 1,
      });

      const again = await admin.post(`/api/admin/reviews/${bad}/hide`).expect(409);
      expect(again.body.message).toBe('Die Bewertung ist bereits ausgeblendet.');

      const restored = await admin.post(`/api/admin/reviews/${bad}/restore`).expect(200);
      expect(restored.body).toEqual({ id: bad, hidden: false, message: 'Die Bewertung ist wiederhergestellt.' });
      expect(await publicView(businessId)).toEqual({
        authors: ['Troll', 'Carl', 'Berta'],
        rating: { averageRating: 3.3, totalReviews: 3, listed: '3' },
        detail: { averageRating: 3.3, reviewCount: 3 },
      });
      const after = await admin.get('/api/admin/reviews/reported?limit=100').expect(200);
      expect(after.body.find((entry: { id: string }) => entry.id === bad)).toBeUndefined();
      expect(await count('review_reports WHERE review_id = $1 AND resolved_at IS NULL', [bad])).toBe(0);

      const notHidden = await admin.post(`/api/admin/reviews/${bad}/restore`).expect(409);
      expect(notHidden.body.message).toBe('Die Bewertung ist nicht ausgeblendet.');
    });

    it('dismisses the reports of a review and keeps it', async () => {
      const businessId = await createBusiness();
      const reviewId = await createReview(businessId, 3);
      const none = await admin.post(`/api/admin/reviews/${reviewId}/dismiss-reports`).expect(409);
      expect(none.body.message).toBe('Zu dieser Bewertung liegen keine offenen Meldungen vor.');
      await request(t.server).post(`/api/reviews/${reviewId}/reports`).send({ reason: 'false_claim' }).expect(201);
      const dismissed = await admin.post(`/api/admin/reviews/${reviewId}/dismiss-reports`).expect(200);
      expect(dismissed.body).toEqual({
        id: reviewId,
        hidden: false,
        message: 'Die Meldungen wurden verworfen; die Bewertung bleibt sichtbar.',
      });
      const queue = await admin.get('/api/admin/reviews/reported?limit=100').expect(200);
      expect(queue.body.find((entry: { id: string }) => entry.id === reviewId)).toBeUndefined();
      expect((await publicView(businessId)).authors).toEqual(['Anna']);
    });

    it('answers 404 for unknown reviews, 400 for malformed ids and 401 without a session, changing nothing', async () => {
      for (const action of ['hide', 'restore', 'dismiss-reports']) {
        const unknown = await admin.post(`/api/admin/reviews/${UNKNOWN_ID}/${action}`).expect(404);
        expect(unknown.body.message).toBe('Bewertung nicht gefunden');
        const malformed = await admin.post(`/api/admin/reviews/x/${action}`).expect(400);
        expect(malformed.body.message).toBe('Ungültige Bewertungs-ID');
      }
      const businessId = await createBusiness();
      const reviewId = await createReview(businessId, 2);
      await request(t.server).post(`/api/admin/reviews/${reviewId}/hide`).expect(401);
      await request(t.server).get('/api/admin/reviews/reported').expect(401);
      await request(t.server).get('/api/admin/audit-log').expect(401);
      expect((await publicView(businessId)).authors).toEqual(['Anna']);
    });

    it('keeps the counters exact while reviews are posted and one is hidden at the same time', async () => {
      const businessId = await createBusiness('Gut besucht');
      const target = await createReview(businessId, 1, 'Ziel');
      const posts = Array.from({ length: 20 }, (_, i) => createReview(businessId, 5, `Gast ${i}`));
      await Promise.all([...posts, admin.post(`/api/admin/reviews/${target}/hide`).expect(200)]);
      const [row] = await t.dataSource.query('SELECT review_count, rating_sum FROM businesses WHERE id = $1', [
        businessId,
      ]);
      expect(row).toEqual({ review_count: 20, rating_sum: 100 });
    });
  });

  describe('query plans', () => {
    const plan = (sql: string, params: unknown[] = []) => explainPlan(t.dataSource, sql, params);

    it('reads the moderation queue and its count through the partial queue index only', async () => {
      const { calls: queries } = await captureStatements(
        t.dataSource,
        async () => admin.get('/api/admin/reviews/reported?limit=5').expect(200),
        /flagged_at IS NOT NULL/,
      );
      expect(queries).toHaveLength(2);
      for (const [sql, params] of queries) {
        const read = await plan(sql, params);
        expect(read.indexes).toContain('idx_reviews_moderation_queue');
        expect(read.nodeTypes).not.toContain('Seq Scan');
      }
    });

    it('pages the audit log through its time index', async () => {
      const read = await plan('SELECT * FROM audit_log ORDER BY created_at DESC, id DESC LIMIT 50 OFFSET 50');
      expect(read.indexes).toContain('idx_audit_log_created');
    });
  });

  describe('audit log', () => {
    it('records every admin action with who, what, when, before and after, newest first', async () => {
      const start = Date.now();
      const { state: _state, ...fields } = validBusinessPayload({ name: 'Protokollbetrieb' });
      const created = await admin.post('/api/admin/businesses').send(fields).expect(201);
      const id = created.body.id;
      expect(await latestAudit()).toMatchObject({
        adminUsername: 'redaktion',
        action: 'business.create',
        entityType: 'business',
        entityId: id,
        before: null,
        after: expect.objectContaining({ name: 'Protokollbetrieb', verified: false, source: 'admin' }),
      });
      expect(Date.parse((await latestAudit()).createdAt)).toBeGreaterThanOrEqual(start - 1000);

      await admin
        .put(`/api/admin/businesses/${id}`)
        .send({ ...fields, name: 'Protokollbetrieb GmbH' })
        .expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'business.update',
        before: expect.objectContaining({ name: 'Protokollbetrieb' }),
        after: expect.objectContaining({ name: 'Protokollbetrieb GmbH' }),
      });

      await admin
        .put(`/api/admin/businesses/${id}`)
        .send({ ...fields, name: 'Protokollbetrieb GmbH', verified: true })
        .expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'business.verify',
        before: expect.objectContaining({ verified: false }),
        after: expect.objectContaining({ verified: true }),
      });

      const reviewId = await createReview(id, 2);
      await request(t.server).post(`/api/reviews/${reviewId}/reports`).send({ reason: 'spam' }).expect(201);
      await admin.post(`/api/admin/reviews/${reviewId}/hide`).expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'review.hide',
        entityType: 'review',
        entityId: reviewId,
        before: { businessId: id, hidden: false, openReports: 1, rating: 2 },
        after: { hidden: true, openReports: 1 },
      });
      await admin.post(`/api/admin/reviews/${reviewId}/restore`).expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'review.restore',
        before: { hidden: true, openReports: 1 },
        after: { hidden: false, openReports: 0 },
      });
      await request(t.server)
        .post(`/api/reviews/${reviewId}/reports`)
        .set('x-forwarded-for', '203.0.113.2')
        .send({ reason: 'other' })
        .expect(201);
      await admin.post(`/api/admin/reviews/${reviewId}/dismiss-reports`).expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'review.dismissReports',
        before: { hidden: false, openReports: 1 },
        after: { hidden: false, openReports: 0 },
      });

      await admin.post('/api/admin/mark-form-customers').expect(200);
      expect(await latestAudit()).toMatchObject({
        action: 'business.markFormCustomers',
        after: { marked: expect.any(Number) },
      });

      await admin.delete(`/api/admin/businesses/${id}`).expect(204);
      expect(await latestAudit()).toMatchObject({
        action: 'business.delete',
        entityId: id,
        before: expect.objectContaining({ name: 'Protokollbetrieb GmbH', verified: true }),
        after: null,
      });

      const log = await admin.get('/api/admin/audit-log?limit=3').expect(200);
      expect(log.body.map((entry: AuditEntry) => entry.action)).toEqual([
        'business.delete',
        'business.markFormCustomers',
        'review.dismissReports',
      ]);
      expect(log.headers['x-total-count']).toBe(String(await count('audit_log')));
      expect(log.headers.link).toContain('</api/admin/audit-log?page=2&limit=3>; rel="next"');
    });

    it('writes nothing when the action is refused', async () => {
      const before = await count('audit_log');
      await admin.post(`/api/admin/reviews/${UNKNOWN_ID}/hide`).expect(404);
      await admin.put(`/api/admin/businesses/${UNKNOWN_ID}`).send(validBusinessPayload()).expect(400);
      await admin.delete(`/api/admin/businesses/${UNKNOWN_ID}`).expect(404);
      expect(await count('audit_log')).toBe(before);
    });

    it('rejects bad paging in German', async () => {
      const response = await admin.get('/api/admin/audit-log?limit=101').expect(400);
      expect(response.body.message).toBe('Limit muss zwischen 1 und 100 liegen');
    });
  });

  describe('emergency import', () => {
    it('keeps owner entries with their reviews, keeps visitor reviews and hidden states of imported entries', async () => {
      const stays = fixtureBusiness(1, { reviews: [fixtureReview(5), fixtureReview(3, '2025-03-01T12:00:00.000Z')] });
      const goes = fixtureBusiness(2, { reviews: [fixtureReview(4)] });
      const load = jest.spyOn(t.app.get(BundledDataset), 'load').mockResolvedValue([stays, goes]);
      await admin.post('/api/admin/import-production-data').expect(200);

      const ownerId = await createBusiness('Inhaberbetrieb');
      await createReview(ownerId, 4, 'Olga');
      await createReview(ownerId, 2, 'Paul');
      const visitorReview = await createReview(stays.id, 1, 'Besucher');
      const [datasetReview] = await t.dataSource.query(`SELECT id FROM reviews WHERE business_id = $1 AND rating = 3`, [
        stays.id,
      ]);
      await admin.post(`/api/admin/reviews/${datasetReview.id}/hide`).expect(200);
      const owners = await count(`businesses WHERE source IN ('form', 'admin')`);

      load.mockResolvedValue([stays]);
      const response = await admin.post('/api/admin/import-production-data').expect(200);
      expect(response.body).toMatchObject({
        success: true,
        imported: 1,
        keptEntries: owners,
        removedEntries: 1,
        removedReviews: 1,
      });
      expect(response.body.message).toBe(
        `1 Eintrag importiert. ${owners} Einträge aus dem Eintragsformular oder dem Admin-Bereich bleiben mit ihren Bewertungen erhalten. ` +
          'Entfernt: 1 importierter Eintrag, der nicht mehr im Datensatz steht, mit 1 Bewertung.',
      );

      // The owner's entry and both its reviews, untouched.
      expect(await publicView(ownerId)).toEqual({
        authors: ['Paul', 'Olga'],
        rating: { averageRating: 3, totalReviews: 2, listed: '2' },
        detail: { averageRating: 3, reviewCount: 2 },
      });
      // The imported entry keeps the visitor's review, its dataset reviews are not doubled, the hidden one stays hidden.
      const view = await publicView(stays.id);
      expect(view.rating).toEqual({ averageRating: 3, totalReviews: 2, listed: '2' });
      expect(await count('reviews WHERE business_id = $1', [stays.id])).toBe(3);
      expect(await count('reviews WHERE id = $1', [visitorReview])).toBe(1);
      expect(await count('reviews WHERE id = $1 AND hidden_at IS NOT NULL', [datasetReview.id])).toBe(1);
      await request(t.server).get(`/api/businesses/${goes.id}`).expect(404);

      expect(await latestAudit()).toMatchObject({
        action: 'import.productionData',
        entityType: 'dataset',
        before: { importedEntries: 2, keptEntries: owners },
        after: { importedEntries: 1, keptEntries: owners, removedEntries: 1, removedReviews: 1 },
      });
    });
  });
});

describe('review report rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_REPORT_REVIEW_LIMIT: '2' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the third report within the window with 429 in German and files nothing more', async () => {
    const businessId = await createPublishedBusiness(t);
    // Three reviews: an address reports each review once (409 for a second report).
    const reviews: string[] = [];
    for (let i = 0; i < 3; i++) {
      const review = await request(t.server)
        .post(`/api/businesses/${businessId}/reviews`)
        .send({ authorName: 'Anna', rating: 1, comment: 'Ein ausführlicher Kommentar.' })
        .expect(201);
      reviews.push(String(review.body.id));
    }
    for (const id of reviews.slice(0, 2)) {
      await request(t.server).post(`/api/reviews/${id}/reports`).send({ reason: 'spam' }).expect(201);
    }
    const refused = await request(t.server).post(`/api/reviews/${reviews[2]}/reports`).send({ reason: 'spam' });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    });
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM review_reports');
    expect(n).toBe(2);
  });
});
