import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config';

const LOGIN = `/${E2E_ADMIN.segment}/login`;
const DASHBOARD = `/${E2E_ADMIN.segment}/dashboard`;
const SHOTS = '/work/screenshots/admin';
const TOKEN_KEY = 'bb:admin-session';

// A 1×1 PNG, uploaded as a real file through the dialog's file input.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function apiLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** Logs in through the API and opens the dashboard with the token stored like the login page stores it. */
async function openDashboard(page: Page, request: APIRequestContext): Promise<string> {
  const token = await apiLogin(request);
  await page.goto('/impressum');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Dashboard' })).toBeVisible();
  return token;
}

async function totalCount(request: APIRequestContext, token: string, query = ''): Promise<number> {
  const response = await request.get(`/api/admin/businesses?limit=1${query}`, {
    headers: { 'x-admin-session': token },
  });
  expect(response.status()).toBe(200);
  return Number(response.headers()['x-total-count']);
}

async function expectNoSeriousAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test.describe('admin back office', () => {
  test('any other segment is the ordinary 404 page, and public pages never load the admin code', async ({ page }) => {
    await page.goto('/kein-admin-bereich-hier/login');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto('/');
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(scripts.filter((url) => /admin/i.test(url))).toEqual([]);
    for (const url of scripts) {
      const body = await (await page.request.get(url)).text();
      expect(body).not.toContain(E2E_ADMIN.segment);
      expect(body).not.toContain('Formular-Kunden markieren');
    }
  });

  test('a wrong password shows the server error; the right one opens the dashboard with the count', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(LOGIN);
    await expect(page.getByRole('heading', { name: 'Admin-Anmeldung' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Benutzername erforderlich')).toBeVisible();
    await expect(page.getByText('Passwort erforderlich')).toBeVisible();

    await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
    await page.getByLabel('Passwort').fill('falsches-Passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert')).toContainText(/falsch/i);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/login-1280.png`, fullPage: true });

    await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page).toHaveURL(DASHBOARD);
    const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(token).toBeTruthy();
    const total = await totalCount(request, token!);
    await expect(page.getByTestId('entry-count')).toHaveText(`${total.toLocaleString('de-DE')} Einträge`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  });

  test('without a token the dashboard sends the administrator to the login', async ({ page }) => {
    await page.goto(DASHBOARD);
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('alert')).toHaveText('Keine Admin-Session');
  });
});
