import AxeBuilder from '@axe-core/playwright';
import { type Page, type Route } from '@playwright/test';
import { expect, test } from './support/test';

const SCREENSHOTS = '/work/screenshots/entry';

const FORM = '/secret-business-entry-form';
/** Where the widget POSTs the upload form with the local store (the bucket's address with S3). */
const UPLOAD_FORM_TARGET = (url: URL) => url.pathname === '/objects';

async function screenshot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    // Let the layout settle after the resize before capturing.
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A real JPEG, drawn by the browser: the server decodes and re-encodes uploads. */
async function smallJpeg(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 160;
    canvas.height = 100;
    const context = canvas.getContext('2d');
    if (context === null) throw new Error('no canvas');
    context.fillStyle = '#1d4ed8';
    context.fillRect(0, 0, 160, 100);
    context.fillStyle = '#fbbf24';
    context.fillRect(30, 25, 50, 50);
    return canvas.toDataURL('image/jpeg', 0.9).split(',')[1] ?? '';
  });
  return Buffer.from(base64, 'base64');
}

/**
 * Opens the entry form and waits until its script runs: the server-rendered form is visible at once,
 * but a file chosen before hydration is lost (the widget's handlers are not attached yet).
 */
async function openForm(page: Page): Promise<void> {
  await page.goto(FORM);
  await expect(page.getByRole('button', { name: 'Eintrag erstellen' })).toBeEnabled({ timeout: 10_000 });
  await expect(page.getByTestId('image-file-input')).toBeEnabled();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('public entry form', () => {
  test('blocks search engines and shows every field with the required marks', async ({ page }) => {
    await openForm(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Neuen Eintrag erstellen' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    for (const label of ['Firmenname', 'Kategorie', 'Straße und Hausnummer', 'PLZ', 'Stadt']) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute('aria-required', 'true');
    }
    await expect(page.getByLabel('Land', { exact: true })).toHaveValue('Deutschland');
    await expect(page.getByLabel('Bundesland', { exact: true }).locator('option')).toHaveCount(17);
    await expect(page.getByText('JPG, PNG oder WEBP. Maximal 5MB.')).toBeVisible();
    await expect(page.getByRole('switch')).toHaveCount(7);
    await screenshot(page, 'entry-form');
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/');
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  });

  test('shows the German messages for empty required fields and an invalid website', async ({ page }) => {
    await openForm(page);
    let posted = false;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/businesses')) posted = true;
    });
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    for (const message of [
      'Firmenname ist erforderlich',
      'Ungültige Kategorie',
      'Straße und Hausnummer ist erforderlich',
      'PLZ ist erforderlich',
      'Stadt ist erforderlich',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Firmenname', { exact: true })).toBeFocused();

    await page.getByLabel('Website', { exact: true }).fill('www.beispiel.de');
    await page.getByLabel('E-Mail', { exact: true }).fill('info@');
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    await expect(page.getByText('Website muss mit http:// oder https:// beginnen')).toBeVisible();
    await expect(page.getByText('Ungültige E-Mail-Adresse')).toBeVisible();
    await page.getByLabel('Website', { exact: true }).fill('https://beispiel');
    await expect(page.getByText('Ungültige Website-URL')).toBeVisible();
    await screenshot(page, 'entry-form-errors');
    expect(await seriousViolations(page)).toEqual([]);
    expect(posted).toBe(false);
  });

  test('refuses an oversized file and a non-image in the upload widget', async ({ page }) => {
    await openForm(page);
    let uploadRequested = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/objects/upload')) uploadRequested = true;
    });
    const input = page.getByTestId('image-file-input');
    await input.setInputFiles({
      name: 'riesig.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 0xff),
    });
    await expect(page.getByRole('alert')).toHaveText('Die Datei „riesig.jpg“ ist zu groß. Erlaubt sind maximal 5 MB.');
    await input.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('Hallo') });
    await expect(page.getByRole('alert')).toHaveText(
      'Dieser Dateityp ist nicht erlaubt. Bitte wählen Sie ein JPG-, PNG- oder WEBP-Bild.',
    );
    expect(uploadRequested).toBe(false);
    await expect(page.getByRole('button', { name: 'Bild auswählen' })).toBeEnabled();
  });

  test('shows progress, pauses, resumes and cancels an upload; the submit button waits for it', async ({ page }) => {
    const held: Route[] = [];
    await page.route(UPLOAD_FORM_TARGET, (route) =>
      route.request().method() === 'POST' ? void held.push(route) : route.continue(),
    );
    await openForm(page);
    const jpeg = await smallJpeg(page);
    const submit = page.getByRole('button', { name: 'Eintrag erstellen' });

    await page
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'laden.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('progressbar', { name: 'Fortschritt des Bild-Uploads' })).toBeVisible();
    await expect(page.getByText('Bitte warten Sie, bis das Bild hochgeladen ist.')).toBeVisible();
    await expect(submit).toBeDisabled();
    await expect.poll(() => held.length).toBe(1);

    await page.getByRole('button', { name: 'Pausieren' }).click();
    await expect(page.getByText(/^Pausiert bei \d+ %$/)).toBeVisible();
    await expect(submit).toBeDisabled();
    await page.getByRole('button', { name: 'Fortsetzen' }).click();
    await expect(page.getByText(/^Wird hochgeladen\.\.\. \d+ %$/)).toBeVisible();
    // Resuming a single-request upload sends the file again, with a fresh upload form.
    await expect.poll(() => held.length).toBe(2);
    await held[1]?.continue();
    await expect(page.getByText('Bild wurde erfolgreich hochgeladen.')).toBeVisible();
    await expect(submit).toBeEnabled();

    await page
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'zweites.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bild auswählen' })).toBeVisible();
    await expect(page.getByAltText('Vorschau des Unternehmensbildes')).toHaveCount(0);
    await expect(submit).toBeEnabled();
  });

  test('reports a failed upload URL and a failed upload in German', async ({ page }) => {
    await openForm(page);
    const jpeg = await smallJpeg(page);
    await page.route('**/api/objects/upload', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503,"message":"x"}' }),
    );
    await page
      .getByTestId('image-file-input')
      .setInputFiles({ name: 'laden.jpg', mimeType: 'image/jpeg', buffer: jpeg });
    await expect(
      page.getByRole('alert').filter({ hasText: 'Upload-URL konnte nicht abgerufen werden.' }).first(),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeVisible();

    await page.unroute('**/api/objects/upload');
    await page.route(UPLOAD_FORM_TARGET, (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, body: 'kaputt' }) : route.continue(),
    );
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bild-Upload fehlgeschlagen. Bitte versuchen Sie es erneut.' }).first(),
    ).toBeVisible();

    await page.unroute(UPLOAD_FORM_TARGET);
    await page.getByRole('button', { name: 'Erneut versuchen' }).click();
    await expect(page.getByText('Bild wurde erfolgreich hochgeladen.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Eintrag erstellen' })).toBeEnabled();
  });

  test('uploads an image when the site is opened under another name than its public address', async ({
    page,
    baseURL,
  }) => {
    // The journeys' server knows itself as localhost (PUBLIC_BASE_URL); 127.0.0.1 is the same server, another name.
    const other = new URL(baseURL!);
    other.hostname = '127.0.0.1';
    const targets: string[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'POST' && UPLOAD_FORM_TARGET(new URL(sent.url()))) targets.push(new URL(sent.url()).origin);
    });
    const refused: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|CORS/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(new URL(FORM, other).href);
    await expect(page.getByTestId('image-file-input')).toBeEnabled();
    await page.getByTestId('image-file-input').setInputFiles({
      name: 'laden.jpg',
      mimeType: 'image/jpeg',
      buffer: await smallJpeg(page),
    });
    await expect(page.getByText('Bild wurde erfolgreich hochgeladen.')).toBeVisible();
    await expect(page.getByAltText('Vorschau des Unternehmensbildes')).toBeVisible();
    expect(targets).toEqual([other.origin]);
    expect(refused).toEqual([]);
  });

  test('creates an entry with an image, shows it, counts down and saves an edit', async ({ page }) => {
    const name = `Bäckerei Morgenrot ${Date.now()}`;
    await openForm(page);
    await page.getByLabel('Firmenname', { exact: true }).fill(name);
    await page.getByLabel('Kategorie', { exact: true }).selectOption('Restaurant & Gastronomie');
    await page.getByLabel('Beschreibung', { exact: true }).fill('Handwerksbäckerei mit Sauerteigbrot und Frühstück.');
    await page.getByLabel('Dienstleistungen', { exact: true }).fill('Brot,  Brötchen , Torten auf Bestellung');
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Lübbertorwall 7');
    await page.getByLabel('PLZ', { exact: true }).fill('32052');
    await page.getByLabel('Stadt', { exact: true }).fill('Herford');
    await page.getByLabel('Bundesland', { exact: true }).selectOption('Nordrhein-Westfalen');
    await page.getByLabel('Telefon', { exact: true }).fill('05221 123456');
    await page.getByLabel('E-Mail', { exact: true }).fill('info@morgenrot.example');
    await page.getByLabel('Website', { exact: true }).fill('https://www.morgenrot.example');
    await page.getByRole('switch', { name: 'Montag geöffnet' }).check();
    await page.getByLabel('Montag öffnet um', { exact: true }).fill('06:30');
    await page.getByRole('button', { name: 'Zeiten von Montag für Di–Fr übernehmen' }).click();
    await page.getByRole('switch', { name: 'Samstag geöffnet' }).check();
    await page.getByLabel('Samstag schließt um', { exact: true }).fill('12:00');

    await page.getByTestId('image-file-input').setInputFiles({
      name: 'laden.jpg',
      mimeType: 'image/jpeg',
      buffer: await smallJpeg(page),
    });
    await expect(page.getByText('Bild wurde erfolgreich hochgeladen.')).toBeVisible();
    await expect(page.getByText('Bild hochgeladen.', { exact: true })).toBeVisible();
    await expect(page.getByAltText('Vorschau des Unternehmensbildes')).toBeVisible();

    const created = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url().endsWith('/api/businesses'),
    );
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    const body = (await (await created).json()) as { id: string; name: string; editToken: string };
    expect(body.name).toBe(name);

    await expect(
      page.getByText('Ihr Unternehmen wurde erfolgreich hinzugefügt und wird in Kürze geprüft.'),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Vielen Dank! Ihr Eintrag wurde erstellt.' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Eintrag erstellt' })).toBeDisabled();
    const stored = await page.evaluate((id) => localStorage.getItem(`bb:entry:${id}`), body.id);
    const entry = JSON.parse(stored ?? '{}') as { createdAt: number; editToken: string };
    expect(entry.editToken).toBe(body.editToken);
    expect(Math.abs(entry.createdAt - Date.now())).toBeLessThan(60_000);
    await screenshot(page, 'entry-confirmation');

    // The stored entry, as the API has it.
    const saved = await (await page.request.get(`/api/businesses/${body.id}`)).json();
    expect(saved).toMatchObject({
      services: 'Brot, Brötchen, Torten auf Bestellung',
      state: 'Nordrhein-Westfalen',
      mondayOpen: '06:30',
      mondayClose: '18:00',
      fridayOpen: '06:30',
      saturdayClose: '12:00',
      sundayOpen: null,
    });
    expect(saved.imageUrl).toContain('/objects/');
    expect((await page.request.get(saved.imageUrl)).ok()).toBe(true);

    await page.getByRole('link', { name: 'Eintrag anzeigen' }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${body.id}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator(`img[src="${saved.imageUrl}"]`).first()).toBeVisible();

    const timer = page.getByRole('timer');
    await expect(page.getByText('Sie können Ihren Eintrag noch bearbeiten')).toBeVisible();
    await expect(timer).toHaveText(/^(10:00|9:[0-5]\d) min$/);
    const before = await timer.textContent();
    await expect(timer).not.toHaveText(before ?? '', { timeout: 3000 });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SCREENSHOTS}/edit-prompt-on-detail-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: `${SCREENSHOTS}/edit-prompt-on-detail-1280.png` });

    await page.getByRole('link', { name: 'Eintrag bearbeiten' }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${body.id}/edit$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Eintrag bearbeiten' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByLabel('Firmenname', { exact: true })).toHaveValue(name);
    await expect(page.getByLabel('Samstag schließt um', { exact: true })).toHaveValue('12:00');
    await expect(page.getByAltText('Vorschau des Unternehmensbildes')).toHaveAttribute('src', saved.imageUrl);
    await expect(timer).toBeVisible();
    // The creation toast may still be up; the screenshot should show the form and the edit prompt.
    // It also closes itself, possibly between a check and a click, so close what is there until none is.
    const dismiss = page.getByRole('button', { name: 'Hinweis schließen' });
    await expect(async () => {
      if ((await dismiss.count()) > 0) await dismiss.first().click({ timeout: 1000 });
      await expect(dismiss).toHaveCount(0, { timeout: 0 });
    }).toPass();
    await screenshot(page, 'entry-edit');
    expect(await seriousViolations(page)).toEqual([]);

    const newName = `${name} & Café`;
    await page.getByLabel('Firmenname', { exact: true }).fill(newName);
    await page.getByLabel('Beschreibung', { exact: true }).fill('Jetzt auch mit Café und Sitzplätzen im Hof.');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page).toHaveURL(new RegExp(`/business/${body.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: newName })).toBeVisible();
    await expect(page.getByText('Jetzt auch mit Café und Sitzplätzen im Hof.')).toBeVisible();
    await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();

    // "Weiteren Eintrag erstellen" gives an empty form again.
    await openForm(page);
    await expect(page.getByLabel('Firmenname', { exact: true })).toHaveValue('');
  });

  test('resets the form for another entry', async ({ page }) => {
    await openForm(page);
    await page.getByLabel('Firmenname', { exact: true }).fill(`Schlüsseldienst Eilig ${Date.now()}`);
    await page.getByLabel('Kategorie', { exact: true }).selectOption('Handwerk & Dienstleistung');
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Bahnhofstraße 3');
    await page.getByLabel('PLZ', { exact: true }).fill('8001');
    await page.getByLabel('Stadt', { exact: true }).fill('Zürich');
    await page.getByLabel('Land', { exact: true }).selectOption('Schweiz');
    await expect(page.getByLabel('Bundesland', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank! Ihr Eintrag wurde erstellt.' })).toBeVisible();
    await page.getByRole('button', { name: 'Weiteren Eintrag erstellen' }).click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank! Ihr Eintrag wurde erstellt.' })).toHaveCount(0);
    await expect(page.getByLabel('Firmenname', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Land', { exact: true })).toHaveValue('Deutschland');
    await expect(page.getByRole('button', { name: 'Eintrag erstellen' })).toBeEnabled();
  });

  test('shows the failure toast when the server refuses', async ({ page }) => {
    await page.route('**/api/businesses', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 400,
              error: 'Bad Request',
              code: 'VALIDATION_FAILED',
              message: 'PLZ zu lang',
              errors: [{ field: 'postalCode', message: 'PLZ zu lang' }],
            }),
          })
        : route.continue(),
    );
    await openForm(page);
    await page.getByLabel('Firmenname', { exact: true }).fill('Testfirma');
    await page.getByLabel('Kategorie', { exact: true }).selectOption('Sonstige');
    await page.getByLabel('Straße und Hausnummer', { exact: true }).fill('Weg 1');
    await page.getByLabel('PLZ', { exact: true }).fill('12345');
    await page.getByLabel('Stadt', { exact: true }).fill('Berlin');
    await page.getByRole('button', { name: 'Eintrag erstellen' }).click();
    await expect(
      page.getByText('Es gab einen Fehler beim Erstellen des Eintrags. Bitte versuchen Sie es erneut.'),
    ).toBeVisible();
    await expect(page.getByText('PLZ zu lang', { exact: true })).toBeVisible();
    await expect(page.getByLabel('PLZ', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('edit page without a valid edit window', () => {
  async function createEntry(page: Page): Promise<{ id: string; editToken: string }> {
    const response = await page.request.post('/api/businesses', {
      data: {
        name: `Blumen Krause ${Date.now()}`,
        category: 'Einzelhandel & Shopping',
        street: 'Marktplatz 2',
        postalCode: '01067',
        city: 'Dresden',
      },
    });
    expect(response.status()).toBe(201);
    return (await response.json()) as { id: string; editToken: string };
  }

  test('explains that this browser has no edit token', async ({ page }) => {
    const { id } = await createEntry(page);
    await page.goto(`/business/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Bearbeitung nicht möglich' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zum Eintrag' })).toHaveAttribute('href', `/business/${id}`);
    await expect(page.getByRole('link', { name: 'Kontakt aufnehmen' })).toHaveAttribute('href', '/kontakt');
    await expect(page.getByLabel('Firmenname', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('timer')).toHaveCount(0);
  });

  test('explains that the ten minutes are over and forgets the entry', async ({ page }) => {
    const { id, editToken } = await createEntry(page);
    await page.goto('/');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [`bb:entry:${id}`, JSON.stringify({ createdAt: Date.now() - 11 * 60 * 1000, editToken })],
    );
    await page.goto(`/business/${id}/edit`);
    await expect(page.getByRole('heading', { name: 'Die Bearbeitungszeit ist abgelaufen' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), `bb:entry:${id}`)).toBeNull();
  });

  test('explains when the server refuses the token', async ({ page }) => {
    const { id } = await createEntry(page);
    await page.goto('/');
    await page.evaluate(
      ([key, value]) => localStorage.setItem(key, value),
      [`bb:entry:${id}`, JSON.stringify({ createdAt: Date.now(), editToken: 'falscher-schluessel' })],
    );
    await page.goto(`/business/${id}/edit`);
    await page.getByLabel('Stadt', { exact: true }).fill('Radebeul');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('heading', { name: 'Bearbeitung nicht möglich' })).toBeVisible();
    await expect(page.getByText('Der Server hat die Änderung abgelehnt.', { exact: false })).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), `bb:entry:${id}`)).toBeNull();
    const stored = await (await page.request.get(`/api/businesses/${id}`)).json();
    expect(stored.city).toBe('Dresden');
  });
});
