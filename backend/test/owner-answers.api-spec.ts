import request from 'supertest';
import { Review } from '../src/reviews/review.entity';
import { ownerCookieFor } from './support/owner-session';
import { adminSession, createPublishedBusiness, createTestApp, TestApp } from './support/test-app';

const ANSWER = 'Vielen Dank für Ihren Besuch, wir freuen uns auf das nächste Mal!';

describe('owners answer reviews', () => {
  let t: TestApp;
  let mine: string;
  let theirs: string;
  let cookie: string;
  let otherCookie: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: 'ein-langes-test-passwort', THROTTLE_EDIT_BUSINESS_LIMIT: '1000' });
    mine = await createPublishedBusiness(t, { name: 'Bäckerei Sonnenschein' });
    theirs = await createPublishedBusiness(t, { name: 'Café Nebenan' });
    cookie = await ownerCookieFor(t, 'inhaberin@sonnenschein.example', [mine]);
    otherCookie = await ownerCookieFor(t, 'nachbar@cafe.example', [theirs]);
  });

  afterAll(() => t.close());

  async function review(businessId: string): Promise<string> {
    const created = await request(t.server)
      .post(`/api/businesses/${businessId}/reviews`)
      .send({ authorName: 'Anna Schmidt', rating: 4, comment: 'Gute Brötchen, freundliche Bedienung.' })
      .expect(201);
    expect(created.body.answer).toBeNull();
    return String(created.body.id);
  }

  const stored = (id: string) => t.dataSource.getRepository(Review).findOneByOrFail({ id });

  it('writes, shows, replaces and deletes the one answer under a review of an own listing', async () => {
    const id = await review(mine);
    const saved = await request(t.server)
      .put(`/api/owner/reviews/${id}/answer`)
      .set('cookie', cookie)
      .send({ text: `  ${ANSWER}  ` })
      .expect(200);
    expect(saved.body.answer).toEqual({ text: ANSWER, answeredAt: expect.any(String) });

    const listed = await request(t.server).get(`/api/businesses/${mine}/reviews`).expect(200);
    expect(listed.body.find((each: { id: string }) => each.id === id).answer.text).toBe(ANSWER);

    await request(t.server)
      .put(`/api/owner/reviews/${id}/answer`)
      .set('cookie', cookie)
      .send({ text: 'Danke!' })
      .expect(200);
    expect((await stored(id)).answerText).toBe('Danke!');

    await request(t.server).delete(`/api/owner/reviews/${id}/answer`).set('cookie', cookie).expect(204);
    expect(await stored(id)).toMatchObject({ answerText: null, answeredAt: null });
    const after = await request(t.server).get(`/api/businesses/${mine}/reviews`).expect(200);
    expect(after.body.find((each: { id: string }) => each.id === id).answer).toBeNull();
  });

  it('refuses an answer to a review of another listing, an unknown or hidden review, and without a session', async () => {
    const foreign = await review(theirs);
    const refused = await request(t.server)
      .put(`/api/owner/reviews/${foreign}/answer`)
      .set('cookie', cookie)
      .send({ text: ANSWER })
      .expect(404);
    expect(refused.body).toMatchObject({ code: 'REVIEW_NOT_FOUND', message: 'Bewertung nicht gefunden' });
    await request(t.server).delete(`/api/owner/reviews/${foreign}/answer`).set('cookie', cookie).expect(404);
    await request(t.server)
      .put('/api/owner/reviews/5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c/answer')
      .set('cookie', cookie)
      .send({ text: ANSWER })
      .expect(404);
    await request(t.server).put(`/api/owner/reviews/${foreign}/answer`).send({ text: ANSWER }).expect(401);
    expect((await stored(foreign)).answerText).toBeNull();

    const hidden = await review(mine);
    await request(t.server)
      .post(`/api/admin/reviews/${hidden}/hide`)
      .set('x-admin-session', await adminSession(t))
      .expect(200);
    await request(t.server)
      .put(`/api/owner/reviews/${hidden}/answer`)
      .set('cookie', cookie)
      .send({ text: ANSWER })
      .expect(404);

    // The other owner answers their own listing's review.
    await request(t.server)
      .put(`/api/owner/reviews/${foreign}/answer`)
      .set('cookie', otherCookie)
      .send({ text: ANSWER })
      .expect(200);
  });

  it('refuses bad input with a German field message and changes nothing', async () => {
    const id = await review(mine);
    for (const [body, message] of [
      [{ text: '   ' }, 'Bitte geben Sie eine Antwort ein'],
      [{}, 'Bitte geben Sie eine Antwort ein'],
      [{ text: 42 }, 'Bitte geben Sie eine Antwort ein'],
      [{ text: 'x'.repeat(1001) }, 'Die Antwort darf nicht länger als 1000 Zeichen sein'],
    ] as const) {
      const response = await request(t.server)
        .put(`/api/owner/reviews/${id}/answer`)
        .set('cookie', cookie)
        .send(body)
        .expect(400);
      expect(response.body.errors).toEqual([{ field: 'text', message }]);
    }
    const badId = await request(t.server)
      .put('/api/owner/reviews/kein-schluessel/answer')
      .set('cookie', cookie)
      .send({ text: ANSWER })
      .expect(400);
    expect(badId.body.errors[0].field).toBe('id');
    expect((await stored(id)).answerText).toBeNull();
  });

  it('refuses a cross-site write carrying the owner cookie', async () => {
    const id = await review(mine);
    await request(t.server)
      .put(`/api/owner/reviews/${id}/answer`)
      .set('cookie', cookie)
      .set('origin', 'https://boese.example')
      .send({ text: ANSWER })
      .expect(403);
    expect((await stored(id)).answerText).toBeNull();
  });
});
