import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { publishedBlogArticles, STATIC_PAGES } from '../src/seo/public-pages';
import { createTestApp, TestApp } from './support/test-app';

const BASE = 'https://branchenbuch.example';
const SCHEMAS = join(__dirname, 'fixtures', 'sitemaps');
const DATASET_SIZE = 1824;

/** Validates with xmllint (Debian's libxml2-utils) against the sitemaps.org schema; throws its message when invalid. */
function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd'): void {
  const dir = mkdtempSync(join(tmpdir(), 'sitemap-'));
  try {
    writeFileSync(join(dir, 'file.xml'), xml);
    execFileSync('xmllint', ['--noout', '--schema', join(SCHEMAS, schema), join(dir, 'file.xml')], { stdio: 'pipe' });
  } catch (error) {
    // A plain error with the reason: the child process's own error object holds a circular reference, which made
    // Jest's JSON report crash, so `npm test` could not count the stage.
    const { code, stderr } = error as { code?: string; stderr?: Buffer };
    if (code === 'ENOENT')
      throw new Error("xmllint is missing: apt-get install libxml2-utils (the README's prerequisites)");
    throw new Error(`xmllint: ${stderr?.toString() ?? String(error)}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);
}

/** `loc → lastmod` of every `<url>`. */
function urlEntries(xml: string): Map<string, string | undefined> {
  const entries = [...xml.matchAll(/<url><loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?<\/url>/g)];
  return new Map(entries.map((match) => [match[1], match[2]]));
}

describe('sitemaps and robots.txt', () => {
  let t: TestApp;
  let fastify: FastifyInstance;
  /** Every business of the dataset: `absolute URL → updated_at` as ISO text. */
  let businesses: Map<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_BASE_URL: `${BASE}/` }, { dataset: true });
    fastify = t.app.getHttpAdapter().getInstance();
    const rows = await t.dataSource.query<{ id: string; updated_at: Date }[]>('SELECT id, updated_at FROM businesses');
    businesses = new Map(rows.map((row) => [`${BASE}/business/${row.id}`, row.updated_at.toISOString()]));
  });

  afterAll(async () => {
    await t.close();
  });

  function get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return fastify.inject({ method: 'GET', url, headers });
  }

  it('the index lists the static file, the business files and the landing-page files, valid against siteindex.xsd', async () => {
    const response = await get('/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(locs(response.body)).toEqual([
      `${BASE}/sitemap-static.xml`,
      `${BASE}/sitemap-businesses-1.xml`,
      `${BASE}/sitemap-branchen-1.xml`,
    ]);
    validate(response.body, 'siteindex.xsd');
  });

  it('a business file lists every published business with its last change, valid against sitemap.xsd', async () => {
    const response = await get('/sitemap-businesses-1.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    validate(response.body, 'sitemap.xsd');
    const entries = urlEntries(response.body);
    expect(businesses.size).toBe(DATASET_SIZE);
    expect(entries).toEqual(businesses);
  });

  it('the static file lists the public pages and the blog articles, not the entry form', async () => {
    const response = await get('/sitemap-static.xml');
    expect(response.statusCode).toBe(200);
    validate(response.body, 'sitemap.xsd');
    const articles = publishedBlogArticles();
    expect(articles.map((article) => article.slug)).toContain('koeln-startup-szene');
    expect(urlEntries(response.body)).toEqual(
      new Map([
        ...STATIC_PAGES.map((path): [string, undefined] => [`${BASE}${path}`, undefined]),
        ...articles.map((article): [string, string] => [`${BASE}/blog/${article.slug}`, article.published]),
      ]),
    );
    expect(response.body).toContain(`<loc>${BASE}/impressum</loc>`);
    expect(response.body).not.toContain('secret-business-entry-form');
  });

  it('a landing-page file lists every trade × city combination with entries, valid against sitemap.xsd', async () => {
    const rows = await t.dataSource.query<{ trade_slug: string; city_slug: string }[]>(
      'SELECT trade_slug, city_slug FROM landing_pages WHERE business_count > 0',
    );
    const response = await get('/sitemap-branchen-1.xml');
    expect(response.statusCode).toBe(200);
    validate(response.body, 'sitemap.xsd');
    const listed = locs(response.body);
    expect(listed).toContain(`${BASE}/branchen/friseur/berlin`);
    expect(listed).toContain(`${BASE}/branchen/restaurant-gastronomie/muenchen`);
    expect(new Set(listed)).toEqual(new Set(rows.map((row) => `${BASE}/branchen/${row.trade_slug}/${row.city_slug}`)));
    expect(listed.length).toBe(rows.length);
  });

  it('is compressed for clients that accept it', async () => {
    const response = await get('/sitemap-businesses-1.xml', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(urlEntries(gunzipSync(response.rawPayload).toString('utf8')).size).toBe(DATASET_SIZE);
  });

  it('a changed business is listed with the time of its change', async () => {
    const [{ id }] = await t.dataSource.query<{ id: string }[]>('SELECT id FROM businesses ORDER BY id LIMIT 1');
    await t.dataSource.query(`UPDATE businesses SET name = name || ' neu', updated_at = now() WHERE id = $1`, [id]);
    const [{ updated_at: updatedAt }] = await t.dataSource.query<{ updated_at: Date }[]>(
      'SELECT updated_at FROM businesses WHERE id = $1',
      [id],
    );
    expect(updatedAt.toISOString()).not.toBe(businesses.get(`${BASE}/business/${id}`));
    const entries = urlEntries((await get('/sitemap-businesses-1.xml')).body);
    expect(entries.get(`${BASE}/business/${id}`)).toBe(updatedAt.toISOString());
  });

  it('robots.txt points to the index and keeps crawlers off the entry form and edit pages, naming no admin path', async () => {
    const response = await get('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Disallow: /secret-business-entry-form',
        'Disallow: /business/*/edit',
        '',
        `Sitemap: ${BASE}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  describe('with small files and the frontend served', () => {
    const CHUNK_SIZE = 500;
    let small: TestApp;
    let distDir: string;

    beforeAll(async () => {
      distDir = mkdtempSync(join(tmpdir(), 'sitemap-dist-'));
      writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>SPA</title>');
      small = await createTestApp(
        { PUBLIC_BASE_URL: BASE, SITEMAP_CHUNK_SIZE: String(CHUNK_SIZE), FRONTEND_DIST_DIR: distDir },
        { dataset: true },
      );
    });

    afterAll(async () => {
      await small.close();
      rmSync(distDir, { recursive: true, force: true });
    });

    function getSmall(url: string): Promise<LightMyRequestResponse> {
      return small.app.getHttpAdapter().getInstance().inject({ method: 'GET', url });
    }

    it('splits the businesses into files of at most the chunk size that together list each once', async () => {
      const index = await getSmall('/sitemap.xml');
      validate(index.body, 'siteindex.xsd');
      const files = Math.ceil(DATASET_SIZE / CHUNK_SIZE);
      const [{ count: landingPages }] = await small.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM landing_pages',
      );
      expect(locs(index.body)).toEqual([
        `${BASE}/sitemap-static.xml`,
        ...Array.from({ length: files }, (_, n) => `${BASE}/sitemap-businesses-${n + 1}.xml`),
        ...Array.from(
          { length: Math.ceil(landingPages / CHUNK_SIZE) },
          (_, n) => `${BASE}/sitemap-branchen-${n + 1}.xml`,
        ),
      ]);
      const listed: string[] = [];
      for (let n = 1; n <= files; n += 1) {
        const chunk = await getSmall(`/sitemap-businesses-${n}.xml`);
        validate(chunk.body, 'sitemap.xsd');
        const urls = locs(chunk.body);
        expect(urls.length).toBe(n < files ? CHUNK_SIZE : DATASET_SIZE - CHUNK_SIZE * (files - 1));
        listed.push(...urls);
      }
      expect(new Set(listed).size).toBe(DATASET_SIZE);
      expect(new Set(listed)).toEqual(new Set(businesses.keys()));
    });

    it('splits the landing pages into files that together list each once', async () => {
      const [{ count }] = await small.dataSource.query<{ count: number }[]>(
        'SELECT count(*)::int AS count FROM landing_pages',
      );
      const files = Math.ceil(count / CHUNK_SIZE);
      expect(files).toBeGreaterThan(1);
      const listed: string[] = [];
      for (let n = 1; n <= files; n += 1) {
        const chunk = await getSmall(`/sitemap-branchen-${n}.xml`);
        validate(chunk.body, 'sitemap.xsd');
        listed.push(...locs(chunk.body));
      }
      expect(listed.length).toBe(count);
      expect(new Set(listed).size).toBe(count);
      expect((await getSmall(`/sitemap-branchen-${files + 1}.xml`)).statusCode).toBe(404);
    });

    it.each([
      `/sitemap-businesses-${Math.ceil(DATASET_SIZE / CHUNK_SIZE) + 1}.xml`,
      '/sitemap-businesses-0.xml',
      '/sitemap-businesses.xml',
      '/sitemap-static-1.xml',
      '/sitemap-landing-1.xml',
    ])('%s is a 404 with the German message, not the SPA', async (url) => {
      const response = await getSmall(url);
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(response.json()).toEqual({
        statusCode: 404,
        error: 'Not Found',
        code: 'NOT_FOUND',
        message: 'Sitemap nicht gefunden',
      });
    });

    it('answers paths like a sitemap that match no route with a JSON 404, not the SPA', async () => {
      const response = await getSmall('/sitemap-.xml');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    });

    it('still serves the SPA for the pages the sitemap lists', async () => {
      const response = await getSmall('/impressum');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>SPA</title>');
    });
  });
});
