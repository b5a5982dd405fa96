import { expect, test } from './support/test';

const TARGET = process.env.SCREENSHOT_DIR ?? '/work/screenshots/content';

const PAGES = [
  ['preise', '/preise', 'Unsere Preise'],
  ['blog', '/blog', 'Unser Blog'],
  ['blog-artikel', '/blog/beste-doener-berlin', 'Die besten Döner'],
  ['blog-unbekannt', '/blog/beste-kinos-dresden', 'Artikel nicht gefunden'],
  ['kontakt', '/kontakt?paket=Premium', 'Kontakt'],
  ['impressum', '/impressum', 'Impressum'],
  ['datenschutz', '/datenschutz', 'Datenschutzerklärung'],
  ['agb', '/agb', 'Allgemeine Geschäftsbedingungen'],
] as const;

// Not a check of its own: writes the pages' screenshots for a person to look at.
test.describe('screenshots', () => {
  for (const width of [390, 1280]) {
    for (const [name, path, heading] of PAGES) {
      test(`${name} at ${width} px`, async ({ page }) => {
        await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
        await expect(page.getByRole('main').getByText('Wird geladen...')).toHaveCount(0);
        await page.evaluate(() => document.fonts.ready);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, 'no horizontal scrolling').toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${TARGET}/${name}-${width}.png`, fullPage: true });
        // A phone's full page is too tall to judge at once: also its first screen and the last section.
        if (width < 600) {
          await page.screenshot({ path: `${TARGET}/${name}-${width}-oben.png` });
          const last = page.getByRole('main').locator('section, aside').last();
          if ((await last.count()) > 0) await last.screenshot({ path: `${TARGET}/${name}-${width}-ende.png` });
        }
      });
    }
  }
});
