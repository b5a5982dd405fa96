import request from 'supertest';
import { buildOpenApiDocument } from '../src/openapi';
import { createTestApp, TestApp } from './support/test-app';

/** The only admin routes that work without a session. */
const PUBLIC_ADMIN_ROUTES = ['post /api/admin/login', 'get /api/admin/path/{segment}'];
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

describe('every admin route needs a session', () => {
  let t: TestApp;
  let routes: { method: (typeof METHODS)[number]; path: string; security: unknown }[];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_PASSWORD: 'waechter-passwort-123' });
    // Enumerated from the OpenAPI document, so a route added later is covered without touching this test.
    const document = buildOpenApiDocument(t.app);
    routes = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([path, item]) =>
        METHODS.filter((method) => item[method] !== undefined).map((method) => ({
          method,
          path,
          security: item[method]?.security,
        })),
      );
  });

  afterAll(async () => {
    await t.close();
  });

  it('finds the admin routes in the OpenAPI document', () => {
    const names = routes.map((route) => `${route.method} ${route.path}`);
    expect(names).toEqual(expect.arrayContaining([...PUBLIC_ADMIN_ROUTES, 'post /api/admin/logout']));
    expect(names.length).toBeGreaterThanOrEqual(5);
  });

  it('answers 401 Keine Admin-Session on each guarded route and documents both header forms', async () => {
    const guarded = routes.filter((route) => !PUBLIC_ADMIN_ROUTES.includes(`${route.method} ${route.path}`));
    expect(guarded.length).toBeGreaterThan(0);
    const failures: string[] = [];
    for (const route of guarded) {
      const url = route.path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const response = await request(t.server)[route.method](url).send({});
      if (response.status !== 401 || response.body.message !== 'Keine Admin-Session') {
        failures.push(`${route.method.toUpperCase()} ${route.path}: ${response.status} ${response.body.message}`);
      }
      const bearer = await request(t.server)[route.method](url).set('authorization', 'Token abc').send({});
      if (bearer.status !== 401 || bearer.body.message !== 'Bearer Token erforderlich') {
        failures.push(`${route.method.toUpperCase()} ${route.path} (Basic): ${bearer.status} ${bearer.body.message}`);
      }
      expect(route.security).toEqual([{ adminSession: [] }, { adminBearer: [] }]);
    }
    expect(failures).toEqual([]);
  });

  it('leaves only login and the path check open, and documents them without a scheme', () => {
    const open = routes.filter((r) => PUBLIC_ADMIN_ROUTES.includes(`${r.method} ${r.path}`));
    // Every named open route is in the document: a renamed route fails here instead of leaving the loop empty.
    expect(open.map((r) => `${r.method} ${r.path}`).sort()).toEqual([...PUBLIC_ADMIN_ROUTES].sort());
    for (const route of open) {
      expect(route.security).toEqual([]);
    }
  });
});
