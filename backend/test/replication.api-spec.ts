import request from 'supertest';
import { loadConfig } from '../src/config/app-config';
import { DatabaseReader } from '../src/database/database-reader';
import { onPrimary, PRIMARY_WINDOW_SECONDS } from '../src/database/read-your-writes';
import { runMigrations } from '../src/database/run-migrations';
import { validBusinessPayload } from './support/business-payloads';
import { fakeClock } from './support/fake-clock';
import { startStreamingPair, StreamingPair } from './support/streaming-standby';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const ADMIN_PASSWORD = 'replikat-passwort-123';

/**
 * A real primary and a hot standby streaming from it (Debian's PostgreSQL tools). Pausing the
 * standby's replay makes routing visible: a plain read that misses a fresh commit came from the
 * standby, one that sees it came from the primary.
 */
describe('reads from a streaming replica', () => {
  let pair: StreamingPair | undefined;
  let t: TestApp | undefined;
  let adminToken: string;

  const servers = (): StreamingPair => pair as StreamingPair;
  const app = (): TestApp => t as TestApp;
  const get = (url: string, cookie?: string) => {
    const call = request(app().server).get(url);
    return cookie === undefined ? call : call.set('cookie', cookie);
  };
  /** The name-value part of the read-your-writes cookie a response set. */
  const primaryCookieOf = (response: request.Response): string => {
    const header = ([] as string[])
      .concat(response.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('bb_primary='));
    if (header === undefined) throw new Error('Antwort setzt kein bb_primary-Cookie');
    return header.split(';')[0];
  };
  const createBusiness = async (name: string) => {
    const response = await request(app().server)
      .post('/api/businesses')
      .send(validBusinessPayload({ name }))
      .expect(201);
    return {
      id: response.body.id as string,
      editToken: response.body.editToken as string,
      cookie: primaryCookieOf(response),
    };
  };
  /** Reviews are taken on published entries only: published on the primary, as an approval would. */
  const publish = (id: string) => servers().primary(`UPDATE businesses SET status = 'published' WHERE id = $1`, [id]);
  const countOn = async (server: 'primary' | 'standby', id: string): Promise<number> =>
    (await servers()[server]<{ n: number }>('SELECT count(*)::int AS n FROM businesses WHERE id = $1', [id]))[0].n;

  beforeAll(async () => {
    pair = await startStreamingPair('branchenbuch');
    await runMigrations(loadConfig({ NODE_ENV: 'test' }), pair.primaryUrl);
    await pair.caughtUp();
    t = await createTestApp(
      {
        DATABASE_URL: pair.primaryUrl,
        DATABASE_REPLICA_URLS: pair.standbyUrl,
        ADMIN_USERNAME: 'admin',
        ADMIN_PASSWORD,
      },
      // The servers and their files go in afterAll.
      { database: { url: pair.primaryUrl, drop: () => Promise.resolve() } },
    );
    adminToken = await adminSession(t);
  });

  afterAll(async () => {
    await t?.close();
    await pair?.stop();
  });

  afterEach(async () => {
    jest.restoreAllMocks();
    await pair?.resumeReplay().catch(() => undefined);
  });

  it('sends DatabaseReader queries to the standby, and to the primary for a visitor who just wrote', async () => {
    const reader = app().app.get(DatabaseReader);
    const standbyQuery = 'SELECT pg_is_in_recovery() AS standby';
    await expect(reader.query(standbyQuery)).resolves.toEqual([{ standby: true }]);
    await expect(onPrimary(() => reader.query(standbyQuery))).resolves.toEqual([{ standby: false }]);
    await expect(app().dataSource.query(standbyQuery)).resolves.toEqual([{ standby: false }]);
  });

  it('replays a commit on the standby well within the read-your-writes window', async () => {
    const { id } = await createBusiness('Verzögerung messen');
    const lags: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      await servers().primary('UPDATE businesses SET description = $1 WHERE id = $2', [`Stand ${i}`, id]);
      lags.push(await servers().caughtUp());
    }
    expect(Math.max(...lags)).toBeLessThan(PRIMARY_WINDOW_SECONDS * 1000);
  });

  it('serves the public detail page from the standby', async () => {
    const { id } = await createBusiness('Alter Name');
    await servers().caughtUp();
    await servers().pauseReplay();
    await servers().primary(`UPDATE businesses SET name = 'Neuer Name' WHERE id = $1`, [id]);

    expect((await get(`/api/businesses/${id}`).expect(200)).body.name).toBe('Alter Name');

    await servers().resumeReplay();
    await servers().caughtUp();
    expect((await get(`/api/businesses/${id}`).expect(200)).body.name).toBe('Neuer Name');
  });

  it('answers searches from the standby', async () => {
    await createBusiness('Replikat Testbetrieb');
    // Approved, as an administrator would: only published entries are searched.
    await servers().primary(`UPDATE businesses SET status = 'published' WHERE name = 'Replikat Testbetrieb'`);
    await servers().caughtUp();
    await servers().pauseReplay();
    await servers().primary(`UPDATE businesses SET name = 'Primär Testbetrieb' WHERE name = 'Replikat Testbetrieb'`);

    const names = async (query: string): Promise<string[]> =>
      (await get(`/api/businesses?query=${encodeURIComponent(query)}`).expect(200)).body.map(
        (business: { name: string }) => business.name,
      );
    expect(await names('Replikat Testbetrieb')).toEqual(['Replikat Testbetrieb']);
    expect(await names('Primär')).toEqual([]);

    await servers().resumeReplay();
    await servers().caughtUp();
    expect(await names('Primär Testbetrieb')).toEqual(['Primär Testbetrieb']);
  });

  it('writes on the primary and shows a new entry at once, even while the standby lags', async () => {
    await servers().pauseReplay();
    const { id, cookie } = await createBusiness('Gerade eingetragen');
    await publish(id);
    expect(await countOn('primary', id)).toBe(1);
    expect(await countOn('standby', id)).toBe(0);

    // Without the cookie too: an id the standby does not know is looked up on the primary.
    expect((await get(`/api/businesses/${id}`).expect(200)).body.name).toBe('Gerade eingetragen');
    expect((await get(`/api/businesses/${id}/rating`).expect(200)).body).toEqual({ averageRating: 0, totalReviews: 0 });
    await get(`/api/businesses/${id}/reviews`).expect(200, []);
    expect((await get(`/api/businesses/${id}`, cookie).expect(200)).body.name).toBe('Gerade eingetragen');
    await get('/api/businesses/00000000-0000-4000-8000-000000000000').expect(404);
  });

  it("shows the owner's edit and a visitor's review to them at once, and to others once replayed", async () => {
    const { id, editToken } = await createBusiness('Vor der Änderung');
    // The owner's edit sends an entry back to review, which takes no reviews: the visitor reviews another one.
    const reviewed = (await createBusiness('Mit Bewertungen')).id;
    await publish(reviewed);
    await servers().caughtUp();
    await servers().pauseReplay();

    const edit = await request(app().server)
      .put(`/api/businesses/${id}`)
      .set('x-edit-token', editToken)
      .send(validBusinessPayload({ name: 'Nach der Änderung' }))
      .expect(200);
    const owner = primaryCookieOf(edit);
    expect(owner).toMatch(/^bb_primary=\d+$/);
    expect(edit.headers['set-cookie']).toEqual([
      expect.stringMatching(/; Max-Age=5; Path=\/; HttpOnly; SameSite=Lax$/),
    ]);
    expect((await get(`/api/businesses/${id}`, owner).expect(200)).body.name).toBe('Nach der Änderung');
    expect((await get(`/api/businesses/${id}`).expect(200)).body.name).toBe('Vor der Änderung');

    const posted = await request(app().server)
      .post(`/api/businesses/${reviewed}/reviews`)
      .send({ authorName: 'Erika', rating: 4, comment: 'Freundlich und schnell.' })
      .expect(201);
    const reviewer = primaryCookieOf(posted);
    expect((await get(`/api/businesses/${reviewed}/reviews`, reviewer).expect(200)).body).toEqual([
      expect.objectContaining({ authorName: 'Erika', rating: 4 }),
    ]);
    expect((await get(`/api/businesses/${reviewed}/rating`, reviewer).expect(200)).body).toEqual({
      averageRating: 4,
      totalReviews: 1,
    });
    expect((await get(`/api/businesses/${reviewed}/rating`).expect(200)).body.totalReviews).toBe(0);
    await get(`/api/businesses/${reviewed}/reviews`).expect(200, []);

    // The window closes: the same cookie no longer pins reads to the primary.
    const clock = fakeClock(app(), Date.now());
    clock.advance(PRIMARY_WINDOW_SECONDS * 1000);
    expect((await get(`/api/businesses/${reviewed}/rating`, reviewer).expect(200)).body.totalReviews).toBe(0);

    await servers().resumeReplay();
    await servers().caughtUp();
    expect((await get(`/api/businesses/${id}`).expect(200)).body.name).toBe('Nach der Änderung');
    expect((await get(`/api/businesses/${reviewed}/rating`).expect(200)).body.totalReviews).toBe(1);
  });

  it('answers admin pages from the primary', async () => {
    await servers().pauseReplay();
    const { id } = await createBusiness('Für die Verwaltung');
    const list = await get('/api/admin/businesses?query=Verwaltung').set('x-admin-session', adminToken).expect(200);
    expect(list.body.map((business: { id: string }) => business.id)).toEqual([id]);
  });

  it('keeps public pages up when the standby goes down', async () => {
    const { id } = await createBusiness('Ausfallsicher');
    await publish(id);
    await servers().caughtUp();
    await servers().stopStandby();
    expect((await get(`/api/businesses/${id}`).expect(200)).body.name).toBe('Ausfallsicher');
    await get(`/api/businesses/${id}/reviews`).expect(200, []);
  });
});
