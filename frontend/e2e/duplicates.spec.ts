import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { adminSession } from './support/admin-session';

const SCREENSHOTS = '/work/screenshots/hours';
const FORM = '/secret-business-entry-form';
const HINT = 'Dieses Unternehmen ist möglicherweise schon eingetragen';

interface Listed {
  id: string;
  name: string;
  street: string;
  postalCode: string;
  city: string;
}

async function screenshot(page: Page, name: string, target = page.locator('main')): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(150);
    await target.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The Berlin calendar day `days` from now, 'JJJJ-MM-TT'. */
function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

/** What these tests add is removed again: other suites count the seeded entries. */
const created: string[] = [];

function rememberCreated(page: Page): void {
  page.on('response', async (response) => {
    if (response.request().method() === 'POST' && response.url().endsWith('/api/businesses') && response.ok()) {
      created.push(((await response.json()) as { id: string }).id);
    }
  });
}

test.afterAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const token = await adminSession(request, E2E_ADMIN);
  for (const id of created) {
    await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': token } });
  }
  await request.dispose();
});

test.describe('entry form: duplicates, hours past midnight, temporary closure', () => {
  test.beforeEach(({ page }) => rememberCreated(page));

  test('hints at an entry that is already listed, links to it, and still lets the owner send the form', async ({
    page,
  }) => {
    const [existing] = (await (await page.request.get('/api/businesses?limit=1')).json()) as Listed[];
    await page.goto(FORM);
    await page.getByLabel('Firmenname', { exact: true }).fill(existing.name);
    await page.getByLabel('Kategorie', { exact: true }).selectOption('Sonstige');
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill(existing.street);
    await page.getByLabel('PLZ', { exact: true }).fill(existing.postalCode);
    await page.getByLabel('Stadt', { exact: true }).fill(existing.city);

    const hint = page.getByRole('region', { name: HINT });
    await expect(hint).toBeVisible();
    const link = hint.getByRole('link', { name: existing.name });
    await expect(link).toHaveAttribute('href', `/business/${existing.id}`);
    await expect(link).toHaveAttribute('target', '_blank');
    await screenshot(page, 'duplicate-hint', hint);

    // Another name at the same address: the hint goes.
    await page.getByLabel('Firmenname', { exact: true }).fill(`Zweiradwerkstatt Quendel ${Date.now()}`);
    await expect(hint).toBeHidden();

    // The owner may go on with the similar name: the hint does not block sending.
    await page.getByLabel('Firmenname', { exact: true }).fill(existing.name);
    await expect(hint).toBeVisible();
    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/businesses'),
    );
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    expect((await created).status()).toBe(201);
    await expect(page.getByRole('button', { name: 'Eintrag erstellt' })).toBeDisabled();
  });

  test('takes hours past midnight and a temporary closure, and shows both on the entry page', async ({ page }) => {
    const name = `Nachtcafé Eule ${Date.now()}`;
    const until = dayFromNow(30);
    await page.goto(FORM);
    await page.getByLabel('Firmenname', { exact: true }).fill(name);
    await page.getByLabel('Kategorie', { exact: true }).selectOption('Restaurant & Gastronomie');
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Mondweg 3');
    await page.getByLabel('PLZ', { exact: true }).fill('32052');
    await page.getByLabel('Stadt', { exact: true }).fill('Herford');
    await page.getByRole('switch', { name: 'Freitag geöffnet' }).check();
    await page.getByLabel('Freitag öffnet um', { exact: true }).fill('18:00');
    await page.getByLabel('Freitag schließt um', { exact: true }).fill('02:00');
    await expect(page.getByText('Schließt nach Mitternacht, am Folgetag um 02:00 Uhr.')).toBeVisible();
    await page.getByRole('switch', { name: 'Samstag geöffnet' }).check();
    await page.getByLabel('Samstag öffnet um', { exact: true }).fill('00:00');
    await page.getByLabel('Samstag schließt um', { exact: true }).fill('00:00');
    await expect(page.getByText('Rund um die Uhr geöffnet.')).toBeVisible();
    await page.getByLabel('Vorübergehend geschlossen').check();
    await page.getByLabel('Geschlossen bis einschließlich').fill(until);
    await screenshot(page, 'entry-form-hours', page.getByRole('region', { name: 'Öffnungszeiten' }));

    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/businesses'),
    );
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    const { id } = (await (await created).json()) as { id: string };
    const saved = await (await page.request.get(`/api/businesses/${id}`)).json();
    expect(saved).toMatchObject({
      fridayOpen: '18:00',
      fridayClose: '02:00',
      saturdayOpen: '00:00',
      saturdayClose: '00:00',
      temporarilyClosed: true,
      temporarilyClosedUntil: until,
      openNow: false,
    });

    await page.goto(`/business/${id}`);
    const [year, month, day] = until.split('-');
    const label = `Vorübergehend geschlossen bis ${day}.${month}.${year}`;
    await expect(page.getByText(label).first()).toBeVisible();
    const hours = page.getByRole('region', { name: 'Öffnungszeiten' });
    await expect(hours.getByText(label)).toBeVisible();
    await expect(hours.getByRole('definition').nth(4)).toHaveText('18:00 – 02:00');
    await expect(hours.getByRole('definition').nth(5)).toHaveText('Rund um die Uhr');
    await screenshot(page, 'business-closed');
  });

  test('the admin list flags the newer entry as a likely duplicate, linking to the original', async ({
    page,
    request,
  }) => {
    const [existing] = (await (await request.get('/api/businesses?limit=1')).json()) as Listed[];
    const copy = await request.post('/api/businesses', {
      data: {
        name: `${existing.name} GmbH`,
        category: 'Sonstige',
        street: existing.street,
        postalCode: existing.postalCode,
        city: existing.city,
      },
    });
    expect(copy.status()).toBe(201);
    const { id } = (await copy.json()) as { id: string };
    created.push(id);

    const token = await adminSession(request, E2E_ADMIN);
    await page.goto('/impressum');
    await page.evaluate((value) => localStorage.setItem('bb:admin-session', value), token);
    await page.goto(`/${E2E_ADMIN.segment}/dashboard`);
    await page.getByLabel('Einträge durchsuchen').fill(existing.name);
    const row = page.getByRole('listitem').filter({ hasText: `${existing.name} GmbH` });
    await expect(row.getByText('Mögliche Dublette')).toBeVisible();
    // Among the older entries it names (the first test entered the same business too): the original.
    await expect(row.locator(`a[href="/business/${existing.id}"]`)).toHaveText(existing.name);
    await screenshot(page, 'admin-duplicate', row);
  });
});
