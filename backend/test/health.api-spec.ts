import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

describe('health and the common error body', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers liveness without the database', async () => {
    const response = await request(t.server).get('/api/health').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('answers readiness when the database is reachable', async () => {
    const response = await request(t.server).get('/api/health/ready').expect(200);
    expect(response.body).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 with a German message when the database is gone', async () => {
    await t.dataSource.destroy();
    try {
      const response = await request(t.server).get('/api/health/ready').expect(503);
      expect(response.body).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'Datenbank nicht erreichbar',
      });
    } finally {
      await t.dataSource.initialize();
    }
  });

  it('answers unknown API paths with the JSON error body', async () => {
    const response = await request(t.server).get('/api/does-not-exist').expect(404);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    expect(response.body).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'NOT_FOUND',
      message: 'Die angeforderte Ressource wurde nicht gefunden.',
    });
  });

  it('answers malformed JSON with a German 400', async () => {
    const response = await request(t.server)
      .post('/api/contact')
      .set('content-type', 'application/json')
      .send('{kaputt')
      .expect(400);
    expect(response.body.message).toBe('Ungültige Anfrage');
  });

  it('echoes a sane request id and replaces a hostile one', async () => {
    const kept = await request(t.server).get('/api/health').set('x-request-id', 'abc-123');
    expect(kept.headers['x-request-id']).toBe('abc-123');
    const replaced = await request(t.server).get('/api/health').set('x-request-id', '<script>');
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the operator data from configuration', async () => {
    const response = await request(t.server).get('/api/site').expect(200);
    expect(response.body.city).toBe('Herford');
    expect(response.body.email).toBe(t.config.operator.email);
  });

  it('serves the OpenAPI document and Swagger UI', async () => {
    const json = await request(t.server).get('/api/docs-json').expect(200);
    expect(json.body.info.title).toBe('Branchenbuch API');
    const ui = await request(t.server).get('/api/docs').expect(200);
    expect(ui.text).toContain('swagger');
  });
});
