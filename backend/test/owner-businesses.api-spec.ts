import request from 'supertest';
import { Business } from '../src/businesses/business.entity';
import { validBusinessPayload } from './support/business-payloads';
import { ownerCookieFor } from './support/owner-session';
import { adminSession, createPublishedBusiness, createTestApp, TestApp } from './support/test-app';

describe('an owner edits their listing any time', () => {
  let t: TestApp;
  let mine: string;
  let theirs: string;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: 'ein-langes-test-passwort', THROTTLE_EDIT_BUSINESS_LIMIT: '1000' });
    mine = await createPublishedBusiness(t, { name: 'Bäckerei Sonnenschein' });
    theirs = await createPublishedBusiness(t, { name: 'Café Nebenan' });
    cookie = await ownerCookieFor(t, 'inhaberin@sonnenschein.example', [mine]);
    await ownerCookieFor(t, 'nachbar@cafe.example', [theirs]);
  });

  afterAll(() => t.close());

  const stored = (id: string) => t.dataSource.getRepository(Business).findOneByOrFail({ id });

  it('saves every field long after the ten minutes, sends the entry to review and shows the owner its state', async () => {
    await t.dataSource.query(
      `UPDATE businesses SET verified = true, created_at = now() - interval '30 days' WHERE id = $1`,
      [mine],
    );
    const saved = await request(t.server)
      .put(`/api/owner/businesses/${mine}`)
      .set('cookie', cookie)
      .send(
        validBusinessPayload({ name: 'Bäckerei Sonnenschein', description: 'Jetzt auch sonntags frische Brötchen.' }),
      )
      .expect(200);
    expect(saved.body).toMatchObject({
      id: mine,
      description: 'Jetzt auch sonntags frische Brötchen.',
      status: 'pending',
      verified: false,
      ownerChange: { state: 'pending', reason: null, submittedAt: expect.any(String) },
    });
    const read = await request(t.server).get(`/api/owner/businesses/${mine}`).set('cookie', cookie).expect(200);
    expect(read.body.ownerChange.state).toBe('pending');

    await request(t.server)
      .post(`/api/admin/businesses/${mine}/reject`)
      .set('x-admin-session', await adminSession(t))
      .send({ reason: 'Bitte ein echtes Foto der Filiale verwenden' })
      .expect(200);
    const rejected = await request(t.server).get(`/api/owner/businesses/${mine}`).set('cookie', cookie).expect(200);
    expect(rejected.body.ownerChange).toMatchObject({
      state: 'rejected',
      reason: 'Bitte ein echtes Foto der Filiale verwenden',
    });
    // Corrected after a rejection: back in review.
    const corrected = await request(t.server)
      .put(`/api/owner/businesses/${mine}`)
      .set('cookie', cookie)
      .send(validBusinessPayload({ name: 'Bäckerei Sonnenschein' }))
      .expect(200);
    expect(corrected.body.ownerChange.state).toBe('pending');
  });

  it('refuses bad input with German field messages and changes nothing', async () => {
    const before = await stored(mine);
    const refused = await request(t.server)
      .put(`/api/owner/businesses/${mine}`)
      .set('cookie', cookie)
      .send(validBusinessPayload({ name: '', email: 'keine-adresse' }))
      .expect(400);
    expect(refused.body.errors.map((error: { field: string }) => error.field)).toEqual(
      expect.arrayContaining(['name', 'email']),
    );
    expect(refused.body.message).toMatch(/[äöüÄÖÜß]|Firmenname|E-Mail/);
    expect((await stored(mine)).updatedAt).toEqual(before.updatedAt);
  });

  it('refuses another owner’s listing, no session and a cross-site write, changing nothing', async () => {
    const before = await stored(theirs);
    const foreign = await request(t.server)
      .put(`/api/owner/businesses/${theirs}`)
      .set('cookie', cookie)
      .send(validBusinessPayload({ name: 'Übernommen' }))
      .expect(404);
    expect(foreign.body.code).toBe('BUSINESS_NOT_FOUND');
    await request(t.server).get(`/api/owner/businesses/${theirs}`).set('cookie', cookie).expect(404);
    await request(t.server).put(`/api/owner/businesses/${theirs}`).send(validBusinessPayload()).expect(401);
    await request(t.server)
      .put(`/api/owner/businesses/${mine}`)
      .set('cookie', cookie)
      .set('origin', 'https://boese.example')
      .send(validBusinessPayload({ name: 'Fremd gespeichert' }))
      .expect(403);
    expect(await stored(theirs)).toEqual(before);
    expect((await stored(mine)).name).not.toBe('Fremd gespeichert');
  });
});
