import request from 'supertest';
import { createTestApp, TestApp, createPublishedBusiness } from './support/test-app';

const UNKNOWN_ID = '3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d';

function review(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    authorName: 'Anna Schmidt',
    rating: 5,
    comment: 'Sehr freundlich und immer frische Brötchen.',
    ...overrides,
  };
}

describe('reviews and ratings', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  function createBusiness(name = 'Bäckerei Sonnenschein'): Promise<string> {
    return createPublishedBusiness(t, { name });
  }

  async function counts(id: string): Promise<{ review_count: number; rating_sum: number; rating_avg: string }> {
    const [row] = await t.dataSource.query(
      'SELECT review_count, rating_sum, rating_avg FROM businesses WHERE id = $1',
      [id],
    );
    return row;
  }

  it('starts with no reviews and a zero rating', async () => {
    const id = await createBusiness();
    const list = await request(t.server).get(`/api/businesses/${id}/reviews`).expect(200);
    expect(list.body).toEqual([]);
    expect(list.headers['x-total-count']).toBe('0');
    const rating = await request(t.server).get(`/api/businesses/${id}/rating`).expect(200);
    expect(rating.body).toEqual({ averageRating: 0, totalReviews: 0 });
  });

  it('stores a trimmed review, lists it newest first and keeps count and average on the business', async () => {
    const id = await createBusiness();
    const first = await request(t.server)
      .post(`/api/businesses/${id}/reviews`)
      .send(review({ authorName: '  Anna Schmidt ', rating: 4 }))
      .expect(201);
    expect(first.body).toMatchObject({ businessId: id, authorName: 'Anna Schmidt', rating: 4 });
    expect(first.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.body.createdAt).toMatch(/Z$/);
    await request(t.server)
      .post(`/api/businesses/${id}/reviews`)
      .send(review({ authorName: 'Ben', rating: 5 }))
      .expect(201);
    await request(t.server)
      .post(`/api/businesses/${id}/reviews`)
      .send(review({ authorName: 'Cem', rating: 4 }))
      .expect(201);

    const list = await request(t.server).get(`/api/businesses/${id}/reviews`).expect(200);
    expect(list.body.map((r: { authorName: string }) => r.authorName)).toEqual(['Cem', 'Ben', 'Anna Schmidt']);
    expect(list.headers['x-total-count']).toBe('3');

    const rating = await request(t.server).get(`/api/businesses/${id}/rating`).expect(200);
    expect(rating.body).toEqual({ averageRating: 4.3, totalReviews: 3 });
    const detail = await request(t.server).get(`/api/businesses/${id}`).expect(200);
    expect(detail.body).toMatchObject({ averageRating: 4.3, reviewCount: 3 });
    expect(await counts(id)).toEqual({ review_count: 3, rating_sum: 13, rating_avg: '4.33' });
  });

  it('pages reviews with X-Total-Count and a Link header', async () => {
    const id = await createBusiness();
    for (const authorName of ['Eins', 'Zwei', 'Drei']) {
      await request(t.server).post(`/api/businesses/${id}/reviews`).send(review({ authorName })).expect(201);
    }
    const page = await request(t.server).get(`/api/businesses/${id}/reviews?page=2&limit=2`).expect(200);
    expect(page.body.map((r: { authorName: string }) => r.authorName)).toEqual(['Eins']);
    expect(page.headers['x-total-count']).toBe('3');
    expect(page.headers.link).toBe(
      `</api/businesses/${id}/reviews?page=1&limit=2>; rel="first", ` +
        `</api/businesses/${id}/reviews?page=1&limit=2>; rel="prev", ` +
        `</api/businesses/${id}/reviews?page=2&limit=2>; rel="last"`,
    );
  });

  it('keeps count and average exact under 50 concurrent posts', async () => {
    const id = await createBusiness('Viel besucht');
    const ratings = Array.from({ length: 50 }, (_, i) => (i % 5) + 1);
    const responses = await Promise.all(
      ratings.map((rating, i) =>
        request(t.server)
          .post(`/api/businesses/${id}/reviews`)
          .send(review({ authorName: `Gast ${i}`, rating })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(ratings.map(() => 201));
    const sum = ratings.reduce((a, b) => a + b, 0);
    expect(await counts(id)).toEqual({ review_count: 50, rating_sum: sum, rating_avg: '3.00' });
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM reviews WHERE business_id = $1', [id]);
    expect(n).toBe(50);
    const rating = await request(t.server).get(`/api/businesses/${id}/rating`).expect(200);
    expect(rating.body).toEqual({ averageRating: 3, totalReviews: 50 });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a missing author', { authorName: undefined }, 'authorName', 'Autorenname ist erforderlich'],
    ['a blank author', { authorName: '   ' }, 'authorName', 'Autorenname ist erforderlich'],
    ['a too long author', { authorName: 'A'.repeat(101) }, 'authorName', 'Autorenname zu lang'],
    ['a missing rating', { rating: undefined }, 'rating', 'Bewertung muss zwischen 1 und 5 liegen'],
    ['rating 0', { rating: 0 }, 'rating', 'Bewertung muss zwischen 1 und 5 liegen'],
    ['rating 6', { rating: 6 }, 'rating', 'Bewertung muss zwischen 1 und 5 liegen'],
    ['a fractional rating', { rating: 4.5 }, 'rating', 'Bewertung muss zwischen 1 und 5 liegen'],
    ['a rating as text', { rating: '5' }, 'rating', 'Bewertung muss zwischen 1 und 5 liegen'],
    ['a missing comment', { comment: undefined }, 'comment', 'Kommentar muss mindestens 10 Zeichen lang sein'],
    ['a short comment', { comment: 'Zu kurz!' }, 'comment', 'Kommentar muss mindestens 10 Zeichen lang sein'],
    [
      'a comment padded to length',
      { comment: '   kurz      ' },
      'comment',
      'Kommentar muss mindestens 10 Zeichen lang sein',
    ],
    [
      'a too long comment',
      { comment: 'x'.repeat(1001) },
      'comment',
      'Kommentar darf nicht länger als 1000 Zeichen sein',
    ],
  ])('rejects %s with 400 and changes nothing', async (_case, overrides, field, message) => {
    const id = await createBusiness();
    const before = await counts(id);
    const response = await request(t.server).post(`/api/businesses/${id}/reviews`).send(review(overrides)).expect(400);
    expect(response.body).toMatchObject({ statusCode: 400, message, errors: [{ field, message }] });
    expect(await counts(id)).toEqual(before);
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM reviews WHERE business_id = $1', [id]);
    expect(n).toBe(0);
  });

  it('accepts comments of exactly 10 and 1000 characters', async () => {
    const id = await createBusiness();
    await request(t.server)
      .post(`/api/businesses/${id}/reviews`)
      .send(review({ comment: 'x'.repeat(10) }))
      .expect(201);
    await request(t.server)
      .post(`/api/businesses/${id}/reviews`)
      .send(review({ comment: 'x'.repeat(1000) }))
      .expect(201);
  });

  it.each([
    ['GET', 'reviews'],
    ['POST', 'reviews'],
    ['GET', 'rating'],
  ])('answers 404 for %s %s of an unknown business', async (method, path) => {
    for (const id of [UNKNOWN_ID, 'gibt-es-nicht']) {
      const call =
        method === 'GET'
          ? request(t.server).get(`/api/businesses/${id}/${path}`)
          : request(t.server).post(`/api/businesses/${id}/${path}`).send(review());
      const response = await call.expect(404);
      expect(response.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'BUSINESS_NOT_FOUND',
        message: 'Unternehmen nicht gefunden',
      });
    }
    const [{ n }] = await t.dataSource.query('SELECT count(*)::int AS n FROM reviews WHERE business_id = $1', [
      UNKNOWN_ID,
    ]);
    expect(n).toBe(0);
  });

  it('validates the business id of review routes', async () => {
    const malformed = await request(t.server).get('/api/businesses/a.b/rating').expect(400);
    expect(malformed.body.message).toBe('Ungültige Business-ID Format');
    const tooLong = await request(t.server)
      .post(`/api/businesses/${'a'.repeat(101)}/reviews`)
      .send(review())
      .expect(400);
    expect(tooLong.body.message).toBe('Business-ID zu lang');
  });

  it.each([
    ['page=0', 'Seite muss eine positive ganze Zahl sein'],
    ['page=abc', 'Seite muss eine positive ganze Zahl sein'],
    ['page=1.5', 'Seite muss eine positive ganze Zahl sein'],
    ['limit=0', 'Limit muss zwischen 1 und 100 liegen'],
    ['limit=101', 'Limit muss zwischen 1 und 100 liegen'],
  ])('rejects review paging %s', async (query, message) => {
    const id = await createBusiness();
    const response = await request(t.server).get(`/api/businesses/${id}/reviews?${query}`).expect(400);
    expect(response.body.message).toBe(message);
  });
});
