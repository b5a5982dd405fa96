import { expect, test } from './support/test';

test.describe('the running product', () => {
  test('serves the app with header and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();
    await expect(footer).toContainText('info@branchenbuch.example');
    await expect(footer).toContainText('Deutschlandweit');
  });

  test('shows the 404 page for an unknown path', async ({ page }) => {
    const response = await page.goto('/does-not-exist');
    // Server-rendered: search engines and link checkers get the status too (issue 12).
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  });

  test('answers unknown API paths with JSON 404', async ({ request }) => {
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toContain('application/json');
    expect(await response.json()).toMatchObject({ statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' });
  });

  test('shows Swagger UI at /api/docs', async ({ page }) => {
    await page.goto('/api/docs');
    await expect(page.locator('section.swagger-ui')).toBeVisible();
    await expect(page.getByText('Branchenbuch API').first()).toBeVisible();
  });

  test('caches hashed assets for a year and HTML not at all', async ({ page, request }) => {
    await page.goto('/');
    const html = await request.get('/kontakt');
    expect(html.headers()['cache-control']).toBe('no-cache');
    const script = await page.locator('script[type="module"]').first().getAttribute('src');
    expect(script).toMatch(/^\/assets\//);
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('mobile menu opens, navigates and closes on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menü öffnen' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile Navigation' });
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
  });
});
