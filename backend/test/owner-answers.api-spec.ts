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

  describe("the owner's list of an own listing's reviews", () => {
    const ownerList = (businessId: string, query = '', as = cookie) =>
      request(t.server).get(`/api/owner/businesses/${businessId}/reviews${query}`).set('cookie', as);

    async function answered(businessId: string): Promise<string> {
      const id = await review(businessId);
      await request(t.server).put(`/api/owner/reviews/${id}/answer`).set('cookie', cookie).send({ text: ANSWER });
      return id;
    }

    it('shows an answer hidden after a report to its owner, while the public list no longer shows it', async () => {
      const id = await answered(mine);
      const before = await ownerList(mine).expect(200);
      expect(before.body.find((each: { id: string }) => each.id === id).answer).toEqual({
        text: ANSWER,
        answeredAt: expect.any(String),
        state: 'visible',
        hiddenAt: null,
      });

      await request(t.server).post(`/api/reviews/${id}/answer/reports`).send({ reason: 'offensive' }).expect(201);
      await request(t.server)
        .post(`/api/admin/reviews/${id}/answer/hide`)
        .set('x-admin-session', await adminSession(t))
        .expect(200);

      const hidden = await ownerList(mine).expect(200);
      expect(hidden.body.find((each: { id: string }) => each.id === id).answer).toEqual({
        text: ANSWER,
        answeredAt: expect.any(String),
        state: 'hidden',
        hiddenAt: expect.any(String),
      });
      const listed = await request(t.server).get(`/api/businesses/${mine}/reviews`).expect(200);
      expect(listed.body.find((each: { id: string }) => each.id === id).answer).toBeNull();
      // The same reviews in the same order, with the same total.
      expect(hidden.body.map((each: { id: string }) => each.id)).toEqual(
        listed.body.map((each: { id: string }) => each.id),
      );
      expect(hidden.headers['x-total-count']).toBe(listed.headers['x-total-count']);

      // The owner still replaces it (shown again) as before.
      await request(t.server)
        .put(`/api/owner/reviews/${id}/answer`)
        .set('cookie', cookie)
        .send({ text: 'Danke!' })
        .expect(200);
      const replaced = await ownerList(mine).expect(200);
      expect(replaced.body.find((each: { id: string }) => each.id === id).answer).toMatchObject({
        text: 'Danke!',
        state: 'visible',
        hiddenAt: null,
      });
    });

    it('pages like the public list and leaves out hidden reviews, also while the listing is in review', async () => {
      const listing = await createPublishedBusiness(t, { name: 'Metzgerei Am Markt' });
      const owner = await ownerCookieFor(t, 'metzger@markt.example', [listing]);
      const ids = [await review(listing), await review(listing), await review(listing), await review(listing)];
      await request(t.server)
        .post(`/api/admin/reviews/${ids[0]}/hide`)
        .set('x-admin-session', await adminSession(t))
        .expect(200);

      const publicPage = await request(t.server).get(`/api/businesses/${listing}/reviews?page=2&limit=2`).expect(200);
      const page = await ownerList(listing, '?page=2&limit=2', owner).expect(200);
      expect(page.body.map((each: { id: string }) => each.id)).toEqual(
        publicPage.body.map((each: { id: string }) => each.id),
      );
      expect(page.body).toHaveLength(1);
      expect(page.headers['x-total-count']).toBe('3');
      expect(page.headers.link).toBe(
        `</api/owner/businesses/${listing}/reviews?page=1&limit=2>; rel="first", ` +
          `</api/owner/businesses/${listing}/reviews?page=1&limit=2>; rel="prev", ` +
          `</api/owner/businesses/${listing}/reviews?page=2&limit=2>; rel="last"`,
      );

      await t.dataSource.query(`UPDATE businesses SET status = 'pending' WHERE id = $1`, [listing]);
      await request(t.server).get(`/api/businesses/${listing}/reviews`).expect(404);
      const inReview = await ownerList(listing, '', owner).expect(200);
      expect(inReview.body).toHaveLength(3);
    });

    it("refuses another owner's listing and an unknown one as the other owner routes do, and without a session", async () => {
      for (const businessId of [theirs, '0b8a3c52-6f1e-4d2a-9c7b-2e5f8a1d4c90', 'kein-eintrag']) {
        const refused = await ownerList(businessId).expect(404);
        const other = await request(t.server).get(`/api/owner/businesses/${businessId}`).set('cookie', cookie);
        expect([other.status, other.body.code, other.body.message]).toEqual([
          404,
          refused.body.code,
          refused.body.message,
        ]);
        expect(refused.body).toMatchObject({ code: 'BUSINESS_NOT_FOUND', message: 'Unternehmen nicht gefunden' });
      }
      const signedOut = await request(t.server).get(`/api/owner/businesses/${mine}/reviews`).expect(401);
      expect(signedOut.body.code).toBe('AUTHENTICATION_REQUIRED');
      await ownerList(theirs, '', otherCookie).expect(200);
    });

    it.each([
      ['page=0', 'Seite muss eine positive ganze Zahl sein'],
      ['page=abc', 'Seite muss eine positive ganze Zahl sein'],
      ['page=1.5', 'Seite muss eine positive ganze Zahl sein'],
      ['page=1001', 'Seite darf höchstens 1000 sein'],
      ['limit=0', 'Limit muss zwischen 1 und 100 liegen'],
      ['limit=101', 'Limit muss zwischen 1 und 100 liegen'],
    ])("refuses paging %s with the public list's German 400, changing nothing", async (query, message) => {
      const rows = () => t.dataSource.query('SELECT * FROM reviews ORDER BY id');
      const before = await rows();
      const response = await ownerList(mine, `?${query}`).expect(400);
      const publicResponse = await request(t.server).get(`/api/businesses/${mine}/reviews?${query}`).expect(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors).toEqual(publicResponse.body.errors);
      expect(await rows()).toEqual(before);
    });
  });
});
