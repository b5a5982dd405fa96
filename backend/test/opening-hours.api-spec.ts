import request from 'supertest';
import { validBusinessPayload } from './support/business-payloads';
import { fakeClock, MINUTE } from './support/fake-clock';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'dashboard-passwort-123';
const SAME_TIMES = 'Schließzeit darf nicht der Öffnungszeit entsprechen (rund um die Uhr: 00:00 bis 00:00)';

/** German time in late November is UTC+1: Berlin wall-clock time → instant. */
const berlin = (local: string): number => Date.parse(`${local}+01:00`);
// Friday 27 November 2026, and the night into Saturday.
const FRIDAY_NOON = berlin('2026-11-27T12:00:00');

/** A week with nothing but the given times (the payloads' defaults have Monday and Saturday). */
const onlyHours = (hours: Record<string, string>): Record<string, unknown> => ({
  mondayOpen: undefined,
  mondayClose: undefined,
  saturdayOpen: undefined,
  saturdayClose: undefined,
  ...hours,
});

function adminPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { state: _state, ...publicFields } = validBusinessPayload();
  return { ...publicFields, ...overrides };
}

/**
 * Opening hours as businesses have them (issue 13): closing after midnight everywhere, the open-now
 * state after midnight on German time with an injected clock, and "vorübergehend geschlossen".
 */
describe('opening hours past midnight, open now, temporarily closed', () => {
  let t: TestApp;
  let clock: ReturnType<typeof fakeClock>;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD });
    clock = fakeClock(t, FRIDAY_NOON);
  });

  beforeEach(() => clock.set(FRIDAY_NOON));

  afterAll(async () => {
    clock.restore();
    await t.close();
  });

  /** Admin requests; call session() first for a session as of the fake clock's time (the tests move days ahead). */
  const admin = {
    post: (url: string) => request(t.server).post(url).set('x-admin-session', token),
    put: (url: string) => request(t.server).put(url).set('x-admin-session', token),
    get: (url: string) => request(t.server).get(url).set('x-admin-session', token),
  };

  let sessionAt = Number.NaN;
  async function session(): Promise<string> {
    if (sessionAt !== clock.now) {
      token = await adminSession(t);
      sessionAt = clock.now;
    }
    return token;
  }

  async function createPublic(overrides: Record<string, unknown>): Promise<{ id: string; editToken: string }> {
    const response = await request(t.server).post('/api/businesses').send(validBusinessPayload(overrides)).expect(201);
    return response.body;
  }

  async function createAdmin(overrides: Record<string, unknown>): Promise<string> {
    await session();
    const response = await admin.post('/api/admin/businesses').send(adminPayload(overrides)).expect(201);
    return response.body.id;
  }

  async function read(id: string): Promise<Record<string, unknown>> {
    return (await request(t.server).get(`/api/businesses/${id}`).expect(200)).body;
  }

  async function openAt(id: string, local: string): Promise<boolean> {
    clock.set(berlin(local));
    return (await read(id)).openNow as boolean;
  }

  describe('closing after midnight', () => {
    it('is accepted by the public form, on create and on edit with the token', async () => {
      const { id, editToken } = await createPublic(onlyHours({ fridayOpen: '18:00', fridayClose: '02:00' }));
      expect(await read(id)).toMatchObject({ fridayOpen: '18:00', fridayClose: '02:00' });
      const edited = await request(t.server)
        .put(`/api/businesses/${id}`)
        .set('x-edit-token', editToken)
        .send(validBusinessPayload(onlyHours({ saturdayOpen: '22:00', saturdayClose: '05:00' })))
        .expect(200);
      expect(edited.body).toMatchObject({ saturdayOpen: '22:00', saturdayClose: '05:00', fridayOpen: null });
    });

    it('is accepted by the admin form, on create and on edit, and 00:00–00:00 means around the clock', async () => {
      const id = await createAdmin(onlyHours({ fridayOpen: '20:00', fridayClose: '03:00' }));
      expect(await read(id)).toMatchObject({ fridayOpen: '20:00', fridayClose: '03:00' });
      const edited = await admin
        .put(`/api/admin/businesses/${id}`)
        .send(adminPayload(onlyHours({ sundayOpen: '00:00', sundayClose: '00:00' })))
        .expect(200);
      expect(edited.body).toMatchObject({ sundayOpen: '00:00', sundayClose: '00:00', fridayOpen: null });
    });

    it.each([
      [
        'public create',
        () =>
          request(t.server)
            .post('/api/businesses')
            .send(validBusinessPayload({ sundayOpen: '10:00', sundayClose: '10:00' })),
      ],
      [
        'admin create',
        () => admin.post('/api/admin/businesses').send(adminPayload({ sundayOpen: '10:00', sundayClose: '10:00' })),
      ],
    ])('refuses other equal times on %s with a German 400, storing nothing', async (_label, send) => {
      await session();
      const before = (await t.dataSource.query('SELECT count(*)::int AS n FROM businesses'))[0].n;
      const response = await send().expect(400);
      expect(response.body).toMatchObject({
        message: SAME_TIMES,
        errors: [{ field: 'sundayClose', message: SAME_TIMES }],
      });
      expect((await t.dataSource.query('SELECT count(*)::int AS n FROM businesses'))[0].n).toBe(before);
    });
  });

  describe('open now (Europe/Berlin, both bounds inclusive)', () => {
    let bar: string;

    beforeAll(async () => {
      bar = await createAdmin(
        onlyHours({
          name: 'Nachtbar Eule',
          fridayOpen: '18:00',
          fridayClose: '02:00',
          sundayOpen: '00:00',
          sundayClose: '00:00',
        }),
      );
    });

    it("is open on Saturday at 01:00 by Friday's 18:00–02:00", async () => {
      expect(await openAt(bar, '2026-11-28T01:00:00')).toBe(true);
    });

    it('is open at the closing minute after midnight and closed one minute later', async () => {
      expect(await openAt(bar, '2026-11-28T02:00:00')).toBe(true);
      expect(await openAt(bar, '2026-11-28T02:01:00')).toBe(false);
    });

    it('opens on Friday at 18:00, not a minute earlier, and is open before midnight', async () => {
      expect(await openAt(bar, '2026-11-27T17:59:00')).toBe(false);
      expect(await openAt(bar, '2026-11-27T18:00:00')).toBe(true);
      expect(await openAt(bar, '2026-11-27T23:59:00')).toBe(true);
    });

    it('is not open early on Friday: the hours after midnight belong to the day before', async () => {
      expect(await openAt(bar, '2026-11-27T01:00:00')).toBe(false);
    });

    it('is open all Sunday for 00:00–00:00', async () => {
      for (const time of ['00:00', '12:00', '23:59']) expect(await openAt(bar, `2026-11-29T${time}:00`)).toBe(true);
      expect(await openAt(bar, '2026-11-30T12:00:00')).toBe(false);
    });

    it('says the same in the search results', async () => {
      clock.set(berlin('2026-11-28T01:00:00'));
      const response = await request(t.server).get('/api/businesses').query({ query: 'Nachtbar Eule' }).expect(200);
      expect(response.body).toEqual([expect.objectContaining({ id: bar, openNow: true })]);
    });
  });

  describe('vorübergehend geschlossen', () => {
    it('is shown until the last closed day and ends by itself after it, open-now following', async () => {
      const id = await createAdmin({
        name: 'Café Umbau',
        fridayOpen: '08:00',
        fridayClose: '20:00',
        mondayOpen: '00:00',
        mondayClose: '00:00',
        temporarilyClosed: true,
        temporarilyClosedUntil: '2026-11-30',
      });
      expect(await read(id)).toMatchObject({
        temporarilyClosed: true,
        temporarilyClosedUntil: '2026-11-30',
        openNow: false,
      });
      // Monday 30 November, the last closed day, one minute before midnight.
      clock.set(berlin('2026-11-30T23:59:00'));
      expect(await read(id)).toMatchObject({ temporarilyClosed: true, openNow: false });
      await session();
      const listed = await admin.get('/api/admin/businesses').query({ query: 'Café Umbau' }).expect(200);
      expect(listed.body[0]).toMatchObject({ temporarilyClosed: true, temporarilyClosedUntil: '2026-11-30' });
      // Tuesday 00:00 German time (still Monday in UTC): the closure is over, Monday's hours carry on.
      clock.advance(MINUTE);
      expect(await read(id)).toMatchObject({ temporarilyClosed: false, temporarilyClosedUntil: null });
      clock.set(berlin('2026-12-04T12:00:00'));
      expect(await read(id)).toMatchObject({ temporarilyClosed: false, openNow: true });
      const search = await request(t.server).get('/api/businesses').query({ query: 'Café Umbau' }).expect(200);
      expect(search.body[0]).toMatchObject({ temporarilyClosed: false, openNow: true });
    });

    it('stays without a last day until the owner ends it, on the public form', async () => {
      const { id, editToken } = await createPublic({
        temporarilyClosed: true,
        fridayOpen: '08:00',
        fridayClose: '20:00',
      });
      expect(await read(id)).toMatchObject({ temporarilyClosed: true, temporarilyClosedUntil: null, openNow: false });
      clock.set(berlin('2027-06-04T12:00:00'));
      expect(await read(id)).toMatchObject({ temporarilyClosed: true, openNow: false });
      clock.set(FRIDAY_NOON);
      const reopened = await request(t.server)
        .put(`/api/businesses/${id}`)
        .set('x-edit-token', editToken)
        .send(validBusinessPayload({ fridayOpen: '08:00', fridayClose: '20:00' }))
        .expect(200);
      expect(reopened.body).toMatchObject({ temporarilyClosed: false, temporarilyClosedUntil: null, openNow: true });
    });

    it('refuses a past last day from the admin form with a German 400, changing nothing', async () => {
      const id = await createAdmin({ name: 'Metzgerei Vorher' });
      const response = await admin
        .put(`/api/admin/businesses/${id}`)
        .send(
          adminPayload({ name: 'Metzgerei Nachher', temporarilyClosed: true, temporarilyClosedUntil: '2026-11-26' }),
        )
        .expect(400);
      expect(response.body.errors).toEqual([
        {
          field: 'temporarilyClosedUntil',
          message: 'Das Datum „geschlossen bis“ darf nicht in der Vergangenheit liegen',
        },
      ]);
      expect(await read(id)).toMatchObject({ name: 'Metzgerei Vorher', temporarilyClosed: false });
    });

    it('accepts today as the last closed day', async () => {
      const id = await createAdmin({ temporarilyClosed: true, temporarilyClosedUntil: '2026-11-27' });
      expect(await read(id)).toMatchObject({ temporarilyClosed: true, temporarilyClosedUntil: '2026-11-27' });
    });
  });
});
