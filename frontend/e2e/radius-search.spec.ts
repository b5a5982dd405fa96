import { expect, test } from './support/test';

test.describe('Umkreissuche', () => {
  test('10 km around 10115 shows nearby entries with their distance and no far ones', async ({ page, request }) => {
    // The bundled dataset has entries in Berlin (10115's place) and München; the API's answer is the reference.
    const nearby = await (await request.get('/api/businesses?near=10115&radius=10&limit=1')).json();
    expect(nearby[0].distanceKm).toBeLessThanOrEqual(10);

    await page.goto('/');
    const form = page.getByRole('search', { name: 'Unternehmen suchen' });
    // Typed while the page's script takes over, the values would be reset: fill once it has loaded.
    await page.waitForLoadState('networkidle');
    await form.getByLabel('Wo').fill('10115');
    await form.getByLabel('Umkreis').selectOption('10');
    await form.getByRole('button', { name: 'Suchen' }).click();

    await expect(page).toHaveURL(/\/search\?near=10115&radius=10$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Suchergebnisse für Unternehmen im Umkreis von 10 km um 10115',
    );
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toContainText(nearby[0].name);
    // Its distance: km with a decimal comma, or "im Ort" for the searched place itself (its centre).
    await expect(cards.first()).toContainText(/\d+,\d km|im Ort/);
    await expect(page.getByRole('main')).not.toContainText('München');
    // The form keeps the Umkreis for the next search.
    await expect(page.getByRole('search').getByLabel('Umkreis')).toHaveValue('10');
  });
});
