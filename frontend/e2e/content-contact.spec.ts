import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { adminSession } from './support/admin-session';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

test.describe('contact page', () => {
  test('shows the operator’s contact cards and business hours', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'info@branchenbuch.example' })).toHaveAttribute(
      'href',
      'mailto:info@branchenbuch.example',
    );
    await expect(main.getByText('05221 000001')).toBeVisible();
    await expect(main.getByText('32052 Herford')).toBeVisible();
    await expect(main.getByText('Mo – Fr', { exact: true })).toBeVisible();
    await expect(main.getByText('10:00 – 14:00 Uhr')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Nachricht senden' })).toBeVisible();
  });

  test('the browser refuses an empty form and nothing is sent', async ({ page }) => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/contact')) posts.push(request.url());
    });
    await page.goto('/kontakt');
    await page.getByRole('button', { name: 'Nachricht senden' }).click();
    const firstName = page.getByRole('textbox', { name: 'Vorname' });
    expect(await firstName.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('keine-adresse');
    expect(
      await page
        .getByRole('textbox', { name: 'E-Mail' })
        .evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
    ).toBe(true);
    expect(posts).toEqual([]);
  });

  test('a package button preselects the subject and the message is stored for the administrator', async ({
    page,
    request,
  }) => {
    await page.goto('/preise');
    await page.getByRole('link', { name: 'Professional wählen' }).click();
    await expect(page).toHaveURL(/\/kontakt\?paket=Professional$/);
    const subject = page.getByRole('textbox', { name: 'Betreff' });
    await expect(subject).toHaveValue('Anfrage zum Paket Professional');

    const unique = `E2E-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Vorname' }).fill('Jürgen');
    await page.getByRole('textbox', { name: 'Nachname' }).fill(`Weiß ${unique}`);
    await page.getByRole('textbox', { name: 'E-Mail' }).fill('juergen.weiss@example.de');
    await page.getByRole('textbox', { name: /^Telefon/ }).fill('05221 123456');
    await page.getByRole('textbox', { name: 'Nachricht' }).fill('Bitte rufen Sie mich wegen des Pakets zurück.');
    await page.getByRole('checkbox', { name: /Datenschutzerklärung/ }).check();
    await page.getByRole('button', { name: 'Nachricht senden' }).click();

    const thanks = 'Vielen Dank für Ihre Nachricht! Wir melden uns in Kürze bei Ihnen.';
    await expect(page.locator('p[role="status"]', { hasText: thanks })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Nachricht gesendet' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Vorname' })).toHaveValue('');
    await expect(subject).toHaveValue('');

    const token = await adminSession(request, E2E_ADMIN);
    const unauthorised = await request.get('/api/admin/contact-messages');
    expect(unauthorised.status()).toBe(401);
    const listing = await request.get('/api/admin/contact-messages', { headers: { 'x-admin-session': token } });
    expect(listing.status()).toBe(200);
    const messages = (await listing.json()) as Record<string, unknown>[];
    expect(messages[0]).toMatchObject({
      firstName: 'Jürgen',
      lastName: `Weiß ${unique}`,
      email: 'juergen.weiss@example.de',
      phone: '05221 123456',
      subject: 'Anfrage zum Paket Professional',
      message: 'Bitte rufen Sie mich wegen des Pakets zurück.',
      privacyConsent: true,
    });
    expect(Number(listing.headers()['x-total-count'])).toBeGreaterThanOrEqual(1);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/kontakt');
    await expect(page.getByRole('link', { name: 'info@branchenbuch.example' }).first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
