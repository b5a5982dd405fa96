import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';

/**
 * Stored XSS (issue 15): script and event-handler payloads stored through the API in every text
 * field of a business and a review are shown as text on the search results, every tab of the
 * business page and the admin list, and none of them runs (no global set, no request, no dialog).
 */
const TOKEN = 'Xssprobe';
const BEACON = '/xss-beacon';
const PAYLOADS = [
  `<script>window.__xss=1</script>`,
  `<img src=x onerror="window.__xss=2">`,
  `"><svg onload=window.__xss=3>`,
  `<img src="${BEACON}.png">`,
  `'"><iframe src=javascript:window.__xss=4>`,
];
const TEXT_FIELDS = [
  'name',
  'description',
  'services',
  'street',
  'city',
  'keywords',
  'phone',
  'fax',
  'email',
  'website',
];
const TOKEN_KEY = 'bb:admin-session';

function payloadFor(field: string, index: number): string {
  const payload = PAYLOADS[index % PAYLOADS.length];
  return field === 'name' ? `${TOKEN} ${payload}`.slice(0, 100) : `${TOKEN}${field} ${payload}`;
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** Stores the payloads in every text field the API accepts them in; returns what was stored. */
async function storeBusiness(
  request: APIRequestContext,
  token: string,
): Promise<{ id: string; stored: Record<string, string> }> {
  const fields: Record<string, unknown> = {
    name: 'x',
    category: 'Restaurant & Gastronomie',
    street: 'Hauptstraße 1',
    postalCode: '80331',
    city: 'München',
    country: 'Deutschland',
  };
  TEXT_FIELDS.forEach((field, index) => (fields[field] = payloadFor(field, index)));
  const refused = new Set<string>();
  for (let attempt = 0; attempt < TEXT_FIELDS.length; attempt++) {
    const body = Object.fromEntries(Object.entries(fields).filter(([field]) => !refused.has(field)));
    for (const field of refused) if (['street', 'city', 'name'].includes(field)) body[field] = `${TOKEN} ${field}`;
    const response = await request.post('/api/admin/businesses', { data: body, headers: { 'x-admin-session': token } });
    if (response.status() === 201) {
      const created = (await response.json()) as { id: string };
      const stored = Object.fromEntries(TEXT_FIELDS.filter((f) => !refused.has(f)).map((f) => [f, String(fields[f])]));
      return { id: created.id, stored };
    }
    expect(response.status()).toBe(400);
    const { errors } = (await response.json()) as { errors: { field: string }[] };
    errors.forEach((error) => refused.add(error.field));
  }
  throw new Error('Kein Eintrag mit den Testzeichenketten angenommen');
}

/** Nothing the payloads would do happened on this page. */
async function expectNoScriptRan(page: Page, requests: string[], dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(requests.filter((url) => url.includes(BEACON))).toEqual([]);
  expect(dialogs).toEqual([]);
}

test.describe('stored XSS', () => {
  test('payloads in every text field of a business and a review show as text and never run', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const { id, stored } = await storeBusiness(request, token);
    // The fields that reach the pages as text: at least name, description, services, street and city.
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['name', 'description', 'services', 'street']));
    const review = {
      authorName: `${TOKEN} <img src=x onerror="window.__xss=5">`,
      rating: 4,
      comment: `${TOKEN} ${PAYLOADS.join(' ')}`,
    };
    const reviewResponse = await request.post(`/api/businesses/${id}/reviews`, { data: review });
    expect(reviewResponse.status()).toBe(201);

    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    try {
      await page.goto(`/search?query=${TOKEN}`);
      await expect(page.getByText(stored.name, { exact: false }).first()).toBeVisible();
      await expectNoScriptRan(page, requests, dialogs);

      await page.goto(`/business/${id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(stored.name);
      for (const field of ['description', 'services'] as const) {
        await expect(page.getByText(stored[field], { exact: false }).first()).toBeVisible();
      }
      await expectNoScriptRan(page, requests, dialogs);
      for (const tab of await page.getByRole('tab').all()) {
        await tab.click();
        await expectNoScriptRan(page, requests, dialogs);
      }
      await page.getByRole('tab', { name: /^Bewertungen/ }).click();
      await expect(page.getByText(review.comment).first()).toBeVisible();
      await expect(page.getByText(review.authorName).first()).toBeVisible();
      await expectNoScriptRan(page, requests, dialogs);

      await page.goto('/impressum');
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await page.goto(`/${E2E_ADMIN.segment}/dashboard`);
      await expect(page.getByText(stored.name).first()).toBeVisible();
      await expectNoScriptRan(page, requests, dialogs);
    } finally {
      const deleted = await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': token } });
      expect(deleted.status()).toBe(204);
    }
  });
});
