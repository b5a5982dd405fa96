import request from 'supertest';
import { AdminBusinessesService } from '../src/admin/admin-businesses.service';
import { LandingPagesService } from '../src/landing/landing-pages.service';
import { validBusinessPayload } from './support/business-payloads';
import { HOUR } from './support/fake-clock';
import { explainPlan } from './support/query-plans';
import { adminSession, createTestApp, TestApp } from './support/test-app';
import { EDIT_LOCKED_BY_ADMIN } from '../src/businesses/business-messages';

const PASSWORD = 'pruef-passwort-123';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const DAY = 24 * HOUR;

/**
 * The publishing workflow against real PostgreSQL: public entries wait for review (reachable at
 * their address, listed nowhere), the administrator approves or rejects them, owner edits send a
 * published entry back to review, an administrator's edit ends the owner's edit token, and deleting
 * is a soft delete that can be undone for 30 days.
 */
describe('publishing workflow and trash', () => {
  let t: TestApp;
  let token: string;
  let counter = 0;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD });
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

  /** A public entry in a city of its own, so listings by that city show only it. */
  async function createPublicEntry(): Promise<{ id: string; editToken: string; name: string; city: string }> {
    counter += 1;
    const name = `Prüfbäckerei Nummer${counter}`;
    const city = `Prüfstadt${counter}`;
    const response = await request(t.server)
      .post('/api/businesses')
      .send(validBusinessPayload({ name, city }))
      .expect(201);
    return { id: response.body.id, editToken: response.body.editToken, name, city };
  }

  async function searchIds(query: Record<string, string>): Promise<string[]> {
    const response = await request(t.server).get('/api/businesses').query(query).expect(200);
    return (response.body as { id: string }[]).map((business) => business.id);
  }

  async function isListedAnywhere(entry: { id: string; name: string; city: string }): Promise<boolean[]> {
    await t.app.get(LandingPagesService).refresh();
    const sitemap = await request(t.server).get('/sitemap-businesses-1.xml');
    const landing = await t.dataSource.query<unknown[]>('SELECT 1 FROM landing_pages WHERE city_name = $1', [
      entry.city,
    ]);
    return [
      (await searchIds({ query: entry.name })).includes(entry.id),
      (await searchIds({ city: entry.city })).includes(entry.id),
      (await searchIds({ sort: 'random', limit: '100' })).includes(entry.id),
      (await searchIds({ limit: '100' })).includes(entry.id),
      sitemap.text.includes(entry.id),
      landing.length > 0,
    ];
  }

  const ownerEdit = (entry: { id: string; editToken: string }, overrides: Record<string, unknown> = {}) =>
    request(t.server)
      .put(`/api/businesses/${entry.id}`)
      .set('x-edit-token', entry.editToken)
      .send(validBusinessPayload(overrides));

  it('a public entry waits for review: reachable by id, listed nowhere; approval lists it', async () => {
    const entry = await createPublicEntry();

    const detail = await request(t.server).get(`/api/businesses/${entry.id}`).expect(200);
    expect(detail.body).toMatchObject({ id: entry.id, status: 'pending', verified: false });
    // Its page's links to landing pages answer too (the page is reachable), with no page of its own yet.
    await request(t.server).get(`/api/businesses/${entry.id}/landing-pages`).expect(200);
    expect(await isListedAnywhere(entry)).toEqual([false, false, false, false, false, false]);

    const queue = await admin.get('/api/admin/businesses').query({ status: 'pending', limit: 1 }).expect(200);
    expect(Number(queue.headers['x-total-count'])).toBeGreaterThanOrEqual(1);
    const pending = await admin.get('/api/admin/businesses').query({ status: 'pending', limit: 100 }).expect(200);
    expect((pending.body as { id: string }[]).map((business) => business.id)).toContain(entry.id);

    const approved = await admin.post(`/api/admin/businesses/${entry.id}/approve`).expect(200);
    expect(approved.body).toMatchObject({ id: entry.id, status: 'published', verified: false, rejectionReason: null });
    expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body.status).toBe('published');
    expect(await isListedAnywhere(entry)).toEqual([true, true, true, true, true, true]);
    const stillPending = await admin.get('/api/admin/businesses').query({ status: 'pending', limit: 100 }).expect(200);
    expect((stillPending.body as { id: string }[]).map((business) => business.id)).not.toContain(entry.id);
  });

  it('imported and admin-created entries are published at once', async () => {
    const created = await admin
      .post('/api/admin/businesses')
      .send({ ...validBusinessPayload({ name: 'Redaktionsbäckerei', state: undefined }), state: undefined })
      .expect(201);
    expect(created.body.status).toBe('published');
    expect(await searchIds({ query: 'Redaktionsbäckerei' })).toContain(created.body.id);
  });

  it('a rejected entry keeps its reason for the back office and answers 404 to the public', async () => {
    const entry = await createPublicEntry();
    const reason = 'Die Adresse existiert nicht, bitte mit echten Angaben neu eintragen.';
    const rejected = await admin.post(`/api/admin/businesses/${entry.id}/reject`).send({ reason }).expect(200);
    expect(rejected.body).toMatchObject({ status: 'rejected', rejectionReason: reason });

    const publicRead = await request(t.server).get(`/api/businesses/${entry.id}`).expect(404);
    expect(publicRead.body.message).toBe('Unternehmen nicht gefunden');
    expect((await ownerEdit(entry).expect(404)).body.message).toBe('Unternehmen nicht gefunden');
    await request(t.server).get(`/api/businesses/${entry.id}/landing-pages`).expect(404);
    const listed = await admin.get('/api/admin/businesses').query({ status: 'rejected', limit: 100 }).expect(200);
    expect(listed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: entry.id, rejectionReason: reason })]),
    );
    expect(await isListedAnywhere(entry)).toEqual([false, false, false, false, false, false]);
  });

  it.each([
    [{}, 'Bitte geben Sie einen Grund für die Ablehnung an'],
    [{ reason: '   ' }, 'Bitte geben Sie einen Grund für die Ablehnung an'],
    [{ reason: 42 }, 'Bitte geben Sie einen Grund für die Ablehnung an'],
    [{ reason: 'x'.repeat(501) }, 'Der Grund darf höchstens 500 Zeichen lang sein'],
  ])(
    'refuses a rejection without a valid reason (%#) with 400 in German and changes nothing',
    async (body, message) => {
      const entry = await createPublicEntry();
      const response = await admin.post(`/api/admin/businesses/${entry.id}/reject`).send(body).expect(400);
      expect(response.body.message).toBe(message);
      expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body.status).toBe('pending');
    },
  );

  it('writes approve, reject, delete and restore to the audit log with the state before and after', async () => {
    const latest = async (): Promise<{
      adminUsername: string;
      action: string;
      entityId: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }> => (await admin.get('/api/admin/audit-log?limit=1').expect(200)).body[0];
    const approvedEntry = await createPublicEntry();
    await admin.post(`/api/admin/businesses/${approvedEntry.id}/approve`).expect(200);
    expect(await latest()).toMatchObject({
      adminUsername: 'admin',
      action: 'business.approve',
      entityId: approvedEntry.id,
      before: expect.objectContaining({ status: 'pending' }),
      after: expect.objectContaining({ status: 'published' }),
    });

    const rejectedEntry = await createPublicEntry();
    const reason = 'Kein Unternehmen, sondern eine Privatanzeige.';
    await admin.post(`/api/admin/businesses/${rejectedEntry.id}/reject`).send({ reason }).expect(200);
    expect(await latest()).toMatchObject({
      action: 'business.reject',
      entityId: rejectedEntry.id,
      before: expect.objectContaining({ status: 'pending', rejectionReason: null }),
      after: expect.objectContaining({ status: 'rejected', rejectionReason: reason }),
    });

    await admin.delete(`/api/admin/businesses/${approvedEntry.id}`).expect(204);
    expect(await latest()).toMatchObject({
      action: 'business.delete',
      entityId: approvedEntry.id,
      before: expect.objectContaining({ name: approvedEntry.name, deletedAt: null }),
    });
    await admin.post(`/api/admin/businesses/${approvedEntry.id}/restore`).expect(200);
    expect(await latest()).toMatchObject({
      action: 'business.restore',
      entityId: approvedEntry.id,
      after: expect.objectContaining({ name: approvedEntry.name, deletedAt: null }),
    });

    // A refused step logs nothing.
    await admin.post(`/api/admin/businesses/${approvedEntry.id}/restore`).expect(409);
    await admin.post(`/api/admin/businesses/${rejectedEntry.id}/reject`).send({}).expect(400);
    expect((await latest()).action).toBe('business.restore');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    for (const action of ['approve', 'restore']) {
      const response = await admin.post(`/api/admin/businesses/${UNKNOWN_ID}/${action}`).expect(404);
      expect(response.body.message).toBe('Unternehmen nicht gefunden');
    }
    await admin.post(`/api/admin/businesses/${UNKNOWN_ID}/reject`).send({ reason: 'Doppelter Eintrag' }).expect(404);
    const malformed = await admin.post('/api/admin/businesses/kein%20gueltiger/approve').expect(400);
    expect(malformed.body.message).toBe('Ungültige Business-ID Format');
    const status = await admin.get('/api/admin/businesses').query({ status: 'gelöscht' }).expect(400);
    expect(status.body.message).toBe('Ungültiger Prüfstand');
  });

  it('approving and rejecting need the admin session', async () => {
    const entry = await createPublicEntry();
    await request(t.server).post(`/api/admin/businesses/${entry.id}/approve`).expect(401);
    await request(t.server).post(`/api/admin/businesses/${entry.id}/reject`).send({ reason: 'Spam' }).expect(401);
    await request(t.server).post(`/api/admin/businesses/${entry.id}/restore`).expect(401);
    expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body.status).toBe('pending');
  });

  it('an owner edit of a published entry sends it back to review without the badge', async () => {
    const entry = await createPublicEntry();
    await admin.post(`/api/admin/businesses/${entry.id}/approve`).expect(200);
    // Verified without an admin edit, as a bulk verification by SQL would leave it.
    await t.dataSource.query('UPDATE businesses SET verified = true WHERE id = $1', [entry.id]);

    const edited = await ownerEdit(entry, {
      name: entry.name,
      city: entry.city,
      description: 'Neu: Sonntags geöffnet.',
    }).expect(200);
    expect(edited.body).toMatchObject({ status: 'pending', verified: false, description: 'Neu: Sonntags geöffnet.' });
    expect(await searchIds({ query: entry.name })).not.toContain(entry.id);
    expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body.status).toBe('pending');
  });

  it.each([
    [
      'edited',
      (entry: { id: string; name: string; city: string }) => ({ name: `${entry.name} GmbH`, city: entry.city }),
    ],
    [
      'verified',
      (entry: { id: string; name: string; city: string }) => ({ name: entry.name, city: entry.city, verified: true }),
    ],
  ])(
    'once an administrator has %s the entry, the owner edit token answers 403 and changes nothing',
    async (_label, change) => {
      const entry = await createPublicEntry();
      const { state: _state, ...fields } = validBusinessPayload();
      await admin
        .put(`/api/admin/businesses/${entry.id}`)
        .send({ ...fields, ...change(entry) })
        .expect(200);
      const before = (await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body;

      const refused = await ownerEdit(entry, { name: 'Übernommen vom Inhaber', city: entry.city }).expect(403);
      expect(refused.body.message).toBe(EDIT_LOCKED_BY_ADMIN);
      expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body).toEqual(before);
    },
  );

  it('a wrong edit token still gets the general 403, not the editors’ message', async () => {
    const entry = await createPublicEntry();
    const response = await ownerEdit({ id: entry.id, editToken: 'falsch' }).expect(403);
    expect(response.body.message).not.toBe(EDIT_LOCKED_BY_ADMIN);
  });

  describe('trash', () => {
    it('a deleted entry answers 404 publicly, leaves every list, and comes back on restore', async () => {
      const entry = await createPublicEntry();
      await admin.post(`/api/admin/businesses/${entry.id}/approve`).expect(200);
      await admin.delete(`/api/admin/businesses/${entry.id}`).expect(204);

      expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(404)).body.message).toBe(
        'Unternehmen nicht gefunden',
      );
      expect(await isListedAnywhere(entry)).toEqual([false, false, false, false, false, false]);
      const all = await admin.get('/api/admin/businesses').query({ query: entry.name }).expect(200);
      expect(all.body).toEqual([]);
      await admin.post(`/api/admin/businesses/${entry.id}/approve`).expect(404);
      await admin.delete(`/api/admin/businesses/${entry.id}`).expect(404);

      const trash = await admin.get('/api/admin/businesses').query({ deleted: 'true', limit: 100 }).expect(200);
      const inTrash = (trash.body as { id: string; deletedAt: string | null }[]).find((b) => b.id === entry.id);
      expect(inTrash?.deletedAt).toEqual(expect.any(String));

      const restored = await admin.post(`/api/admin/businesses/${entry.id}/restore`).expect(200);
      expect(restored.body).toMatchObject({ id: entry.id, status: 'published', deletedAt: null });
      expect((await request(t.server).get(`/api/businesses/${entry.id}`).expect(200)).body.id).toBe(entry.id);
      expect(await isListedAnywhere(entry)).toEqual([true, true, true, true, true, true]);

      const again = await admin.post(`/api/admin/businesses/${entry.id}/restore`).expect(409);
      expect(again.body.message).toBe('Dieser Eintrag ist nicht im Papierkorb.');
    });

    it('restores within 30 days; after that the purge removes the entry and its reviews for good', async () => {
      const kept = await createPublicEntry();
      const purged = await createPublicEntry();
      await admin.post(`/api/admin/businesses/${purged.id}/approve`).expect(200);
      await request(t.server)
        .post(`/api/businesses/${purged.id}/reviews`)
        .send({ authorName: 'Erika', rating: 5, comment: 'Sehr freundlich und schnell.' })
        .expect(201);
      await admin.delete(`/api/admin/businesses/${kept.id}`).expect(204);
      await admin.delete(`/api/admin/businesses/${purged.id}`).expect(204);
      // Deleted 29 and 31 days ago (the admin session would not outlive a moved clock).
      const deletedDaysAgo = (id: string, days: number) =>
        t.dataSource.query('UPDATE businesses SET deleted_at = $2 WHERE id = $1', [
          id,
          new Date(Date.now() - days * DAY),
        ]);
      await deletedDaysAgo(kept.id, 29);
      await deletedDaysAgo(purged.id, 31);

      await admin.post(`/api/admin/businesses/${kept.id}/restore`).expect(200);
      expect((await admin.post(`/api/admin/businesses/${purged.id}/restore`).expect(404)).body.message).toBe(
        'Unternehmen nicht gefunden',
      );

      expect(await t.app.get(AdminBusinessesService).purgeTrash()).toBe(1);
      const rows = await t.dataSource.query<unknown[]>('SELECT 1 FROM businesses WHERE id = ANY($1)', [
        [kept.id, purged.id],
      ]);
      expect(rows).toHaveLength(1);
      expect(await t.dataSource.query('SELECT 1 FROM reviews WHERE business_id = $1', [purged.id])).toEqual([]);
    });
  });

  describe('query plans', () => {
    const plan = (sql: string, params: unknown[] = []) => explainPlan(t.dataSource, sql, params);

    it('the review queue and the trash walk their partial indexes', async () => {
      expect(
        await plan(
          `SELECT id FROM businesses WHERE status = 'pending' AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 50`,
        ).then((read) => read.indexes),
      ).toContain('idx_businesses_review_queue');
      expect(
        await plan(
          `SELECT id FROM businesses WHERE deleted_at IS NOT NULL ORDER BY deleted_at DESC, id DESC LIMIT 50`,
        ).then((read) => read.indexes),
      ).toContain('idx_businesses_trash');
    });
  });
});
