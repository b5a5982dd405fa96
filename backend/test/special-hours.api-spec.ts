import request from 'supertest';
import { SPECIAL_LIST_MAX } from '../src/businesses/business-search-filters';
import { SearchLookups } from '../src/businesses/search-lookups';
import { BusinessSpecialHours } from '../src/businesses/special-hours.entity';
import { fakeClock } from './support/fake-clock';
import { ownerCookieFor } from './support/owner-session';
import { captureStatements } from './support/query-plans';
import { adminSession, createPublishedBusiness, createTestApp, TestApp } from './support/test-app';

/** Berlin wall-clock time → instant (`offset` +01:00 in winter, +02:00 in summer). */
const berlin = (local: string, offset = '+01:00'): number => Date.parse(`${local}${offset}`);

/** Every day 08:00–18:00. */
const EVERY_DAY = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].flatMap((day) => [
    [`${day}Open`, '08:00'],
    [`${day}Close`, '18:00'],
  ]),
);

/**
 * Hours that are true (issue 53, item 5): public holidays by Bundesland and country close a business unless its
 * special hours say otherwise; special hours per date range set by the owner or the admin. Detail, search rows and the
 * "Jetzt geöffnet" filter agree, at times set on an injected clock.
 */
describe('special hours and public holidays', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let munich: string;
  let berlinShop: string;
  let vienna: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: 'ein-langes-test-passwort', THROTTLE_EDIT_BUSINESS_LIMIT: '1000' });
    clock = fakeClock(t, berlin('2026-01-05T12:00:00'));
    const shop = (name: string, fields: Record<string, unknown>) =>
      createPublishedBusiness(t, { name, ...EVERY_DAY, ...fields });
    munich = await shop('Feiertagsprobe München', { city: 'München', postalCode: '80331', state: 'Bayern' });
    berlinShop = await shop('Feiertagsprobe Berlin', { city: 'Berlin', postalCode: '10115', state: 'Berlin' });
    vienna = await shop('Feiertagsprobe Wien', {
      city: 'Wien',
      postalCode: '1010',
      country: 'Österreich',
      state: undefined,
      phone: '+43 1 5123456',
    });
    // An Austrian entry knows its state from the import; the public form only offers German ones.
    await t.dataSource.query(`UPDATE businesses SET state = 'Wien' WHERE id = $1`, [vienna]);
    cookie = await ownerCookieFor(t, 'inhaberin@feiertagsprobe.example', [berlinShop]);
  });

  afterAll(async () => {
    clock.restore();
    await t.close();
  });

  const detail = async (id: string) => (await request(t.server).get(`/api/businesses/${id}`).expect(200)).body;
  const openNames = async (): Promise<string[]> => {
    const found = await request(t.server)
      .get('/api/businesses')
      .query({ query: 'Feiertagsprobe', openNow: 'true' })
      .expect(200);
    return (found.body as { name: string; openNow: boolean }[])
      .map((business) => {
        expect(business.openNow).toBe(true);
        return business.name;
      })
      .sort();
  };
  /** The owner's session slides with use; the tests jump months, so it is kept fresh as of the clock's time. */
  const putSpecial = async (id: string, entries: unknown[], status: number) => {
    await t.dataSource.query(`UPDATE owner_sessions SET last_seen_at = $1`, [new Date(clock.now)]);
    return request(t.server)
      .put(`/api/owner/businesses/${id}/special-hours`)
      .set('cookie', cookie)
      .send({ entries })
      .expect(status);
  };

  it('closes a Bavarian shop on Epiphany while Berlin works, and Vienna keeps it too', async () => {
    clock.set(berlin('2026-01-06T12:00:00'));
    const bavarian = await detail(munich);
    expect(bavarian.openNow).toBe(false);
    expect(bavarian.holidays[0]).toEqual({ date: '2026-01-06', name: 'Heilige Drei Könige' });
    const capital = await detail(berlinShop);
    expect(capital.openNow).toBe(true);
    expect(capital.holidays.map((holiday: { date: string }) => holiday.date)).not.toContain('2026-01-06');
    expect((await detail(vienna)).openNow).toBe(false);
    expect(await openNames()).toEqual(['Feiertagsprobe Berlin']);
    // The day before, all three are open.
    clock.set(berlin('2026-01-05T12:00:00'));
    expect(await openNames()).toEqual(['Feiertagsprobe Berlin', 'Feiertagsprobe München', 'Feiertagsprobe Wien']);
  });

  it('closes every German shop on 3 October, and not the Austrian one', async () => {
    clock.set(berlin('2026-10-03T10:00:00', '+02:00'));
    const capital = await detail(berlinShop);
    expect(capital).toMatchObject({ openNow: false });
    expect(capital.holidays[0]).toEqual({ date: '2026-10-03', name: 'Tag der Deutschen Einheit' });
    expect(await openNames()).toEqual(['Feiertagsprobe Wien']);
    const row = await request(t.server).get('/api/businesses').query({ query: 'Feiertagsprobe Berlin' }).expect(200);
    expect(row.body[0]).toMatchObject({ name: 'Feiertagsprobe Berlin', openNow: false });
  });

  it('lets the owner close for a holiday ("Betriebsurlaub") and open on a public holiday, at once', async () => {
    clock.set(berlin('2026-09-28T12:00:00', '+02:00'));
    const saved = await putSpecial(
      berlinShop,
      [
        { startsOn: '2026-10-03', endsOn: '2026-10-03', opens: '10:00', closes: '14:00', note: 'Feiertagsverkauf' },
        { startsOn: '2026-09-28', endsOn: '2026-10-02', note: 'Betriebsurlaub' },
      ],
      200,
    );
    expect(saved.body.entries).toEqual([
      { startsOn: '2026-09-28', endsOn: '2026-10-02', opens: null, closes: null, note: 'Betriebsurlaub' },
      { startsOn: '2026-10-03', endsOn: '2026-10-03', opens: '10:00', closes: '14:00', note: 'Feiertagsverkauf' },
    ]);
    const page = await detail(berlinShop);
    expect(page.openNow).toBe(false);
    expect(page.specialHours).toEqual(saved.body.entries);
    expect(await openNames()).toEqual(['Feiertagsprobe München', 'Feiertagsprobe Wien']);

    // On the holiday its own hours hold: open at 12:00, closed at 15:00, and found by "Jetzt geöffnet" only then.
    clock.set(berlin('2026-10-03T12:00:00', '+02:00'));
    expect((await detail(berlinShop)).openNow).toBe(true);
    expect(await openNames()).toEqual(['Feiertagsprobe Berlin', 'Feiertagsprobe Wien']);
    clock.set(berlin('2026-10-03T15:00:00', '+02:00'));
    expect(await openNames()).toEqual(['Feiertagsprobe Wien']);

    // The ranges that ended drop out of the list.
    clock.set(berlin('2026-10-04T12:00:00', '+02:00'));
    expect((await detail(berlinShop)).specialHours).toEqual([]);
    expect(await openNames()).toContain('Feiertagsprobe Berlin');
  });

  it('carries special hours past midnight into the next day', async () => {
    clock.set(berlin('2026-11-10T12:00:00'));
    await putSpecial(
      berlinShop,
      [{ startsOn: '2026-11-13', endsOn: '2026-11-13', opens: '20:00', closes: '02:00', note: 'Lange Nacht' }],
      200,
    );
    clock.set(berlin('2026-11-14T01:30:00'));
    expect((await detail(berlinShop)).openNow).toBe(true);
    expect(await openNames()).toEqual(['Feiertagsprobe Berlin']);
    clock.set(berlin('2026-11-14T02:30:00'));
    expect(await openNames()).toEqual([]);
  });

  describe('"Jetzt geöffnet" in a city wholly on holiday', () => {
    /** The open ones of a city (no words: every business of the city) and the statements the search sent. */
    const openIn = async (city?: string): Promise<{ names: string[]; statements: string[] }> => {
      t.app.get(SearchLookups).forget();
      const { result: found, statements } = await captureStatements(
        t.searchDataSource,
        () =>
          request(t.server)
            .get('/api/businesses')
            .query({ ...(city === undefined ? {} : { city }), openNow: 'true', limit: '100' }),
        /\bbusinesses b\b/,
      );
      expect(found.status).toBe(200);
      return { names: (found.body as { name: string }[]).map((business) => business.name).sort(), statements };
    };
    const regionsLookup = (sql: string) => sql.includes('WITH RECURSIVE region');

    it('finds only those open by special hours, by their ids, and reads nothing when there are none', async () => {
      clock.set(berlin('2027-09-28T12:00:00', '+02:00'));
      await putSpecial(
        berlinShop,
        [{ startsOn: '2027-10-03', endsOn: '2027-10-03', opens: '10:00', closes: '14:00', note: 'Feiertagsverkauf' }],
        200,
      );
      // Every business of Berlin lies in Germany, which keeps 3 October: the Berlin shop is open by its own hours alone.
      clock.set(berlin('2027-10-03T12:00:00', '+02:00'));
      const open = await openIn('Berlin');
      expect(open.names).toEqual(['Feiertagsprobe Berlin']);
      expect(open.statements.filter(regionsLookup)).toHaveLength(1);
      const reads = open.statements.filter((sql) => !regionsLookup(sql));
      expect(reads.length).toBeGreaterThan(0);
      for (const sql of reads) {
        expect(sql).toContain('b.id = ANY(');
        expect(sql).not.toContain('open_week @>');
      }
      // Past its hours nobody in Berlin is open, and no statement reads a business.
      clock.set(berlin('2027-10-03T15:00:00', '+02:00'));
      const closed = await openIn('Berlin');
      expect(closed.names).toEqual([]);
      expect(closed.statements.filter((sql) => !regionsLookup(sql))).toEqual([]);
    });

    it('reads only those open by special hours everywhere on a day every country keeps (Christmas Day)', async () => {
      clock.set(berlin('2027-12-20T12:00:00'));
      await putSpecial(
        berlinShop,
        [{ startsOn: '2027-12-25', endsOn: '2027-12-25', opens: '10:00', closes: '14:00', note: 'Weihnachtsverkauf' }],
        200,
      );
      // Germany, Austria and every Swiss canton keep 25 December: no week's hours hold anywhere.
      clock.set(berlin('2027-12-25T12:00:00'));
      const open = await openIn();
      expect(open.names).toEqual(['Feiertagsprobe Berlin']);
      expect(open.statements.length).toBeGreaterThan(0);
      for (const sql of open.statements) {
        expect(sql).toContain('b.id = ANY(');
        expect(sql).not.toContain('open_week @>');
      }
      clock.set(berlin('2027-12-25T15:00:00'));
      const closed = await openIn();
      expect(closed.names).toEqual([]);
      expect(closed.statements).toEqual([]);
      // On 26 December some Swiss cantons work: the week's hours are read again, and Vienna (Stefanitag) stays closed.
      const swiss = async (name: string, city: string, postalCode: string, state: string) => {
        const id = await createPublishedBusiness(t, {
          name,
          ...EVERY_DAY,
          city,
          postalCode,
          country: 'Schweiz',
          state: undefined,
          phone: '+41 22 3101010',
        });
        await t.dataSource.query(`UPDATE businesses SET state = $2 WHERE id = $1`, [id, state]);
        return id;
      };
      const swissShops = [
        await swiss('Feiertagsprobe Genf', 'Genf', '1201', 'Genf'),
        await swiss('Feiertagsprobe Zürich', 'Zürich', '8001', 'Zürich'),
      ];
      clock.set(berlin('2027-12-26T12:00:00'));
      const after = await openIn();
      // Only Switzerland still works, and only where the canton does not keep it: the search names the country.
      for (const sql of after.statements) expect(sql).toMatch(/AND b\.country = \$\d+ /);
      // The few open are counted and their page fetched by the working cantons (idx_businesses_abroad_states), not
      // by the cantons tested per row beside the hour's half of the directory.
      for (const sql of after.statements) {
        expect(sql).toMatch(/AND b\.state = ANY\(\$\d+::text\[\]\) AND/);
        expect(sql).not.toMatch(/\(b\.state = ANY\(\$\d+::text\[\]\)\) IS TRUE/);
      }
      expect(after.names).toContain('Feiertagsprobe Genf');
      expect(after.names).not.toContain('Feiertagsprobe Zürich');
      expect(after.names).not.toContain('Feiertagsprobe Berlin');
      expect(after.names).not.toContain('Feiertagsprobe Wien');
      await t.dataSource.query(`DELETE FROM businesses WHERE id = ANY($1)`, [swissShops]);
      // The day after, the week's hours hold everywhere again.
      clock.set(berlin('2027-12-27T12:00:00'));
      expect((await openIn()).names).toEqual(expect.arrayContaining(['Feiertagsprobe Berlin', 'Feiertagsprobe Wien']));
    });

    it('reads the city as before when one of its businesses lies where the day is no holiday', async () => {
      clock.set(berlin('2027-01-05T12:00:00'));
      const village = (name: string) =>
        createPublishedBusiness(t, { name, ...EVERY_DAY, city: 'Feiertagsdorf', postalCode: '80331', state: 'Bayern' });
      const bavarian = await village('Feiertagsprobe Dorfladen');
      const stateless = await village('Feiertagsprobe Dorfladen ohne Land');
      await t.dataSource.query(`UPDATE businesses SET state = NULL WHERE id = $1`, [stateless]);
      try {
        // A village entry without a state counts as Germany's, which does not keep Epiphany: open, found the usual way.
        clock.set(berlin('2027-01-06T12:00:00'));
        const partly = await openIn('Feiertagsdorf');
        expect(partly.names).toEqual(['Feiertagsprobe Dorfladen ohne Land']);
        expect(partly.statements.some((sql) => sql.includes('open_week @>'))).toBe(true);
        // Without it the village lies wholly in Bavaria, which keeps Epiphany: nothing is read but its regions.
        await t.dataSource.query(`DELETE FROM businesses WHERE id = $1`, [stateless]);
        const wholly = await openIn('Feiertagsdorf');
        expect(wholly.names).toEqual([]);
        expect(wholly.statements.filter(regionsLookup)).toHaveLength(1);
        expect(wholly.statements.filter((sql) => !regionsLookup(sql))).toEqual([]);
        // The day after, the Bavarian shop is open again.
        clock.set(berlin('2027-01-07T12:00:00'));
        expect((await openIn('Feiertagsdorf')).names).toEqual(['Feiertagsprobe Dorfladen']);
      } finally {
        await t.dataSource.query(`DELETE FROM businesses WHERE id = ANY($1)`, [[bavarian, stateless]]);
      }
    });
  });

  describe('bad input', () => {
    beforeAll(async () => {
      clock.set(berlin('2026-11-10T12:00:00'));
      await putSpecial(
        berlinShop,
        [{ startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '09:00', closes: '13:00' }],
        200,
      );
    });

    const stored = () =>
      t.dataSource
        .getRepository(BusinessSpecialHours)
        .find({ where: { businessId: berlinShop }, order: { startsOn: 'ASC' } });

    it.each([
      [
        'overlapping ranges',
        [
          { startsOn: '2026-12-20', endsOn: '2026-12-27' },
          { startsOn: '2026-12-24', endsOn: '2026-12-24' },
        ],
        'entries.1.startsOn',
        'Die Zeiträume dürfen sich nicht überschneiden',
      ],
      [
        'an end in the past',
        [{ startsOn: '2026-11-01', endsOn: '2026-11-09' }],
        'entries.0.endsOn',
        'Der letzte Tag darf nicht in der Vergangenheit liegen',
      ],
      [
        'an end before the start',
        [{ startsOn: '2026-12-24', endsOn: '2026-12-23' }],
        'entries.0.endsOn',
        'Der letzte Tag darf nicht vor dem ersten liegen',
      ],
      [
        'a range of more than a year',
        [{ startsOn: '2026-12-01', endsOn: '2027-12-02' }],
        'entries.0.endsOn',
        'Ein Zeitraum darf höchstens 366 Tage umfassen',
      ],
      [
        'an opening time without closing time',
        [{ startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '09:00' }],
        'entries.0.closes',
        'Bitte geben Sie Öffnungs- und Schließzeit an – oder keine von beiden, wenn geschlossen ist',
      ],
      [
        'an impossible date',
        [{ startsOn: '2026-02-30', endsOn: '2026-03-01' }],
        'entries.0.startsOn',
        'Ungültiges Datum (JJJJ-MM-TT)',
      ],
      [
        'a malformed time',
        [{ startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '25:00', closes: '13:00' }],
        'entries.0.opens',
        'Ungültige Uhrzeit (HH:MM)',
      ],
      [
        'a note too long',
        [{ startsOn: '2026-12-24', endsOn: '2026-12-24', note: 'x'.repeat(61) }],
        'entries.0.note',
        'Der Hinweis darf höchstens 60 Zeichen haben',
      ],
      [
        'too many ranges',
        Array.from({ length: 31 }, (_, i) => ({
          startsOn: `2027-01-${String(i + 1).padStart(2, '0')}`,
          endsOn: `2027-01-${String(i + 1).padStart(2, '0')}`,
        })),
        'entries',
        'Höchstens 30 abweichende Öffnungszeiten',
      ],
    ])('refuses %s with a German message and keeps what was stored', async (_case, entries, field, message) => {
      const before = await stored();
      const refused = await putSpecial(berlinShop, entries, 400);
      expect(refused.body.errors).toContainEqual({ field, message });
      expect(await stored()).toEqual(before);
    });

    it.each([
      ['no list', undefined, 'entries muss eine Liste sein'],
      ['a list of texts', ['2026-12-24'], 'Jeder Eintrag muss ein Objekt sein'],
    ])('refuses a body with %s', async (_case, entries, message) => {
      const refused = await putSpecial(berlinShop, entries as unknown as unknown[], 400);
      expect(refused.body.message).toBe(message);
    });
  });

  it('refuses another owner’s listing and a missing session, changing nothing', async () => {
    await putSpecial(munich, [{ startsOn: '2026-12-24', endsOn: '2026-12-24' }], 404);
    await request(t.server).get(`/api/owner/businesses/${munich}/special-hours`).set('cookie', cookie).expect(404);
    await request(t.server).put(`/api/owner/businesses/${berlinShop}/special-hours`).send({ entries: [] }).expect(401);
    expect(await t.dataSource.getRepository(BusinessSpecialHours).countBy({ businessId: munich })).toBe(0);
  });

  it('lets the admin set them too, in the audit log with before and after', async () => {
    clock.set(berlin('2026-11-10T12:00:00'));
    const session = await adminSession(t);
    const saved = await request(t.server)
      .put(`/api/admin/businesses/${munich}/special-hours`)
      .set('x-admin-session', session)
      .send({
        entries: [
          { startsOn: '2026-12-24', endsOn: '2026-12-24', opens: '08:00', closes: '12:00', note: 'Heiligabend' },
        ],
      })
      .expect(200);
    expect(saved.body.entries).toHaveLength(1);
    const read = await request(t.server)
      .get(`/api/admin/businesses/${munich}/special-hours`)
      .set('x-admin-session', session)
      .expect(200);
    expect(read.body).toEqual(saved.body);
    const [entry] = await t.dataSource.query(
      `SELECT before, after FROM audit_log WHERE action = 'business.specialHours' AND entity_id = $1`,
      [munich],
    );
    expect(entry).toEqual({
      before: { specialHours: '' },
      after: { specialHours: '2026-12-24–2026-12-24 08:00–12:00 (Heiligabend)' },
    });
    await request(t.server)
      .put('/api/admin/businesses/00000000-0000-4000-8000-000000000000/special-hours')
      .set('x-admin-session', session)
      .send({ entries: [] })
      .expect(404);
  });
});

describe('special hours of many businesses on one day', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({});
    clock = fakeClock(t, berlin('2026-12-17T10:30:00'));
  });

  afterAll(async () => {
    clock.restore();
    await t.close();
  });

  it('judges Christmas alike when more businesses have special hours than the search names in its SQL', async () => {
    // Around Christmas tens of thousands close or shorten their hours: past SPECIAL_LIST_MAX, the filter reads them
    // from the table instead of naming them (business-search-filters.ts). Each filler is open 08:00–20:00 by its week;
    // on Christmas Eve the "Weihnachtsfüller" open 09:00–13:00 and the "Weihnachtspause" close all day.
    const each = SPECIAL_LIST_MAX + 50;
    for (const [name, opens, closes] of [
      ['Weihnachtsfüller', '09:00', '13:00'],
      ['Weihnachtspause', null, null],
    ]) {
      await t.dataSource.query(
        `WITH added AS (
           INSERT INTO businesses (name, category, street, postal_code, city, source, status, thursday_open, thursday_close)
           SELECT $1 || ' ' || i, 'Sonstige', 'Weg ' || i, '10115', 'Berlin', 'import', 'published', '08:00', '20:00'
             FROM generate_series(1, $2::int) AS i RETURNING id)
         INSERT INTO business_special_hours (business_id, starts_on, ends_on, opens, closes, note)
         SELECT id, '2026-12-24', '2026-12-24', $3, $4, 'Heiligabend' FROM added`,
        [name, each, opens, closes],
      );
    }
    const openCount = async (query: string) => {
      const found = await request(t.server).get('/api/businesses').query({ query, openNow: 'true' }).expect(200);
      return { count: Number(found.headers['x-total-count']), exact: found.headers['x-total-count-exact'] };
    };

    clock.set(berlin('2026-12-17T10:30:00'));
    expect((await openCount('Weihnachtspause')).count).toBeGreaterThan(0);
    clock.set(berlin('2026-12-24T10:30:00'));
    expect(await openCount('Weihnachtspause')).toMatchObject({ count: 0 });
    // All 250 open: counted as "more than 200", as every count whose rows are checked one by one.
    expect((await openCount('Weihnachtsfüller')).count).toBeGreaterThanOrEqual(SPECIAL_LIST_MAX);
    clock.set(berlin('2026-12-24T14:00:00'));
    expect(await openCount('Weihnachtsfüller')).toMatchObject({ count: 0 });
    expect(await openCount('Weihnachtspause')).toMatchObject({ count: 0 });
  });
});

describe('special hours judged in SQL when many businesses have them', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;

  beforeAll(async () => {
    t = await createTestApp({});
    clock = fakeClock(t, berlin('2026-12-01T12:00:00'));
    // More businesses open by special hours on 23–26 December than the search names in its SQL (SPECIAL_LIST_MAX):
    // each row is then judged by its own special hours in SQL, the rule OpeningCalendar states in TypeScript.
    await t.dataSource.query(
      `WITH added AS (
         INSERT INTO businesses (name, category, street, postal_code, city, source, status)
         SELECT 'Füllbetrieb ' || i, 'Sonstige', 'Weg ' || i, '10115', 'Berlin', 'import', 'published'
           FROM generate_series(1, $1::int) AS i RETURNING id)
       INSERT INTO business_special_hours (business_id, starts_on, ends_on, opens, closes, note)
       SELECT id, '2026-12-20', '2026-12-31', '00:00', '00:00', 'Notdienst' FROM added`,
      [SPECIAL_LIST_MAX + 1],
    );
    const cases: [string, Record<string, string>, [string, string | null, string | null][]][] = [
      ['Kurz', { thursdayOpen: '08:00', thursdayClose: '20:00' }, [['2026-12-24', '09:00', '13:00']]],
      ['Zu', { thursdayOpen: '08:00', thursdayClose: '20:00' }, [['2026-12-24', null, null]]],
      ['Nachtwoche', { wednesdayOpen: '18:00', wednesdayClose: '02:00' }, [['2026-12-24', '09:00', '13:00']]],
      ['Nachtsonder', {}, [['2026-12-23', '20:00', '03:00']]],
      [
        'Gesternzu',
        { wednesdayOpen: '18:00', wednesdayClose: '02:00', thursdayOpen: '08:00', thursdayClose: '20:00' },
        [['2026-12-23', null, null]],
      ],
      ['Feiertagsnacht', { fridayOpen: '08:00', fridayClose: '20:00' }, [['2026-12-24', '20:00', '02:00']]],
      ['Feiertagoffen', {}, [['2026-12-25', '10:00', '14:00']]],
      ['Feiertagwoche', { fridayOpen: '08:00', fridayClose: '20:00' }, [['2026-12-26', null, null]]],
      ['Rund', {}, [['2026-12-24', '00:00', '00:00']]],
    ];
    for (const [name, week, special] of cases) {
      const id = await createPublishedBusiness(t, { name: `Randfall ${name}`, state: 'Berlin', ...week });
      for (const [day, opens, closes] of special) {
        await t.dataSource.query(
          `INSERT INTO business_special_hours (business_id, starts_on, ends_on, opens, closes) VALUES ($1, $2, $2, $3, $4)`,
          [id, day, opens, closes],
        );
      }
    }
  });

  afterAll(async () => {
    clock.restore();
    await t.close();
  });

  const names = (body: { name: string; openNow: boolean }[], open?: boolean) =>
    body
      .filter((business) => open === undefined || business.openNow === open)
      .map((business) => business.name.replace('Randfall ', ''))
      .sort();

  it.each([
    ['2026-12-24T01:00:00', ['Nachtsonder', 'Nachtwoche', 'Rund']],
    ['2026-12-24T10:30:00', ['Gesternzu', 'Kurz', 'Nachtwoche', 'Rund']],
    // 25 December is a public holiday: last night's special hours do not carry into it, today's open it.
    ['2026-12-25T01:00:00', []],
    ['2026-12-25T11:00:00', ['Feiertagoffen']],
  ])('at %s the filter finds the businesses the calendar calls open', async (local, expected) => {
    clock.set(berlin(local));
    const query = { query: 'Randfall', limit: '50' };
    const filtered = await request(t.server)
      .get('/api/businesses')
      .query({ ...query, openNow: 'true' })
      .expect(200);
    const all = await request(t.server).get('/api/businesses').query(query).expect(200);
    expect(names(all.body)).toHaveLength(9);
    expect(names(filtered.body)).toEqual(expected);
    expect(names(all.body, true)).toEqual(expected);
  });
});
