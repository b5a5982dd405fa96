import { type APIRequestContext, type APIResponse } from '@playwright/test';
import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';

/**
 * The public pages as search engines, link previews and slow phones get them: raw HTML without JavaScript
 * (Playwright's request context runs no script), then the hydrated page in Chromium.
 */

interface Business {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
  phone: string | null;
  email: string | null;
  averageRating: number;
  reviewCount: number;
  mondayOpen: string | null;
  mondayClose: string | null;
}

type JsonLd = Record<string, unknown> & { '@type': string };

function jsonLdOf(html: string): JsonLd[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]) as JsonLd,
  );
}

function canonicalOf(html: string): string | undefined {
  return /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1];
}

function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1];
}

/** The part of the page React renders (inside #root), without the head's meta data. */
function bodyOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  // React separates neighbouring texts with empty comments ('47051<!-- --> <!-- -->Duisburg').
  return start === -1 ? '' : html.slice(start).replace(/<!-- -->/g, '');
}

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

async function html(response: APIResponse): Promise<string> {
  expect(response.headers()['content-type']).toContain('text/html');
  return decode(await response.text());
}

/** A business with reviews and Monday hours from the bundled data, as the JSON API describes it. */
async function reviewedBusiness(request: APIRequestContext): Promise<Business> {
  const response = await request.get('/api/businesses?limit=100');
  expect(response.status()).toBe(200);
  const list = (await response.json()) as Business[];
  const found = list.find((business) => business.reviewCount > 0 && business.mondayOpen !== null);
  expect(found, 'a reviewed business with opening hours in the bundled data').toBeDefined();
  const detail = await request.get(`/api/businesses/${found!.id}`);
  return (await detail.json()) as Business;
}

test.describe('server-rendered pages (raw HTML, no JavaScript)', () => {
  test('a business page carries name, address, hours, canonical URL and LocalBusiness data', async ({
    request,
    baseURL,
  }) => {
    const business = await reviewedBusiness(request);
    const response = await request.get(`/business/${business.id}`);
    expect(response.status()).toBe(200);
    const page = await html(response);
    const body = bodyOf(page);

    expect(titleOf(page)).toBe(`${business.name} in ${business.city} | Branchenbuch`);
    expect(body).toContain(`<h1`);
    expect(body).toContain(business.name);
    expect(body).toContain(business.street);
    expect(body).toContain(`${business.postalCode} ${business.city}`);
    expect(body).toContain(`${business.mondayOpen} – ${business.mondayClose}`);
    expect(canonicalOf(page)).toBe(`${baseURL}/business/${business.id}`);
    expect(page).toContain(`<meta property="og:title" content="${business.name} in ${business.city} | Branchenbuch"`);
    expect(page).not.toContain('noindex');

    const data = jsonLdOf(page);
    const local = data.find((item) => item['@type'] === 'LocalBusiness');
    expect(local).toMatchObject({
      '@context': 'https://schema.org',
      name: business.name,
      url: `${baseURL}/business/${business.id}`,
      address: {
        '@type': 'PostalAddress',
        streetAddress: business.street,
        postalCode: business.postalCode,
        addressLocality: business.city,
      },
      aggregateRating: { ratingValue: business.averageRating, reviewCount: business.reviewCount },
    });
    if (business.phone !== null) expect(local?.telephone).toBe(business.phone);
    if (business.email !== null) expect(local?.email).toBe(business.email);
    expect(local?.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Monday',
      opens: business.mondayOpen,
      closes: business.mondayClose,
    });
    const reviews = local?.review as { reviewRating: { ratingValue: number } }[] | undefined;
    expect(reviews?.length).toBeGreaterThan(0);
    expect(data.find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();
    // The data the page was rendered with travels along, so the browser needs no second request.
    expect(page).toContain('<script type="application/json" id="ssr-state">');
  });

  test('a search page lists its results with a canonical URL for the criteria', async ({ request, baseURL }) => {
    const api = await request.get('/api/businesses?city=Berlin&limit=24');
    const expected = (await api.json()) as Business[];
    expect(expected.length).toBeGreaterThan(0);

    const response = await request.get('/search?city=Berlin');
    expect(response.status()).toBe(200);
    const page = await html(response);
    expect(titleOf(page)).toBe('Suchergebnisse für Unternehmen in Berlin | Branchenbuch');
    expect(canonicalOf(page)).toBe(`${baseURL}/search?city=Berlin`);
    const body = bodyOf(page);
    for (const business of expected.slice(0, 5)) expect(body).toContain(business.name);
    expect(body).toMatch(/\d+ Ergebnisse? gefunden/);
  });

  test('a landing page lists its trade in its city, with its own canonical URL and breadcrumb data', async ({
    request,
    baseURL,
  }) => {
    const links = await request.get('/api/landing-pages');
    expect(links.status()).toBe(200);
    const { popular } = (await links.json()) as { popular: { trade: { slug: string }; city: { slug: string } }[] };
    const trade = popular[0]?.trade.slug;
    const city = popular[0]?.city.slug;
    expect(trade, 'a landing page linked from the home page').toBeDefined();
    const api = await request.get(`/api/landing-pages/${trade}/${city}`);
    expect(api.status()).toBe(200);
    const data = (await api.json()) as { items: Business[]; city: { name: string } };

    const response = await request.get(`/branchen/${trade}/${city}`);
    expect(response.status()).toBe(200);
    const page = await html(response);
    expect(canonicalOf(page)).toBe(`${baseURL}/branchen/${trade}/${city}`);
    const main = bodyOf(page);
    expect(main).toMatch(new RegExp(`<h1[^>]*>[^<]* in ${data.city.name}</h1>`));
    for (const business of data.items.slice(0, 5)) expect(main).toContain(business.name);
    expect(jsonLdOf(page).find((item) => item['@type'] === 'BreadcrumbList')).toBeDefined();

    const unknown = await request.get(`/branchen/${trade}/gibt-es-nicht`);
    expect(unknown.status()).toBe(404);
    expect(bodyOf(await html(unknown))).toContain('404 Page Not Found');
  });

  test('the home page names the site and its search box for search engines', async ({ request, baseURL }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const page = await html(response);
    expect(canonicalOf(page)).toBe(`${baseURL}/`);
    const data = jsonLdOf(page);
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({ name: 'Branchenbuch' });
    expect(data.find((item) => item['@type'] === 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${baseURL}/search?query={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  test('a blog article carries BlogPosting data; an unknown one answers 404', async ({ request, baseURL }) => {
    const list = await html(await request.get('/blog'));
    const slug = /href="\/blog\/([^"]+)"/.exec(bodyOf(list))?.[1];
    expect(slug).toBeDefined();
    const response = await request.get(`/blog/${slug}`);
    expect(response.status()).toBe(200);
    const page = await html(response);
    const posting = jsonLdOf(page).find((item) => item['@type'] === 'BlogPosting');
    expect(posting?.['@context']).toBe('https://schema.org');
    expect(posting?.headline).toBe(/<h1[^>]*>([^<]*)<\/h1>/.exec(bodyOf(page))?.[1]);
    expect(posting?.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(canonicalOf(page)).toBe(`${baseURL}/blog/${slug}`);

    const missing = await request.get('/blog/gibt-es-nicht');
    expect(missing.status()).toBe(404);
    const missingPage = await html(missing);
    expect(bodyOf(missingPage)).toContain('Artikel nicht gefunden');
    expect(missingPage).toContain('<meta name="robots" content="noindex, nofollow"');
  });

  test('unknown paths and businesses answer 404 with their pages', async ({ request }) => {
    const unknown = await request.get('/gibt-es-nicht/wirklich');
    expect(unknown.status()).toBe(404);
    const unknownPage = await html(unknown);
    expect(bodyOf(unknownPage)).toContain('404 Page Not Found');
    expect(unknownPage).toContain('noindex');

    const business = await request.get('/business/00000000-0000-4000-8000-000000000000');
    expect(business.status()).toBe(404);
    expect(bodyOf(await html(business))).toContain('Unternehmen nicht gefunden');

    // A segment that is not the administrator's looks like any unknown path.
    const admin = await request.get('/kein-admin-bereich/login');
    expect(admin.status()).toBe(404);
    expect(bodyOf(await html(admin))).toContain('404 Page Not Found');
  });

  test('pages are sent compressed as the browser accepts, and the same page either way', async ({ baseURL }) => {
    /** The raw answer, not decoded: Playwright's request context and fetch would undo the compression. */
    const raw = (path: string, acceptEncoding?: string) =>
      new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
        const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
        get(new URL(path, baseURL), { headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
    /**
     * Other journeys write while this one runs, and any accepted write empties the page cache: the three answers
     * may be three renders. So the pages compared show nothing that changes between renders (not the home page's
     * random entries), and the instants a render stamps into its query state are left out of the comparison.
     */
    const page = (body: Buffer) => body.toString('utf8').replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    for (const path of ['/impressum', '/gibt-es-nicht/wirklich']) {
      const plain = await raw(path);
      expect(plain.headers['content-encoding'], path).toBeUndefined();
      expect(plain.headers.vary, path).toContain('accept-encoding');
      const brotli = await raw(path, 'gzip, deflate, br, zstd');
      expect(brotli.headers['content-encoding'], path).toBe('br');
      expect(brotli.body.length, path).toBeLessThan(plain.body.length / 3);
      expect(page(brotliDecompressSync(brotli.body)), path).toBe(page(plain.body));
      const gzip = await raw(path, 'gzip');
      expect(gzip.headers['content-encoding'], path).toBe('gzip');
      expect(page(gunzipSync(gzip.body)), path).toBe(page(plain.body));
    }
  });

  test('a page whose address the API refuses answers 400 with the German reason', async ({ request }) => {
    const refused: [string, string][] = [
      ['/search?query=B%00ckerei', 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).'],
      ['/search?near=Atlantis&radius=10', 'Ort „Atlantis“ nicht gefunden'],
      ['/branchen/friseur/ber%00lin', 'Die Anfrage enthält ein unzulässiges Steuerzeichen (NUL).'],
    ];
    for (const [path, reason] of refused) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      const page = await html(response);
      expect(bodyOf(page), path).toContain(reason);
      expect(page, path).toContain('noindex');
    }
  });

  test('the entry form, the edit page and the admin area are not indexed', async ({ request }) => {
    for (const path of ['/secret-business-entry-form', `/${E2E_ADMIN.segment}/login`]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(await html(response), path).toContain('<meta name="robots" content="noindex, nofollow"');
    }
    const { id } = await reviewedBusiness(request);
    const edit = await html(await request.get(`/business/${id}/edit`));
    expect(edit).toContain('<meta name="robots" content="noindex, nofollow"');
    // The admin area is rendered in the browser only.
    const admin = await html(await request.get(`/${E2E_ADMIN.segment}/login`));
    expect(bodyOf(admin)).not.toContain('Admin-Anmeldung');
  });

  test('a change through the API shows on the next page view (no stale cached page)', async ({ request }) => {
    const name = `SSR Frische ${Date.now()}`;
    const created = await request.post('/api/businesses', {
      data: { name, category: 'Einzelhandel & Shopping', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin' },
    });
    expect(created.status()).toBe(201);
    const { id, editToken } = (await created.json()) as { id: string; editToken: string };
    expect(bodyOf(await html(await request.get(`/business/${id}`)))).toContain(name);

    const renamed = `${name} neu`;
    const update = await request.put(`/api/businesses/${id}`, {
      headers: { 'x-edit-token': editToken },
      data: {
        name: renamed,
        category: 'Einzelhandel & Shopping',
        street: 'Hauptstraße 1',
        postalCode: '10115',
        city: 'Berlin',
      },
    });
    expect(update.status()).toBe(200);
    expect(bodyOf(await html(await request.get(`/business/${id}`)))).toContain(renamed);
  });
});

test.describe('hydration', () => {
  test('the business page hydrates without asking the API again and without warnings', async ({ page, request }) => {
    const business = await reviewedBusiness(request);
    const reviews = await request.get(`/api/businesses/${business.id}/reviews?limit=1`);
    const [newest] = (await reviews.json()) as { authorName: string }[];
    const apiCalls: string[] = [];
    const problems: string[] = [];
    page.on('request', (sent) => {
      const { pathname } = new URL(sent.url());
      if (pathname.startsWith('/api/')) apiCalls.push(`${sent.method()} ${pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));

    await page.goto(`/business/${business.id}`);
    await expect(page.getByRole('heading', { level: 1, name: business.name })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Interactive after hydration: a tab switch renders the reviews the server already sent.
    await page.getByRole('tab', { name: /Bewertungen/ }).click();
    await expect(page.getByRole('tabpanel').getByText(newest.authorName).first()).toBeVisible();
    await page.waitForLoadState('networkidle');

    // Nothing the server sent is read again; the one call is the owner's statistics counting the view.
    expect(apiCalls).toEqual([`POST /api/businesses/${business.id}/events`]);
    expect(problems).toEqual([]);
  });
});

test.describe('first load', () => {
  test('every script a page loads before it is interactive is announced in its HTML, at low priority', async ({
    page,
    request,
  }) => {
    const business = await reviewedBusiness(request);
    for (const path of ['/', '/search?city=Berlin', `/business/${business.id}`]) {
      const raw = await (await request.get(path)).text();
      const tags = [...raw.matchAll(/<(?:link rel="modulepreload"|script type="module")[^>]*(?:href|src)="([^"]+)"/g)];
      const announced = new Set(tags.map((match) => match[1]));
      // Hydration's code never competes with the stylesheet and the font for the first paint.
      expect(
        tags.filter((match) => !match[0].includes('fetchpriority="low"')).map((match) => match[1]),
        path,
      ).toEqual([]);
      expect(raw, path).toMatch(/<link rel="stylesheet"(?![^>]*fetchpriority)[^>]*>/);
      // The page's own chunk, not only the entry's shared ones.
      expect(
        [...announced].some((href) => /-page-[^/]*\.js$/.test(href)),
        path,
      ).toBe(true);
      const loaded: string[] = [];
      const listener = (sent: { resourceType(): string; url(): string }) => {
        if (sent.resourceType() === 'script') loaded.push(new URL(sent.url()).pathname);
      };
      page.on('request', listener);
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      page.off('request', listener);
      expect(loaded.length, path).toBeGreaterThan(0);
      expect(
        loaded.filter((href) => !announced.has(href)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('kept server markup', () => {
  test('cards and footer of a search page are never hydrated and still navigate in the app, without warnings or API calls', async ({
    page,
  }) => {
    const problems: string[] = [];
    const apiCalls: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (sent) => {
      if (new URL(sent.url()).pathname.startsWith('/api/')) apiCalls.push(sent.url());
    });
    await page.goto('/search?city=Berlin');
    await page.waitForLoadState('networkidle');
    expect(apiCalls).toEqual([]);
    const cards = page.locator('main article');
    expect(await cards.count()).toBeGreaterThan(1);

    // A full page load would drop this marker; a client-side navigation (KeepServerMarkup's click handler) keeps it.
    await page.evaluate(() => Object.assign(window, { hydrationMarker: true }));
    const lastCard = cards.last();
    const name = (await lastCard.getByRole('heading').textContent())?.trim() ?? '';
    await lastCard.getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    expect(await page.evaluate(() => 'hydrationMarker' in window)).toBe(true);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Impressum' }).click();
    await expect(page).toHaveURL(/\/impressum$/);
    expect(await page.evaluate(() => 'hydrationMarker' in window)).toBe(true);
    expect(problems).toEqual([]);
  });
});
