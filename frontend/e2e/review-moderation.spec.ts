import { mkdirSync } from 'node:fs';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';

const DASHBOARD = `/${E2E_ADMIN.segment}/dashboard`;
const SHOTS = '/work/screenshots/moderation';
const TOKEN_KEY = 'bb:admin-session';

async function apiLogin(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/** A business of its own with two reviews, so the test knows the average before and after hiding. */
async function businessWithReviews(request: APIRequestContext): Promise<string> {
  const created = await request.post('/api/businesses', {
    data: {
      name: 'Moderationstest Bäckerei',
      category: 'Restaurant & Gastronomie',
      street: 'Prüfweg 3',
      postalCode: '32052',
      city: 'Herford',
      country: 'Deutschland',
      state: 'Nordrhein-Westfalen',
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  // Reviews are taken on published entries only.
  const approved = await request.post(`/api/admin/businesses/${id}/approve`, {
    headers: { 'x-admin-session': await apiLogin(request) },
  });
  expect(approved.status()).toBe(200);
  for (const [authorName, rating, comment] of [
    ['Gerda Gut', 5, 'Frische Brötchen und sehr freundliche Bedienung.'],
    ['Troll 99', 1, 'Alle hier sind Betrüger, unbedingt meiden!!!'],
  ] as const) {
    const review = await request.post(`/api/businesses/${id}/reviews`, { data: { authorName, rating, comment } });
    expect(review.status()).toBe(201);
  }
  return id;
}

async function openDashboardTab(page: Page, token: string, tab: string) {
  await page.goto('/impressum');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
  await page.goto(DASHBOARD);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin-Dashboard' })).toBeVisible();
  await page.getByRole('tab', { name: tab }).click();
}

test.describe('review moderation', () => {
  test('a visitor reports a review, the admin hides it from the queue, and it is gone from the business page', async ({
    page,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    const id = await businessWithReviews(request);

    // The visitor: the notice explains the process, 'Melden' opens the dialog.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/business/${id}`);
    await page.getByRole('tab', { name: /^Bewertungen/ }).click();
    await expect(page.getByText(/Jede Bewertung kann über „Melden“ mit einem Grund gemeldet werden/)).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toContainText('3,0');
    await page.getByRole('button', { name: 'Bewertung von Troll 99 melden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Bewertung melden' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Bitte wählen Sie einen Grund für die Meldung aus');
    await dialog.getByRole('radio', { name: 'Beleidigend oder unangemessen' }).check();
    await dialog.getByLabel('Anmerkung').fill('Pauschale Beleidigung ohne jeden Bezug zu einem Besuch.');
    await page.screenshot({ path: `${SHOTS}/report-dialog-390.png`, fullPage: false });
    await dialog.getByRole('button', { name: 'Meldung senden' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank für Ihre Meldung.' })).toBeVisible();
    // Reported, not yet decided: still listed.
    await expect(page.getByRole('tabpanel').getByRole('article').filter({ hasText: 'Troll 99' })).toBeVisible();

    // The admin: the queue shows the review with its business and reason; Ausblenden.
    const token = await apiLogin(request);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openDashboardTab(page, token, 'Gemeldete Bewertungen');
      const item = page.getByRole('listitem', { name: 'Bewertung von Troll 99 zu Moderationstest Bäckerei' });
      await expect(item).toBeVisible();
      await expect(item).toContainText('Beleidigend oder unangemessen (1)');
      await expect(item).toContainText('Pauschale Beleidigung ohne jeden Bezug zu einem Besuch.');
      await expect(item.getByRole('link', { name: /Moderationstest Bäckerei ansehen/ })).toHaveAttribute(
        'href',
        `/business/${id}`,
      );
      await page.screenshot({ path: `${SHOTS}/queue-${width}.png`, fullPage: true });
    }
    const item = page.getByRole('listitem', { name: 'Bewertung von Troll 99 zu Moderationstest Bäckerei' });
    await item.getByRole('button', { name: 'Ausblenden' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Die Bewertung ist ausgeblendet.' })).toBeVisible();
    await expect(item).toContainText('Ausgeblendet');
    await expect(item.getByRole('button', { name: 'Wiederherstellen' })).toBeVisible();

    // The log names the action and the administrator.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('tab', { name: 'Protokoll' }).click();
    const entry = page.getByTestId('audit-entry').first();
    await expect(entry).toContainText('Bewertung ausgeblendet');
    await expect(entry).toContainText(`von ${E2E_ADMIN.username}`);
    await entry.getByText('Vorher und nachher anzeigen').click();
    await expect(entry).toContainText('"hidden": true');
    await page.screenshot({ path: `${SHOTS}/audit-log-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/audit-log-390.png`, fullPage: true });

    // The business page: the review is gone, average and count without it.
    await page.goto(`/business/${id}`);
    const summary = page.getByTestId('rating-summary');
    await expect(summary).toContainText('5,0');
    await expect(summary).toContainText('(1 Bewertung)');
    await page.getByRole('tab', { name: /^Bewertungen/ }).click();
    await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('tabpanel')).not.toContainText('Troll 99');
    await page.screenshot({ path: `${SHOTS}/business-after-hiding-390.png`, fullPage: false });

    // Other suites count the directory's entries: remove this one again.
    const removed = await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': token } });
    expect(removed.status()).toBe(204);
  });
});
