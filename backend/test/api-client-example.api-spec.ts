import { createJiti } from 'jiti';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { CATEGORY_CODES } from '../src/businesses/business-constants';
import { ERROR_CODE_NAMES, ERROR_CODES } from '../src/common/error-codes';
import { limitOf, RATE_LIMIT_EXTENSION, RATE_LIMITS } from '../src/common/throttling/rate-limit';
import { loadConfig } from '../src/config/app-config';
import { validBusinessPayload } from './support/business-payloads';
import { adminSession, createTestApp, TestApp } from './support/test-app';

const root = resolve(__dirname, '../..');
const exampleDir = join(root, 'docs/api-client');
const bin = (name: string): string => join(root, 'node_modules/.bin', name);
const STALE = 'veraltet: `npm run api:generate` ausführen und das Ergebnis committen';

/**
 * The part of docs/api-client/directory-client.ts this test calls. The example is loaded at run time
 * (jiti), outside the backend's compilation; its own strict type-check is the tsc run below.
 */
interface Listed {
  id: string;
  name: string;
  categoryCode: string;
}
interface SearchPage {
  businesses: Listed[];
  total: number;
  exact: boolean;
  next?: { page: number; cursor?: string };
}
interface ExampleModule {
  createDirectoryClient(baseUrl: string): object;
  searchBusinesses(client: object, filters: Record<string, unknown>, at?: SearchPage['next']): Promise<SearchPage>;
  searchAll(client: object, filters: Record<string, unknown>): Promise<Listed[]>;
  getBusiness(client: object, id: string): Promise<Listed | undefined>;
}

describe('types generated from docs/openapi.json with openapi-typescript', () => {
  let generated: string;

  beforeAll(() => {
    const dir = mkdtempSync(join(tmpdir(), 'bb-openapi-ts-'));
    try {
      const target = join(dir, 'branchenbuch-api.d.ts');
      const run = spawnSync(bin('openapi-typescript'), [join(root, 'docs/openapi.json'), '-o', target], {
        cwd: root,
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      generated = readFileSync(target, 'utf8');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('have no unknown: every parameter, body and header is typed', () => {
    // openapi-typescript adds `[name: string]: unknown;` to every response's headers by itself: the
    // headers a response may carry beyond the documented ones. Nothing of our document is `unknown`.
    const unknowns = generated
      .split('\n')
      .map((line, index) => `${index + 1}: ${line.trim()}`)
      .filter((line) => /\bunknown\b/.test(line) && !line.endsWith(': [name: string]: unknown;'));
    expect(unknowns).toEqual([]);
    expect(generated).toContain('"X-Total-Count": components["headers"]["X-Total-Count"]');
    expect(generated).toMatch(/categoryCode: components\["schemas"\]\["EntryCategoryCode"\]/);
  });

  it(`are the committed docs/api-client/branchenbuch-api.d.ts (${STALE})`, () => {
    expect(readFileSync(join(exampleDir, 'branchenbuch-api.d.ts'), 'utf8')).toBe(generated);
  });
});

describe('the tables of docs/api.md', () => {
  const doc = readFileSync(join(root, 'docs/api.md'), 'utf8');
  const rows = doc.split('\n').filter((line) => line.startsWith('| '));
  const rowOf = (first: string): string | undefined => rows.find((row) => row.split('|')[1].trim() === first);

  it('name every error code with its meaning', () => {
    for (const code of ERROR_CODE_NAMES) expect(rowOf(`\`${code}\``)).toContain(ERROR_CODES[code]);
  });

  it('name every rate limit with its default and its operations', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    const openapi = JSON.parse(readFileSync(join(root, 'docs/openapi.json'), 'utf8')) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const name of RATE_LIMITS) {
      const { limit, windowMs } = limitOf(config, name);
      const row = rowOf(`\`${name}\``);
      expect([name, row]).toEqual([name, expect.stringContaining(`${limit} per ${windowMs / 1000} s`)]);
      for (const [path, item] of Object.entries(openapi.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          if (operation[RATE_LIMIT_EXTENSION] === name) expect(row).toContain(`\`${method.toUpperCase()} ${path}\``);
        }
      }
    }
  });

  it('name every category with its code', () => {
    for (const [name, code] of Object.entries(CATEGORY_CODES)) expect(rowOf(name)).toContain(`\`${code}\``);
  });
});

describe('the integration example of docs/api.md (docs/api-client/directory-client.ts)', () => {
  const ADMIN = { ADMIN_USERNAME: 'integration', ADMIN_PASSWORD: 'integration-geheim-2026' };
  let t: TestApp;
  let example: ExampleModule;
  let client: object;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp(ADMIN);
    const session = await adminSession(t);
    const entries = [
      { name: 'Bäckerei Schmidt', city: 'Berlin', postalCode: '10115' },
      { name: 'Bäckerei Schulz', city: 'Berlin', postalCode: '10117' },
      { name: 'Café Krause', city: 'Berlin', postalCode: '10119' },
      { name: 'Friseur Weber', city: 'Hamburg', postalCode: '20095', category: 'Wellness & Schönheit' },
    ];
    for (const entry of entries) {
      const { state: _state, ...fields } = validBusinessPayload(entry);
      const created = await request(t.server)
        .post('/api/admin/businesses')
        .set('x-admin-session', session)
        .send(fields)
        .expect(201);
      ids[entry.name] = created.body.id;
    }
    await t.app.listen(0, '127.0.0.1');
    const { port } = t.app.getHttpServer().address() as AddressInfo;
    example = await createJiti(__filename).import<ExampleModule>(join(exampleDir, 'directory-client.ts'));
    client = example.createDirectoryClient(`http://127.0.0.1:${port}`);
  });

  afterAll(async () => {
    await t.close();
  });

  it('type-checks on its own, strict, against the generated types', () => {
    const run = spawnSync(bin('tsc'), ['-p', join(exampleDir, 'tsconfig.json')], { cwd: root, encoding: 'utf8' });
    expect(run.stdout + run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('is shown in docs/api.md as it is', () => {
    const code = readFileSync(join(exampleDir, 'directory-client.ts'), 'utf8');
    expect(readFileSync(join(root, 'docs/api.md'), 'utf8')).toContain(code);
  });

  it('lists the published businesses with their total', async () => {
    const page = await example.searchBusinesses(client, {});
    expect(page).toMatchObject({ total: 4, exact: true, next: undefined });
    expect(page.businesses.map((business) => business.name).sort()).toEqual([
      'Bäckerei Schmidt',
      'Bäckerei Schulz',
      'Café Krause',
      'Friseur Weber',
    ]);
  });

  it('searches page by page along the Link header, by German name or code of a category', async () => {
    const first = await example.searchBusinesses(client, { city: 'Berlin', limit: 2 });
    expect(first).toMatchObject({ total: 3, next: { page: 2 } });
    expect(first.businesses).toHaveLength(2);
    const all = await example.searchAll(client, { city: 'Berlin', limit: 2 });
    expect(all.map((business) => business.name).sort()).toEqual(['Bäckerei Schmidt', 'Bäckerei Schulz', 'Café Krause']);
    const bakeries = await example.searchAll(client, { query: 'Bäckerei', category: 'restaurant-gastronomie' });
    expect(bakeries.map((business) => business.name).sort()).toEqual(['Bäckerei Schmidt', 'Bäckerei Schulz']);
  });

  it('shows one business, and nothing for an unknown id', async () => {
    const business = await example.getBusiness(client, ids['Friseur Weber']);
    expect(business).toMatchObject({ name: 'Friseur Weber', categoryCode: 'wellness-schoenheit' });
    expect(await example.getBusiness(client, '00000000-0000-4000-8000-000000000000')).toBeUndefined();
  });

  it('raises the error body with its stable code', async () => {
    await expect(example.searchBusinesses(client, { limit: 101 })).rejects.toMatchObject({
      body: { code: 'VALIDATION_FAILED', message: 'Limit muss zwischen 1 und 100 liegen' },
    });
  });
});
