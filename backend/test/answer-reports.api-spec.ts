import request from 'supertest';
import { MailOutboxMessage } from '../src/mail/mail-outbox.entity';
import { Review } from '../src/reviews/review.entity';
import { ownerCookieFor } from './support/owner-session';
import { adminSession, createPublishedBusiness, createTestApp, TestApp } from './support/test-app';

const ANSWER = 'Vielen Dank für Ihren Besuch, wir freuen uns auf das nächste Mal!';
const RECEIVED =
  'Vielen Dank für Ihre Meldung. Wir prüfen die Antwort und blenden sie aus, wenn sie gegen unsere Regeln verstößt.';
const UNKNOWN_ID = '3b9d6c1e-2f4a-4e8b-9c1d-5a7e2f0b6c3d';
/** The per-address limit of reports (reviews and answers share it). */
const REPORT_LIMIT = 4;

describe('reports on owners’ answers and their moderation', () => {
  let t: TestApp;
  let token: string;
  let mine: string;
  let theirs: string;
  let cookie: string;
  let otherCookie: string;
  let address = 0;

  beforeAll(async () => {
    // Each visitor is an address of its own (X-Forwarded-For), so the per-address limit is met only on purpose.
    t = await createTestApp({
      ADMIN_PASSWORD: 'ein-langes-test-passwort',
      TRUST_PROXY: '127.0.0.1',
      THROTTLE_REPORT_REVIEW_LIMIT: String(REPORT_LIMIT),
      THROTTLE_EDIT_BUSINESS_LIMIT: '1000',
    });
    token = await adminSession(t);
    mine = await createPublishedBusiness(t, { name: 'Bäckerei Sonnenschein' });
    theirs = await createPublishedBusiness(t, { name: 'Café Nebenan' });
    cookie = await ownerCookieFor(t, 'inhaberin@sonnenschein.example', [mine]);
    otherCookie = await ownerCookieFor(t, 'nachbar@cafe.example', [theirs]);
  });

  afterAll(() => t.close());

  const visitor = (): string => `203.0.113.${++address}`;
  const admin = {
    get: (url: string) => request(t.server).get(url).set('x-admin-session', token),
    post: (url: string) => request(t.server).post(url).set('x-admin-session', token),
  };

  /** A review of `businessId`, answered by `ownerCookie` unless it is null. */
  async function answeredReview(businessId = mine, ownerCookie: string | null = cookie): Promise<string> {
    const created = await request(t.server)
      .post(`/api/businesses/${businessId}/reviews`)
      .send({ authorName: 'Anna Schmidt', rating: 4, comment: 'Gute Brötchen, freundliche Bedienung.' })
      .expect(201);
    const id = String(created.body.id);
    if (ownerCookie !== null) {
      await request(t.server)
        .put(`/api/owner/reviews/${id}/answer`)
        .set('cookie', ownerCookie)
        .send({ text: ANSWER })
        .expect(200);
    }
    return id;
  }

  function reportAnswer(id: string, body: object = { reason: 'offensive' }, from = visitor()) {
    return request(t.server).post(`/api/reviews/${id}/answer/reports`).set('x-forwarded-for', from).send(body);
  }

  async function publicAnswer(businessId: string, id: string): Promise<unknown> {
    const listed = await request(t.server).get(`/api/businesses/${businessId}/reviews`).expect(200);
    return listed.body.find((each: { id: string }) => each.id === id).answer;
  }

  const openReports = async (id: string, target: string): Promise<number> =>
    (
      await t.dataSource.query(
        'SELECT count(*)::int AS n FROM review_reports WHERE review_id = $1 AND target = $2 AND resolved_at IS NULL',
        [id, target],
      )
    )[0].n;

  const stored = (id: string) => t.dataSource.getRepository(Review).findOneByOrFail({ id });

  it('files a report on an answer, answers in German and puts the answer (not the review) in the queue', async () => {
    const id = await answeredReview();
    const filed = await reportAnswer(id, { reason: 'offensive', comment: '  Beleidigt die Kundin.  ' }).expect(201);
    expect(filed.body).toEqual({ message: RECEIVED });
    await reportAnswer(id, { reason: 'spam' }).expect(201);

    expect(await openReports(id, 'answer')).toBe(2);
    expect(await openReports(id, 'review')).toBe(0);
    expect(await stored(id)).toMatchObject({
      flaggedAt: null,
      answerFlaggedAt: expect.any(Date),
      answerHiddenAt: null,
    });

    const queue = await admin.get('/api/admin/reviews/reported-answers').expect(200);
    expect(queue.headers['x-total-count']).toBe('1');
    expect(queue.body[0]).toMatchObject({
      id,
      businessId: mine,
      businessName: 'Bäckerei Sonnenschein',
      authorName: 'Anna Schmidt',
      answer: { text: ANSWER, answeredAt: expect.any(String) },
      hidden: false,
      reportCount: 2,
      reasons: [
        { reason: 'offensive', count: 1 },
        { reason: 'spam', count: 1 },
      ],
      reportComments: ['Beleidigt die Kundin.'],
    });
    const reviews = await admin.get('/api/admin/reviews/reported').expect(200);
    expect(reviews.body.map((each: { id: string }) => each.id)).not.toContain(id);
    // Still shown until an administrator decides.
    expect(await publicAnswer(mine, id)).toEqual({ text: ANSWER, answeredAt: expect.any(String) });
  });

  it('refuses bad input with a German 400 and changes nothing', async () => {
    const id = await answeredReview();
    const cases: [string, object, string][] = [
      [id, {}, 'Bitte wählen Sie einen Grund für die Meldung aus'],
      [id, { reason: 'boring' }, 'Bitte wählen Sie einen Grund für die Meldung aus'],
      [id, { reason: 'spam', comment: 'x'.repeat(501) }, 'Die Anmerkung darf höchstens 500 Zeichen lang sein'],
      [id, { reason: 'spam', comment: 42 }, 'Die Anmerkung darf höchstens 500 Zeichen lang sein'],
      ['keine-uuid', { reason: 'spam' }, 'Ungültige Bewertungs-ID'],
    ];
    for (const [target, body, message] of cases) {
      const refused = await reportAnswer(target, body).expect(400);
      expect(refused.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await openReports(id, 'answer')).toBe(0);
    expect((await stored(id)).answerFlaggedAt).toBeNull();
  });

  it('answers 404 ANSWER_NOT_FOUND for an unknown review, one without answer, a hidden review or a hidden answer', async () => {
    const unanswered = await answeredReview(mine, null);
    const hiddenReview = await answeredReview();
    await reportAnswer(hiddenReview).expect(201);
    await admin.post(`/api/admin/reviews/${hiddenReview}/hide`).expect(200);
    const hiddenAnswer = await answeredReview();
    await reportAnswer(hiddenAnswer).expect(201);
    await admin.post(`/api/admin/reviews/${hiddenAnswer}/answer/hide`).expect(200);

    for (const id of [UNKNOWN_ID, unanswered, hiddenReview, hiddenAnswer]) {
      const refused = await reportAnswer(id).expect(404);
      expect(refused.body).toMatchObject({ code: 'ANSWER_NOT_FOUND', message: 'Antwort nicht gefunden' });
    }
    expect(await openReports(unanswered, 'answer')).toBe(0);
    expect((await stored(unanswered)).answerFlaggedAt).toBeNull();
  });

  it('takes one report per answer and address (409), apart from a report on the review itself', async () => {
    const id = await answeredReview();
    const from = visitor();
    await reportAnswer(id, { reason: 'spam' }, from).expect(201);
    const again = await reportAnswer(id, { reason: 'offensive' }, from).expect(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_REPORTED',
      message: 'Sie haben diese Antwort bereits gemeldet.',
    });
    expect(await openReports(id, 'answer')).toBe(1);
    await request(t.server)
      .post(`/api/reviews/${id}/reports`)
      .set('x-forwarded-for', from)
      .send({ reason: 'spam' })
      .expect(201);
    expect(await openReports(id, 'review')).toBe(1);
  });

  it('limits reports per address, answers and reviews together (429 with Retry-After)', async () => {
    const from = visitor();
    for (let index = 0; index < REPORT_LIMIT - 1; index++) {
      await reportAnswer(await answeredReview(), { reason: 'spam' }, from).expect(201);
    }
    const review = await answeredReview();
    await request(t.server)
      .post(`/api/reviews/${review}/reports`)
      .set('x-forwarded-for', from)
      .send({ reason: 'spam' })
      .expect(201);
    const limited = await reportAnswer(review, { reason: 'spam' }, from).expect(429);
    expect(limited.body).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Zu viele Anfragen. Bitte versuchen Sie es später erneut.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await openReports(review, 'answer')).toBe(0);
  });

  it('hides an answer: not public, review and rating unchanged, owner mailed, audit logged, 409 the second time', async () => {
    const id = await answeredReview();
    await reportAnswer(id, { reason: 'offensive' }).expect(201);
    const ratingBefore = (await request(t.server).get(`/api/businesses/${mine}/rating`).expect(200)).body;
    const mailBefore = await t.dataSource.getRepository(MailOutboxMessage).countBy({ kind: 'owner.answerHidden' });

    const hidden = await admin.post(`/api/admin/reviews/${id}/answer/hide`).expect(200);
    expect(hidden.body).toEqual({ id, hidden: true, message: 'Die Antwort ist ausgeblendet.' });
    expect(await publicAnswer(mine, id)).toBeNull();
    expect((await request(t.server).get(`/api/businesses/${mine}/rating`).expect(200)).body).toEqual(ratingBefore);

    const mails = await t.dataSource
      .getRepository(MailOutboxMessage)
      .find({ where: { kind: 'owner.answerHidden' }, order: { createdAt: 'DESC' } });
    expect(mails).toHaveLength(mailBefore + 1);
    expect(mails[0]).toMatchObject({
      recipient: 'inhaberin@sonnenschein.example',
      subject: 'Ihre Antwort wurde ausgeblendet: Bäckerei Sonnenschein',
    });
    expect(mails[0].textBody).toContain(`/inhaber/eintraege/${mine}/bewertungen`);

    const [log] = (await admin.get('/api/admin/audit-log?limit=1').expect(200)).body;
    expect(log).toMatchObject({
      action: 'reviewAnswer.hide',
      entityType: 'review',
      entityId: id,
      before: { answerText: ANSWER, hidden: false, openReports: 1 },
      after: { answerText: ANSWER, hidden: true, openReports: 1 },
    });

    const again = await admin.post(`/api/admin/reviews/${id}/answer/hide`).expect(409);
    expect(again.body.message).toBe('Die Antwort ist bereits ausgeblendet.');
    const queue = await admin.get('/api/admin/reviews/reported-answers').expect(200);
    expect(queue.body.find((each: { id: string }) => each.id === id)).toMatchObject({ hidden: true, reportCount: 1 });
  });

  it('restores a hidden answer and dismisses reports on a shown one, each audit logged, each leaving the queue', async () => {
    const restored = await answeredReview();
    await reportAnswer(restored).expect(201);
    await admin.post(`/api/admin/reviews/${restored}/answer/hide`).expect(200);
    const dismissHidden = await admin.post(`/api/admin/reviews/${restored}/answer/dismiss-reports`).expect(409);
    expect(dismissHidden.body.message).toBe(
      'Die Antwort ist ausgeblendet. Stellen Sie sie wieder her, wenn die Meldungen unbegründet sind.',
    );
    const back = await admin.post(`/api/admin/reviews/${restored}/answer/restore`).expect(200);
    expect(back.body).toEqual({ id: restored, hidden: false, message: 'Die Antwort ist wiederhergestellt.' });
    expect(await publicAnswer(mine, restored)).toMatchObject({ text: ANSWER });
    expect(await openReports(restored, 'answer')).toBe(0);
    expect((await admin.get('/api/admin/audit-log?limit=1').expect(200)).body[0].action).toBe('reviewAnswer.restore');

    const kept = await answeredReview();
    await reportAnswer(kept).expect(201);
    const dismissed = await admin.post(`/api/admin/reviews/${kept}/answer/dismiss-reports`).expect(200);
    expect(dismissed.body.message).toBe('Die Meldungen wurden verworfen; die Antwort bleibt sichtbar.');
    expect((await admin.get('/api/admin/audit-log?limit=1').expect(200)).body[0]).toMatchObject({
      action: 'reviewAnswer.dismissReports',
      before: { openReports: 1 },
      after: { openReports: 0, hidden: false },
    });
    const twice = await admin.post(`/api/admin/reviews/${kept}/answer/dismiss-reports`).expect(409);
    expect(twice.body.message).toBe('Zu dieser Antwort liegen keine offenen Meldungen vor.');
    const queue = await admin.get('/api/admin/reviews/reported-answers').expect(200);
    expect(queue.body.map((each: { id: string }) => each.id)).not.toEqual(expect.arrayContaining([restored]));
    expect(queue.body.map((each: { id: string }) => each.id)).not.toContain(kept);

    const unanswered = await answeredReview(mine, null);
    const missing = await admin.post(`/api/admin/reviews/${unanswered}/answer/hide`).expect(404);
    expect(missing.body).toMatchObject({ code: 'ANSWER_NOT_FOUND' });
    await request(t.server).post(`/api/admin/reviews/${kept}/answer/hide`).expect(401);
    await request(t.server).get('/api/admin/reviews/reported-answers').expect(401);
  });

  it('lets the owner replace a hidden answer with a new one, but not the owner of another listing', async () => {
    const id = await answeredReview();
    await reportAnswer(id).expect(201);
    await admin.post(`/api/admin/reviews/${id}/answer/hide`).expect(200);

    // Another listing's owner can neither write over the hidden answer nor delete it (and so bring it back).
    for (const call of [
      request(t.server).put(`/api/owner/reviews/${id}/answer`).set('cookie', otherCookie).send({ text: 'Anders.' }),
      request(t.server).delete(`/api/owner/reviews/${id}/answer`).set('cookie', otherCookie),
    ]) {
      const refused = await call.expect(404);
      expect(refused.body).toMatchObject({ code: 'REVIEW_NOT_FOUND' });
    }
    expect(await stored(id)).toMatchObject({ answerText: ANSWER, answerHiddenAt: expect.any(Date) });
    expect(await publicAnswer(mine, id)).toBeNull();

    const rewritten = await request(t.server)
      .put(`/api/owner/reviews/${id}/answer`)
      .set('cookie', cookie)
      .send({ text: 'Wir bedauern Ihren Eindruck und melden uns bei Ihnen.' })
      .expect(200);
    expect(rewritten.body.answer).toMatchObject({ text: 'Wir bedauern Ihren Eindruck und melden uns bei Ihnen.' });
    expect(await publicAnswer(mine, id)).toMatchObject({
      text: 'Wir bedauern Ihren Eindruck und melden uns bei Ihnen.',
    });
    expect(await stored(id)).toMatchObject({ answerHiddenAt: null, answerFlaggedAt: null });
    expect(await openReports(id, 'answer')).toBe(0);
  });

  it('takes a deleted answer out of the queue with its reports', async () => {
    const id = await answeredReview(theirs, otherCookie);
    await reportAnswer(id).expect(201);
    await request(t.server).delete(`/api/owner/reviews/${id}/answer`).set('cookie', otherCookie).expect(204);
    expect(await stored(id)).toMatchObject({ answerText: null, answerFlaggedAt: null, answerHiddenAt: null });
    expect(await openReports(id, 'answer')).toBe(0);
    const queue = await admin.get('/api/admin/reviews/reported-answers').expect(200);
    expect(queue.body.map((each: { id: string }) => each.id)).not.toContain(id);
  });
});
