import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/test';

test.describe('pricing', () => {
  test('shows title, subtitle, badge and the three packages', async ({ page }) => {
    await page.goto('/preise');
    await expect(page.getByRole('heading', { level: 1, name: 'Unsere Preise' })).toBeVisible();
    await expect(
      page.getByText('Alle Preise verstehen sich netto zzgl. MwSt. für eine Laufzeit von 12 Monaten.'),
    ).toBeVisible();
    await expect(page.getByText('30 Tage Geld-zurück-Garantie')).toBeVisible();

    const cards = page.getByRole('main').getByRole('article');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText('Basis');
    await expect(cards.nth(0)).toContainText('799 EUR');
    await expect(cards.nth(1)).toContainText('Professional');
    await expect(cards.nth(1)).toContainText('1.200 EUR');
    await expect(cards.nth(1)).toContainText('Beliebteste Wahl');
    await expect(cards.nth(2)).toContainText('Premium');
    await expect(cards.nth(2)).toContainText('1.499 EUR');
    await expect(cards.nth(2)).toContainText('API');
    for (const name of ['Basis', 'Professional', 'Premium']) {
      await expect(page.getByRole('link', { name: `${name} wählen` })).toHaveAttribute(
        'href',
        `/kontakt?paket=${name}`,
      );
    }
    await expect(page.getByRole('link', { name: 'Kostenlose Beratung' })).toHaveAttribute('href', '/kontakt');
    await expect(page.getByRole('link', { name: 'Jetzt starten' })).toHaveAttribute('href', '/kontakt');
  });

  test('the FAQ opens and closes with the keyboard', async ({ page }) => {
    await page.goto('/preise');
    await expect(page.getByRole('heading', { name: 'Häufig gestellte Fragen' })).toBeVisible();
    const first = page.locator('details').first();
    await expect(first).not.toHaveAttribute('open');
    await first.locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('open');
    await expect(first.locator('p')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(first).not.toHaveAttribute('open');
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/preise');
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(3);
    const results = await new AxeBuilder({ page }).analyze();
    expect(
      results.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => violation.id),
    ).toEqual([]);
  });
});

test.describe('legal pages', () => {
  for (const [path, heading, text] of [
    ['/impressum', 'Impressum', 'Herford'],
    ['/datenschutz', 'Datenschutzerklärung', 'Kontaktformular'],
    ['/agb', 'Allgemeine Geschäftsbedingungen', '12, 24 oder 36 Monate'],
  ] as const) {
    test(`${path} shows ${heading} with the operator’s data`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('main')).toContainText('Branchenbuch Musterfirma');
      await expect(page.getByRole('main')).toContainText(text);
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).count()).toBeGreaterThan(2);
    });
  }
});
