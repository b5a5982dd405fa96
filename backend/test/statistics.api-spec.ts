import request from 'supertest';
import { StatisticsCounter } from '../src/statistics/statistics-counter';
import { fakeClock } from './support/fake-clock';
import { ownerCookieFor } from './support/owner-session';
import { createPublishedBusiness, createTestApp, TestApp } from './support/test-app';

const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Noon on German time (CET) of a day. */
const noon = (day: string): number => Date.parse(`${day}T12:00:00+01:00`);

/**
 * The owners' statistics (issue 53, item 7): what the page's beacon and the search count, gathered in memory and
 * written in batches, read per day by the listing's owner, as JSON and CSV; bots and other owners left out.
 */
describe('statistics per listing and day', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let counter: StatisticsCounter;
  let mine: string;
  let theirs: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_READ_LIMIT: '10000', THROTTLE_SEARCH_LIMIT: '10000' });
    clock = fakeClock(t, noon('2026-11-30'));
    counter = t.app.get(StatisticsCounter);
    mine = await createPublishedBusiness(t, { name: 'Zählbäckerei Morgenrot' });
    theirs = await createPublishedBusiness(t, { name: 'Zählcafé Abendrot' });
    cookie = await ownerCookieFor(t, 'inhaberin@morgenrot.example', [mine]);
  });

  afterAll(async () => {
    clock.restore();
    await t.close();
  });

  const beacon = (id: string, type: unknown, userAgent: string | null = BROWSER) => {
    const call = request(t.server).post(`/api/businesses/${id}/events`).send({ type });
    return userAgent === null ? call : call.set('user-agent', userAgent);
  };
  const statistics = async (query: Record<string, string> = {}, status = 200) => {
    await t.dataSource.query(`UPDATE owner_sessions SET last_seen_at = $1`, [new Date(clock.now)]);
    return request(t.server)
      .get(`/api/owner/businesses/${mine}/statistics`)
      .query(query)
      .set('cookie', cookie)
      .expect(status);
  };
  const storedRows = () =>
    t.dataSource.query(`SELECT business_id, day::text, views FROM business_day_stats ORDER BY day, business_id`);

  it('counts views and clicks of visitors, not of bots, and writes them in one batch per flush', async () => {
    for (const type of ['view', 'view', 'phone', 'website', 'route', 'email']) await beacon(mine, type).expect(204);
    await beacon(mine, 'view', GOOGLEBOT).expect(204);
    await beacon(mine, 'view', null).expect(204);
    expect(await storedRows()).toEqual([]);
    await counter.flush();
    await beacon(mine, 'view').expect(204);
    await counter.flush();
    const read = await statistics({ from: '2026-11-30', to: '2026-11-30' });
    expect(read.body.totals).toEqual({
      views: 3,
      searchAppearances: 0,
      phoneClicks: 1,
      websiteClicks: 1,
      routeClicks: 1,
      emailClicks: 1,
    });
    // One row per listing and day, the second flush added to it.
    expect(await storedRows()).toEqual([{ business_id: mine, day: '2026-11-30', views: 3 }]);
  });

  it('counts appearances on result pages the visitor was served', async () => {
    clock.set(noon('2026-12-01'));
    await request(t.server)
      .get('/api/businesses')
      .query({ query: 'Zählbäckerei' })
      .set('user-agent', BROWSER)
      .expect(200);
    await request(t.server).get('/api/businesses').query({ query: 'Zähl' }).set('user-agent', BROWSER).expect(200);
    await request(t.server).get('/api/businesses').query({ query: 'Zähl' }).set('user-agent', GOOGLEBOT).expect(200);
    await counter.flush();
    const read = await statistics({ from: '2026-11-30', to: '2026-12-01' });
    expect(read.body.days).toEqual([
      expect.objectContaining({ date: '2026-11-30', views: 3, searchAppearances: 0 }),
      expect.objectContaining({ date: '2026-12-01', views: 0, searchAppearances: 2 }),
    ]);
  });

  it('answers every day of the range, the last 30 by default, and a CSV of them', async () => {
    const read = await statistics();
    expect(read.body).toMatchObject({ from: '2026-11-02', to: '2026-12-01' });
    expect(read.body.days).toHaveLength(30);
    expect(read.body.days[0]).toEqual({
      date: '2026-11-02',
      views: 0,
      searchAppearances: 0,
      phoneClicks: 0,
      websiteClicks: 0,
      routeClicks: 0,
      emailClicks: 0,
    });
    const csv = await request(t.server)
      .get(`/api/owner/businesses/${mine}/statistics.csv`)
      .query({ from: '2026-11-30', to: '2026-12-01' })
      .set('cookie', cookie)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="statistik-2026-11-30-bis-2026-12-01.csv"');
    expect(csv.text).toBe(
      '\uFEFFDatum;Aufrufe;Anzeigen in Suchergebnissen;Klicks Telefon;Klicks Website;Klicks Route;Klicks E-Mail\r\n' +
        '2026-11-30;3;0;1;1;1;1\r\n2026-12-01;0;2;0;0;0;0\r\n',
    );
  });

  it.each([
    [{ from: '2026-02-30' }, 'Ungültiges Datum (JJJJ-MM-TT)'],
    [{ from: '2026-12-02', to: '2026-12-01' }, 'Der erste Tag darf nicht nach dem letzten liegen'],
    [{ from: '2025-01-01', to: '2026-12-01' }, 'Höchstens 366 Tage auf einmal'],
  ])('refuses %j with a German message', async (query, message) => {
    expect((await statistics(query, 400)).body.message).toBe(message);
  });

  it('refuses a bad event and the statistics of another owner’s listing, and counts nothing for them', async () => {
    const refused = await beacon(mine, 'share').expect(400);
    expect(refused.body.message).toBe('type muss einer der folgenden Werte sein: view, phone, website, route, email');
    await beacon('00000000-0000-4000-8000-000000000000', 'view').expect(204);
    await counter.flush();
    await request(t.server).get(`/api/owner/businesses/${theirs}/statistics`).set('cookie', cookie).expect(404);
    await request(t.server).get(`/api/owner/businesses/${theirs}/statistics.csv`).set('cookie', cookie).expect(404);
    await request(t.server).get(`/api/owner/businesses/${mine}/statistics`).expect(401);
    // The id without a listing was dropped at the write; the other listing has only its search appearances.
    const rows = await t.dataSource.query(`SELECT business_id, views FROM business_day_stats WHERE business_id <> $1`, [
      mine,
    ]);
    expect(rows).toEqual([{ business_id: theirs, views: 0 }]);
  });

  it('keeps 400 days and stores nothing about the visitor', async () => {
    await t.dataSource.query(
      `INSERT INTO business_day_stats (business_id, day, views) VALUES ($1, '2025-10-26', 1), ($1, '2025-10-27', 1)`,
      [mine],
    );
    // 2026-12-01 minus 400 days is 2025-10-27.
    expect(await counter.purge()).toBe(1);
    const days = await t.dataSource.query(`SELECT day::text FROM business_day_stats WHERE day < '2026-01-01'`);
    expect(days).toEqual([{ day: '2025-10-27' }]);
    const columns = await t.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'business_day_stats' ORDER BY ordinal_position`,
    );
    expect(columns.map((column: { column_name: string }) => column.column_name)).toEqual([
      'business_id',
      'day',
      'views',
      'search_appearances',
      'phone_clicks',
      'website_clicks',
      'route_clicks',
      'email_clicks',
    ]);
  });

  it('keeps the counts of a failed write for the next one', async () => {
    clock.set(noon('2026-12-02'));
    await beacon(mine, 'view').expect(204);
    await t.dataSource.query(`ALTER TABLE business_day_stats RENAME TO business_day_stats_away`);
    await expect(counter.flush()).rejects.toThrow();
    await t.dataSource.query(`ALTER TABLE business_day_stats_away RENAME TO business_day_stats`);
    await counter.flush();
    const read = await statistics({ from: '2026-12-02', to: '2026-12-02' });
    expect(read.body.totals.views).toBe(1);
  });
});

describe('STATISTICS_COUNTING=false', () => {
  it('counts neither beacons nor search appearances, and still answers the beacon with 204', async () => {
    const t = await createTestApp({ STATISTICS_COUNTING: 'false' });
    try {
      const id = await createPublishedBusiness(t, { name: 'Ungezählte Bäckerei' });
      await request(t.server)
        .post(`/api/businesses/${id}/events`)
        .set('user-agent', BROWSER)
        .send({ type: 'view' })
        .expect(204);
      const found = await request(t.server)
        .get('/api/businesses')
        .query({ query: 'Ungezählte' })
        .set('user-agent', BROWSER)
        .expect(200);
      expect(found.body.map((business: { id: string }) => business.id)).toEqual([id]);
      await t.app.get(StatisticsCounter).flush();
      expect(await t.dataSource.query(`SELECT * FROM business_day_stats WHERE business_id = $1`, [id])).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
