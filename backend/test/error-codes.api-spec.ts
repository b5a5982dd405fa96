import request from 'supertest';
import { BusinessesService } from '../src/businesses/businesses.service';
import { ERROR_CODE_NAMES } from '../src/common/error-codes';
import { buildOpenApiDocument } from '../src/openapi';
import { validBusinessPayload } from './support/business-payloads';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const PASSWORD = 'fehlercodes-passwort-2026';

/** The back office's form has no `state`. */
function adminPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const { state: _state, ...fields } = validBusinessPayload();
  return { ...fields, ...overrides };
}
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/**
 * Every failure class answers the one error body with its stable `code` (issue 16): clients
 * branch on the code, never on the German message.
 */
describe('stable error codes', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: PASSWORD });
    token = await adminSession(t);
  });

  afterAll(async () => {
    await t.close();
  });

  afterEach(() => jest.restoreAllMocks());

  /** The body's shape and code; the German message is whatever the case says. */
  function expectCode(response: request.Response, status: number, code: string): void {
    expect({ status: response.status, code: response.body.code }).toEqual({ status, code });
    expect(response.body).toMatchObject({ statusCode: status, code, message: expect.any(String) });
    expect(response.headers['content-type']).toMatch(/^application\/json/);
  }

  async function createEntry(): Promise<{ id: string; editToken: string }> {
    const response = await request(t.server).post('/api/businesses').send(validBusinessPayload()).expect(201);
    return { id: response.body.id, editToken: response.body.editToken };
  }

  it('VALIDATION_FAILED: invalid fields, with the fields in errors[]', async () => {
    const response = await request(t.server).post('/api/businesses').send({});
    expectCode(response, 400, 'VALIDATION_FAILED');
    expect(response.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'name' })]));
  });

  it('VALIDATION_FAILED: an invalid query parameter', async () => {
    expectCode(await request(t.server).get('/api/businesses?minRating=7'), 400, 'VALIDATION_FAILED');
  });

  it('MALFORMED_REQUEST: a body that is not JSON, and one with a NUL character', async () => {
    const broken = await request(t.server).post('/api/businesses').set('content-type', 'application/json').send('{');
    expectCode(broken, 400, 'MALFORMED_REQUEST');
    const nul = await request(t.server)
      .post('/api/businesses')
      .send(validBusinessPayload({ name: 'A\u0000B' }));
    expectCode(nul, 400, 'MALFORMED_REQUEST');
  });

  it('BUSINESS_NOT_FOUND, REVIEW_NOT_FOUND, LANDING_PAGE_NOT_FOUND and NOT_FOUND', async () => {
    expectCode(await request(t.server).get(`/api/businesses/${UNKNOWN_ID}`), 404, 'BUSINESS_NOT_FOUND');
    expectCode(await request(t.server).get(`/api/businesses/${UNKNOWN_ID}/reviews`), 404, 'BUSINESS_NOT_FOUND');
    const report = await request(t.server).post(`/api/reviews/${UNKNOWN_ID}/reports`).send({ reason: 'spam' });
    expectCode(report, 404, 'REVIEW_NOT_FOUND');
    expectCode(await request(t.server).get('/api/landing-pages/friseur/atlantis'), 404, 'LANDING_PAGE_NOT_FOUND');
    expectCode(await request(t.server).get('/api/gibt-es-nicht'), 404, 'NOT_FOUND');
  });

  it('METHOD_NOT_ALLOWED with Allow for a path of the API asked with a method it does not have', async () => {
    const contact = await request(t.server).get('/api/contact');
    expectCode(contact, 405, 'METHOD_NOT_ALLOWED');
    expect(contact.headers.allow).toBe('POST');
    const list = await request(t.server).delete('/api/v1/businesses');
    expectCode(list, 405, 'METHOD_NOT_ALLOWED');
    expect(list.headers.allow).toBe('GET, HEAD, POST');
    const entry = await request(t.server).patch(`/api/businesses/${UNKNOWN_ID}`).send({});
    expect([entry.status, entry.headers.allow]).toEqual([405, 'GET, HEAD, PUT']);
    const image = await request(t.server).delete('/objects/public/bild.webp');
    expect([image.status, image.headers.allow]).toEqual([405, 'GET, HEAD']);
    // A path no route has stays 404, whatever the method.
    expectCode(await request(t.server).post('/api/gibt-es-nicht').send({}), 404, 'NOT_FOUND');
  });

  it('EDIT_TOKEN_EXPIRED for a wrong edit token, EDIT_LOCKED_BY_ADMIN after an administrator edited', async () => {
    const entry = await createEntry();
    const wrong = await request(t.server)
      .put(`/api/businesses/${entry.id}`)
      .set('X-Edit-Token', 'x'.repeat(43))
      .send(validBusinessPayload());
    expectCode(wrong, 403, 'EDIT_TOKEN_EXPIRED');

    await request(t.server)
      .put(`/api/admin/businesses/${entry.id}`)
      .set('x-admin-session', token)
      .send(adminPayload({ name: 'Von der Redaktion' }))
      .expect(200);
    const locked = await request(t.server)
      .put(`/api/businesses/${entry.id}`)
      .set('X-Edit-Token', entry.editToken)
      .send(validBusinessPayload());
    expectCode(locked, 403, 'EDIT_LOCKED_BY_ADMIN');
  });

  it('AUTHENTICATION_REQUIRED without a session, INVALID_CREDENTIALS for a wrong password', async () => {
    expectCode(await request(t.server).get('/api/admin/session'), 401, 'AUTHENTICATION_REQUIRED');
    const login = await request(t.server).post('/api/admin/login').send({ username: 'admin', password: 'falsch-123' });
    expectCode(login, 401, 'INVALID_CREDENTIALS');
  });

  it('CONFLICT when the state does not allow the action', async () => {
    const entry = await createEntry();
    const restore = await request(t.server)
      .post(`/api/admin/businesses/${entry.id}/restore`)
      .set('x-admin-session', token);
    expectCode(restore, 409, 'CONFLICT');
  });

  it('UNSUPPORTED_MEDIA_TYPE and PAYLOAD_TOO_LARGE', async () => {
    const media = await request(t.server)
      .post('/api/objects/normalize')
      .set('content-type', 'image/png')
      .send(Buffer.from('x'));
    expectCode(media, 415, 'UNSUPPORTED_MEDIA_TYPE');
    const large = await request(t.server)
      .post('/api/businesses')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ name: 'x'.repeat(1_100_000) }));
    expectCode(large, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('INTERNAL_ERROR with the requestId of the server log for an unexpected failure', async () => {
    jest.spyOn(t.app.get(BusinessesService), 'getBusiness').mockRejectedValue(new Error('kaputt'));
    const entry = await createEntry();
    const response = await request(t.server).get(`/api/businesses/${entry.id}`);
    expectCode(response, 500, 'INTERNAL_ERROR');
    expect(response.body.requestId).toBe(response.headers['x-request-id']);
    expect(JSON.stringify(response.body)).not.toContain('kaputt');
  });

  it('documents every code as the ErrorCode enum of the error body', () => {
    const document = buildOpenApiDocument(t.app);
    const schemas = document.components?.schemas ?? {};
    expect((schemas.ErrorCode as { enum: string[] }).enum).toEqual(ERROR_CODE_NAMES);
    const body = schemas.ErrorBodyDto as { required: string[] };
    expect(body.required).toEqual(expect.arrayContaining(['statusCode', 'error', 'code', 'message']));
    // Every operation documents a 500: its own (the import's IMPORT_FAILED) or the generic one with requestId.
    const operations = Object.values(document.paths).flatMap((item) =>
      (['get', 'post', 'put', 'delete'] as const).flatMap((method) =>
        item[method] === undefined ? [] : [item[method]],
      ),
    );
    expect(operations.length).toBeGreaterThan(30);
    for (const operation of operations) expect(Object.keys(operation?.responses ?? {})).toContain('500');
  });
});

describe('stable error codes under a rate limit', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ THROTTLE_SEARCH_LIMIT: '1' });
  });

  afterAll(async () => {
    await t.close();
  });

  it('RATE_LIMITED with Retry-After', async () => {
    await request(t.server).get('/api/businesses').expect(200);
    const response = await request(t.server).get('/api/businesses');
    expect({ status: response.status, code: response.body.code }).toEqual({ status: 429, code: 'RATE_LIMITED' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});
