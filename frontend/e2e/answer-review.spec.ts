import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { adminSession } from './support/admin-session';
import { createListing, tokenFromMail } from './support/owner';
import { E2E_ADMIN } from '../playwright.config';

const ANSWER = 'Danke für Ihren Besuch! Sonntags backen wir ab 7 Uhr.';

/** A published listing with one review; its own address is `email`, so a claim from it is approved at once. */
async function reviewedListing(request: APIRequestContext, email: string): Promise<string> {
  const id = await createListing(request, 'Bäckerei Antwort', email);
  const session = await adminSession(request, E2E_ADMIN);
  const approved = await request.post(`/api/admin/businesses/${id}/approve`, {
    headers: { 'x-admin-session': session },
  });
  expect(approved.status()).toBe(200);
  const review = await request.post(`/api/businesses/${id}/reviews`, {
    data: { authorName: 'Gerda Gast', rating: 3, comment: 'Gute Brötchen, aber sonntags lange Schlange.' },
  });
  expect(review.status()).toBe(201);
  return id;
}

/** A page of its own for the visitor (no owner cookie), loaded and hydrated as the suite's `page.goto` does. */
async function openAsVisitor(visitor: Page, url: string): Promise<void> {
  await visitor.goto(url);
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated !== undefined);
}

test('an owner answers a review, a visitor reports the answer, the admin hides it and the page drops it', async ({
  page,
  browser,
  request,
}) => {
  const email = `antwort-${Date.now()}@baeckerei-e2e.example`;
  const id = await reviewedListing(request, email);

  // The owner: a claim from the listing's own address, confirmed (and signed in) through the mailed link.
  const claim = await request.post(`/api/businesses/${id}/claims`, {
    data: { name: 'Erika Mustermann', email, phone: '+49 89 1234567', role: 'Inhaberin' },
  });
  expect(claim.status()).toBe(202);
  let token: string | undefined;
  await expect.poll(() => (token = tokenFromMail(email)), { timeout: 20_000 }).toBeDefined();
  await page.goto(`/inhaber/anmelden?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Einträge' })).toBeVisible();

  await page.goto(`/inhaber/eintraege/${id}/bewertungen`);
  const ownersView = page.getByRole('listitem').filter({ hasText: 'Gerda Gast' });
  await ownersView.getByRole('button', { name: 'Antworten' }).click();
  await ownersView.getByLabel('Ihre Antwort (öffentlich sichtbar)').fill(ANSWER);
  await ownersView.getByRole('button', { name: 'Antwort veröffentlichen' }).click();
  await expect(ownersView.getByText('Ihre Antwort')).toBeVisible();
  await expect(ownersView).toContainText(ANSWER);

  // The public page, server-rendered, shows the answer under the review.
  const visitor = await browser.newPage();
  await openAsVisitor(visitor, `/business/${id}`);
  await visitor.getByRole('tab', { name: /^Bewertungen/ }).click();
  const review = visitor.getByRole('article').filter({ hasText: 'Gerda Gast' });
  await expect(review.getByText('Antwort des Inhabers')).toBeVisible();
  await expect(review).toContainText(ANSWER);

  // A visitor reports the answer (not the review).
  await review.getByRole('button', { name: 'Antwort des Inhabers auf die Bewertung von Gerda Gast melden' }).click();
  const dialog = visitor.getByRole('dialog', { name: 'Antwort des Inhabers melden' });
  await dialog.getByRole('radio', { name: 'Beleidigend oder unangemessen' }).check();
  await dialog.getByLabel('Anmerkung').fill('Die Antwort beschimpft die Kundin.');
  await dialog.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(dialog).toBeHidden();
  await expect(visitor.getByRole('status').filter({ hasText: 'Wir prüfen die Antwort' })).toBeVisible();

  // The admin finds it among the reported answers and hides it.
  const session = await adminSession(request, E2E_ADMIN);
  await page.goto('/impressum');
  await page.evaluate((value) => localStorage.setItem('bb:admin-session', value), session);
  await page.goto(`/${E2E_ADMIN.segment}/dashboard`);
  await page.getByRole('tab', { name: 'Gemeldete Bewertungen' }).click();
  const answers = page.getByRole('region', { name: 'Gemeldete Antworten des Inhabers' });
  const reported = answers.getByRole('listitem', {
    name: 'Antwort auf die Bewertung von Gerda Gast zu Bäckerei Antwort',
  });
  await expect(reported).toContainText(ANSWER);
  await expect(reported).toContainText('Die Antwort beschimpft die Kundin.');
  await reported.getByRole('button', { name: 'Ausblenden' }).click();
  await expect(reported.getByRole('button', { name: 'Wiederherstellen' })).toBeVisible();

  // The public page keeps the review and no longer shows the answer.
  await openAsVisitor(visitor, `/business/${id}`);
  await visitor.getByRole('tab', { name: /^Bewertungen/ }).click();
  const after = visitor.getByRole('article').filter({ hasText: 'Gerda Gast' });
  await expect(after).toContainText('Gute Brötchen, aber sonntags lange Schlange.');
  await expect(after.getByText('Antwort des Inhabers')).toHaveCount(0);
  await expect(visitor.getByText(ANSWER)).toHaveCount(0);
  await visitor.close();

  // The owner still sees the answer, marked as hidden after a report, and may change or delete it.
  await page.goto(`/inhaber/eintraege/${id}/bewertungen`);
  const hidden = page.getByRole('listitem').filter({ hasText: 'Gerda Gast' });
  await expect(hidden).toContainText(ANSWER);
  await expect(hidden).toContainText(
    'Ihre Antwort wurde nach einer Meldung ausgeblendet und ist öffentlich nicht sichtbar.',
  );
});
