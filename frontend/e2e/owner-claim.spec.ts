import { expect, test } from './support/test';
import { adminSession } from './support/admin-session';
import { E2E_ADMIN } from '../playwright.config';
import { berlinDay, createListing, tokenFromMail } from './support/owner';

test('a visitor claims a listing with its own address, signs in from the mail and sees it in /inhaber', async ({
  page,
  request,
}) => {
  const email = `inhaber-${Date.now()}@baeckerei-e2e.example`;
  const id = await createListing(request, 'Bäckerei Übernahme', email);

  await page.goto(`/business/${id}`);
  await page.getByRole('link', { name: 'Eintrag übernehmen' }).click();
  await page.getByLabel(/Ihr Name/).fill('Erika Mustermann');
  await page.getByLabel(/Ihre Funktion/).fill('Inhaberin');
  await page.getByLabel(/E-Mail-Adresse/).fill(email);
  await page.getByLabel(/Telefon/).fill('+49 89 1234567');
  await page.getByRole('button', { name: 'Eintrag übernehmen' }).click();
  await expect(page.getByText('Wir haben Ihnen einen Link geschickt.')).toBeVisible();

  // The outbox's worker writes the mail within its poll interval.
  let token: string | undefined;
  await expect.poll(() => (token = tokenFromMail(email)), { timeout: 20_000 }).toBeDefined();
  await page.goto(`/inhaber/anmelden?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Einträge' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Bäckerei Übernahme' })).toBeVisible();
  const actions = page.getByRole('list', { name: 'Aktionen für Bäckerei Übernahme' });
  await expect(actions.getByRole('link', { name: 'Bewertungen' })).toHaveAttribute(
    'href',
    `/inhaber/eintraege/${id}/bewertungen`,
  );
  // The owner edits the listing any time, with the entry form prefilled from it.
  await actions.getByRole('link', { name: 'Bearbeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bäckerei Übernahme bearbeiten' })).toBeVisible();
  await expect(page.getByLabel(/Firmenname/)).toHaveValue('Bäckerei Übernahme');
  // Open on Saturday mornings from now on: saved any time, and the week on the public page shows it.
  await page.getByLabel('Samstag geöffnet').check();
  await page.getByLabel('Samstag öffnet um').fill('08:00');
  await page.getByLabel('Samstag schließt um').fill('12:30');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Ihre Änderungen wurden gespeichert.')).toBeVisible();

  // Closed for a week from today (German time): the public page says so at once.
  await page.goto('/inhaber');
  await actions.getByRole('link', { name: 'Besondere Öffnungszeiten' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Besondere Öffnungszeiten' })).toBeVisible();
  await page.getByRole('button', { name: 'Zeitraum hinzufügen' }).click();
  await page.getByLabel(/^Von/).fill(berlinDay(0));
  await page.getByLabel(/^Bis/).fill(berlinDay(7));
  await page.getByLabel(/^Hinweis für Besucher/).fill('Betriebsurlaub');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByText('Öffnungszeiten gespeichert')).toBeVisible();

  await page.goto(`/business/${id}`);
  await expect(page.getByText('Inhaber verifiziert')).toBeVisible();
  const hours = page.getByRole('region', { name: 'Öffnungszeiten' });
  await expect(hours.getByText('Heute geschlossen (Betriebsurlaub)')).toBeVisible();
  await expect(hours.getByText('Abweichende Öffnungszeiten')).toBeVisible();
  await expect(hours.getByText('Samstag').locator('xpath=..')).toContainText('08:00 – 12:30');
});

test('the admin approves a waiting claim in "Übernahmen"', async ({ page, request }) => {
  const id = await createListing(request, 'Café Warteschlange', `kasse-${Date.now()}@cafe-e2e.example`);
  const claimant = `fremd-${Date.now()}@andere-e2e.example`;
  const filed = await request.post(`/api/businesses/${id}/claims`, {
    data: { name: 'Max Rivale', email: claimant, phone: '+49 89 1', role: 'Geschäftsführer' },
  });
  expect(filed.status()).toBe(202);
  let token: string | undefined;
  await expect.poll(() => (token = tokenFromMail(claimant)), { timeout: 20_000 }).toBeDefined();
  expect((await request.post('/api/owner/session', { data: { token } })).status()).toBe(200);

  const session = await adminSession(request, E2E_ADMIN);
  await page.goto('/impressum');
  await page.evaluate((value) => localStorage.setItem('bb:admin-session', value), session);
  await page.goto(`/${E2E_ADMIN.segment}/dashboard`);
  await page.getByRole('tab', { name: 'Übernahmen' }).click();
  const claim = page.getByRole('listitem', { name: 'Café Warteschlange' });
  await expect(claim.getByRole('region', { name: 'Antragsteller' })).toContainText('Max Rivale');
  await claim.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(claim.getByRole('button', { name: 'Rückgängig' })).toBeVisible();
  await page.goto(`/business/${id}`);
  await expect(page.getByText('Inhaber verifiziert')).toBeVisible();
});
