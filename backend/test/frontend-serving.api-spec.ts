import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { createTestApp, TestApp } from './support/test-app';

describe('the built frontend, served by the backend', () => {
  let t: TestApp;
  let distDir: string;

  beforeAll(async () => {
    distDir = mkdtempSync(join(tmpdir(), 'bb-dist-'));
    mkdirSync(join(distDir, 'assets'));
    writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
    writeFileSync(join(distDir, 'assets', 'x.js'), 'console.log(1);');
    writeFileSync(join(distDir, 'assets', 'x.js.map'), '{"version":3,"sources":["geheim.ts"]}');
    t = await createTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent', FRONTEND_DIST_DIR: distDir });
  });

  afterAll(async () => {
    await t.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  it('serves the bundles and the SPA but never a source map', async () => {
    await request(t.server).get('/assets/x.js').expect(200);
    await request(t.server)
      .get('/branchen/baecker')
      .expect(200)
      .expect('content-type', /text\/html/);
    // A page asked with another method has no route at all: 404, not 405 (only paths with routes name an Allow).
    const posted = await request(t.server).post('/branchen/baecker').send({});
    expect([posted.status, posted.headers.allow]).toEqual([404, undefined]);
    for (const path of ['/assets/x.js.map', '/assets/x.js.map?v=1', '/assets/fehlt.js.map']) {
      const response = await request(t.server).get(path);
      expect(response.status).toBe(404);
      expect(response.text).not.toContain('geheim.ts');
    }
  });
});
