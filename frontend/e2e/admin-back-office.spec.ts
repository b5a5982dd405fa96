import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { adminSession } from './support/admin-session';

const LOGIN = `/${E2E_ADMIN.segment}/login`;
const DASHBOARD = `/${E2E_ADMIN.segment}/dashboard`;
const SHOTS = '/work/screenshots/admin';
const TOKEN_KEY = 'bb:admin-session';

// A 1×1 PNG, uploaded as a real file through the dialog's file input.
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Logs in through the API and opens the dashboard with the token stored like the login page stores it. */
async function openDashboard(page: Page, request: APIRequestContext): Promise<string> {
  const token = await adminSession(request, E2E_ADMIN);
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

/** Other suites count the seeded entries; what a test adds through the public API it removes again. */
async function deleteBusiness(request: APIRequestContext, token: string, id: string) {
  const response = await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': token } });
  expect(response.status()).toBe(204);
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

  test('create with an uploaded image, edit and verify, then delete after confirming', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const token = await openDashboard(page, request);
    const name = `E2E Admin Bäckerei ${Date.now()}`;
    const before = await totalCount(request, token);

    await page.getByRole('button', { name: 'Neues Unternehmen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Neues Unternehmen' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Unternehmen anlegen' }).click();
    await expect(dialog.getByText('Firmenname ist erforderlich')).toBeVisible();
    await expect(dialog.getByText('Ungültige Kategorie')).toBeVisible();

    await dialog.getByLabel('Firmenname').fill(name);
    await dialog.getByLabel('Kategorie').selectOption('Restaurant & Gastronomie');
    await dialog.getByLabel('Beschreibung').fill('Frisches Brot und Brötchen aus dem Steinofen.');
    await dialog.getByLabel('Straße und Hausnummer').fill('Hauptstraße 12');
    await dialog.getByLabel('PLZ').fill('32052');
    await dialog.getByLabel('Stadt').fill('Herford');
    await dialog.getByLabel('Telefon').fill('05221 123456');
    await dialog.getByLabel('Fax').fill('05221 123457');
    await dialog.getByLabel('Stichwörter').fill('Bäcker, Brot');
    // The entry form's opening-hours editor: switch the day on, then its two times.
    await dialog.getByRole('switch', { name: 'Montag geöffnet' }).check();
    await dialog.getByLabel('Montag öffnet um').fill('07:00');
    await dialog.getByLabel('Montag schließt um').fill('18:00');
    await dialog.getByLabel('Bilddatei auswählen').setInputFiles({
      name: 'laden.png',
      mimeType: 'image/png',
      buffer: PIXEL_PNG,
    });
    const preview = dialog.getByRole('img', { name: 'Vorschau des Bildes' });
    await expect(preview).toHaveAttribute('src', /\/objects\//);
    const imageUrl = await preview.getAttribute('src');
    await dialog.getByRole('button', { name: 'Unternehmen anlegen' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByTestId('entry-count')).toHaveText(`${(before + 1).toLocaleString('de-DE')} Einträge`);
    await page.getByLabel('Einträge durchsuchen').fill(name);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row.getByText('Unverifiziert')).toBeVisible();
    await expect(row.locator('img')).toHaveAttribute('src', imageUrl!);

    // On the public site, without the badge yet.
    const [publicPage] = await Promise.all([
      page.context().waitForEvent('page'),
      row.getByRole('link', { name: `${name} ansehen (öffnet in neuem Tab)` }).click(),
    ]);
    await expect(publicPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(publicPage.getByText('Verifiziert', { exact: true })).toHaveCount(0);

    // Edit: change the description and mark it verified.
    await row.getByRole('button', { name: `${name} bearbeiten` }).click();
    const edit = page.getByRole('dialog', { name: 'Unternehmen bearbeiten' });
    await expect(edit.getByLabel('Firmenname')).toHaveValue(name);
    await page.screenshot({ path: `${SHOTS}/edit-dialog-1280-top.png` });
    await expect(edit.getByLabel('Fax')).toHaveValue('05221 123457');
    await expect(edit.getByRole('switch', { name: 'Montag geöffnet' })).toBeChecked();
    await expect(edit.getByLabel('Montag öffnet um')).toHaveValue('07:00');
    await expect(edit.getByLabel('Montag schließt um')).toHaveValue('18:00');
    await edit.getByLabel('Beschreibung').fill('Frisches Brot, Brötchen und Kuchen aus dem Steinofen.');
    await edit.getByLabel('Verifiziert').check();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/edit-dialog-1280.png`, fullPage: false });
    await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(edit).toBeHidden();
    await expect(row.getByText('Verifiziert', { exact: true })).toBeVisible();

    await publicPage.reload();
    await expect(publicPage.getByText('Verifiziert', { exact: true }).first()).toBeVisible();
    await expect(publicPage.getByText('Frisches Brot, Brötchen und Kuchen aus dem Steinofen.')).toBeVisible();
    await publicPage.close();

    // Delete: cancelling keeps it, confirming removes it.
    await row.getByRole('button', { name: `${name} löschen` }).click();
    const confirm = page.getByRole('dialog', { name: 'Unternehmen löschen?' });
    await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `${name} löschen` }).click();
    await confirm.getByRole('button', { name: 'Löschen', exact: true }).click();
    await expect(row).toHaveCount(0);
    await expect(page.getByText('Keine Einträge gefunden.')).toBeVisible();
    await expect(page.getByTestId('entry-count')).toHaveText(`${before.toLocaleString('de-DE')} Einträge`);
  });

  test('the dialog traps focus and Escape closes it', async ({ page, request }) => {
    await openDashboard(page, request);
    const opener = page.getByRole('button', { name: 'Neues Unternehmen' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Neues Unternehmen' });
    await expect(dialog.getByRole('button', { name: 'Dialog schließen' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dialog.getByRole('button', { name: 'Unternehmen anlegen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('button', { name: 'Dialog schließen' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('unverified filter: a new public entry is verified in one click', async ({ page, request }) => {
    const name = `E2E Neuer Eintrag ${Date.now()}`;
    const created = await request.post('/api/businesses', {
      data: {
        name,
        category: 'Handwerk & Dienstleistung',
        street: 'Lange Straße 3',
        postalCode: '32052',
        city: 'Herford',
        country: 'Deutschland',
      },
    });
    expect(created.status()).toBe(201);
    const token = await openDashboard(page, request);
    const unverified = await totalCount(request, token, '&verified=false');
    const counter = page.getByTestId('unverified-count');
    await expect(counter).toHaveText(`Unverifiziert: ${unverified.toLocaleString('de-DE')}`);
    await page.getByRole('button', { name: 'Unverifizierte prüfen' }).click();
    await expect(page.getByLabel('Status')).toHaveValue('unverified');
    await expect(page.getByText(`${unverified.toLocaleString('de-DE')} Treffer`)).toBeVisible();
    await page.getByLabel('Einträge durchsuchen').fill(name);
    const row = page.getByRole('listitem').filter({ hasText: name });
    await row.getByRole('button', { name: `${name} verifizieren` }).click();
    await expect(row).toHaveCount(0);
    await expect(counter).toHaveText(`Unverifiziert: ${(unverified - 1).toLocaleString('de-DE')}`);
    await page.getByLabel('Status').selectOption('verified');
    await expect(page.getByRole('listitem').filter({ hasText: name }).getByText('Verifiziert')).toBeVisible();
    await deleteBusiness(request, token, ((await created.json()) as { id: string }).id);
  });

  test('form customers: counter, marking and the filter', async ({ page, request }) => {
    const name = `E2E Formular-Kunde ${Date.now()}`;
    const created = await request.post('/api/businesses', {
      data: {
        name,
        category: 'Wellness & Schönheit',
        street: 'Am Markt 1',
        postalCode: '32049',
        city: 'Herford',
        country: 'Deutschland',
      },
    });
    expect(created.status()).toBe(201);
    const token = await openDashboard(page, request);
    const counter = page.getByTestId('form-customer-count');
    await expect(counter).toHaveText('Formular-Kunden: 0');
    await page.getByRole('button', { name: 'Formular-Kunden markieren' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Formular-Kunden markiert' })).toBeVisible();
    const marked = await totalCount(request, token, '&formCustomers=true');
    expect(marked).toBeGreaterThan(0);
    await expect(counter).toHaveText(`Formular-Kunden: ${marked.toLocaleString('de-DE')}`);
    await expect(page.getByRole('button', { name: 'Formular-Kunden markieren' })).toHaveCount(0);

    const filter = page.getByRole('button', { name: 'Nur Formular-Kunden' });
    await filter.click();
    await expect(filter).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`${marked.toLocaleString('de-DE')} Treffer`)).toBeVisible();
    const rows = page.getByRole('main').getByRole('listitem');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    await expect(rows.filter({ hasText: 'Formular-Kunde' })).toHaveCount(shown);
    await page.getByLabel('Einträge durchsuchen').fill(name);
    await expect(rows.filter({ hasText: name })).toBeVisible();
    await deleteBusiness(request, token, ((await created.json()) as { id: string }).id);
  });

  test('dashboard screenshots at 1280 and 390 px', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await openDashboard(page, request);
    await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-1280-top.png` });
    await page.getByRole('navigation', { name: 'Seiten der Einträge' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/dashboard-1280-bottom.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    await page.screenshot({ path: `${SHOTS}/dashboard-390-top.png` });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.screenshot({ path: `${SHOTS}/dashboard-390-list.png` });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page
      .getByRole('main')
      .getByRole('button', { name: /bearbeiten$/ })
      .first()
      .click();
    await expect(page.getByRole('dialog', { name: 'Unternehmen bearbeiten' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/edit-dialog-390.png` });
  });

  test('an expired session sends the next action back to the login', async ({ page, request }) => {
    const token = await openDashboard(page, request);
    const stored = await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY);
    expect(stored).toBe(token);
    // The dashboard's first requests are answered before the session ends (else one of them meets the 401).
    await page.waitForLoadState('networkidle');
    // The session ends on the server (as when it expires); the page does not know yet.
    const logout = await request.post('/api/admin/logout', { headers: { 'x-admin-session': stored! } });
    expect(logout.status()).toBe(204);
    await page.getByRole('button', { name: 'Neu laden' }).click();
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('alert')).toHaveText('Session abgelaufen');
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  });

  test('logout ends the session on the server', async ({ page, request }) => {
    const token = await openDashboard(page, request);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(LOGIN);
    await expect(page.getByRole('status').filter({ hasText: 'Sie wurden abgemeldet.' })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
    const after = await request.get('/api/admin/businesses?limit=1', { headers: { 'x-admin-session': token } });
    expect(after.status()).toBe(401);
  });

  test('a contact message sent from /kontakt is listed for the administrator, newest first', async ({
    page,
    request,
  }) => {
    const subject = `E2E Anfrage ${Date.now()}`;
    await page.goto('/kontakt');
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Erika');
    await page.getByRole('textbox', { name: 'Nachname' }).fill('Mustermann');
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('erika@example.de');
    await page.getByRole('textbox', { name: 'Betreff' }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Nachricht' })
      .fill('Guten Tag,\nich interessiere mich für das Paket Professional.');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(page.locator('p[role="status"]', { hasText: 'Vielen Dank für Ihre Nachricht!' })).toBeVisible();

    await openDashboard(page, request);
    await page.getByRole('tab', { name: 'Kontaktanfragen' }).click();
    await expect(page.getByRole('tab', { name: 'Kontaktanfragen' })).toHaveAttribute('aria-selected', 'true');
    const first = page.getByRole('tabpanel').getByRole('listitem').first();
    await expect(first).toContainText(subject);
    await expect(first).toContainText('Erika Mustermann');
    await expect(first.getByRole('link', { name: 'erika@example.de' })).toHaveAttribute(
      'href',
      'mailto:erika@example.de',
    );
    // The back office shows German time, so the expected date is Berlin's (not the machine's UTC day).
    const dateText = new Intl.DateTimeFormat('de-DE', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'Europe/Berlin',
    }).format(new Date());
    await expect(first.locator('time')).toContainText(dateText);
    await expect(first.getByText(/Paket Professional/)).toBeHidden();
    await first.getByText('Nachricht anzeigen').click();
    await expect(first.getByText(/Paket Professional/)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `${SHOTS}/contact-messages-1280.png` });
  });
});
