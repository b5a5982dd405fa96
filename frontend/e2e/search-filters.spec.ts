import { type APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { E2E_ADMIN } from '../playwright.config';
import { resetServerClock, setServerClock } from './support/server-clock';

/** A town of this suite's own, so the counts are the suite's entries alone. */
const CITY = 'Filterhausen';
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
/** 00:00–00:00 every day: open at whatever time the suite runs, with the widest margin there is. */
const AROUND_THE_CLOCK = Object.fromEntries(
  WEEKDAYS.flatMap((day) => [
    [`${day}Open`, '00:00'],
    [`${day}Close`, '00:00'],
  ]),
);

async function adminSession(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: E2E_ADMIN.username, password: E2E_ADMIN.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}

/**
 * The search filters and orders (issue 14) in the built app: "Jetzt geöffnet" with its chip, and
 * "Sortieren nach … Beste Bewertung", both in the address and server-rendered from it.
 */
test.describe('search filters and sorting', () => {
  const created: string[] = [];
  let session: string;

  test.beforeAll(async ({ request }) => {
    session = await adminSession(request);
    // Open around the clock (verified, so it leads the default order, with the lower rating), never open
    // (no hours), and never open with the best rating.
    const entries = [
      { name: 'Rundumladen Filterhausen', verified: true, hours: AROUND_THE_CLOCK, rating: 3 },
      { name: 'Ohnezeiten Filterhausen', verified: false, hours: {}, rating: 5 },
      { name: 'Stillladen Filterhausen', verified: false, hours: {}, rating: undefined },
    ];
    for (const [i, entry] of entries.entries()) {
      const response = await request.post('/api/admin/businesses', {
        headers: { 'x-admin-session': session },
        data: {
          name: entry.name,
          category: 'Einzelhandel & Shopping',
          street: `Filterweg ${i + 1}`,
          postalCode: '37199',
          city: CITY,
          country: 'Deutschland',
          verified: entry.verified,
          ...entry.hours,
        },
      });
      expect(response.status()).toBe(201);
      const { id } = (await response.json()) as { id: string };
      created.push(id);
      if (entry.rating !== undefined) {
        const review = await request.post(`/api/businesses/${id}/reviews`, {
          data: {
            authorName: 'Erika Mustermann',
            rating: entry.rating,
            comment: 'Gut sortiert und freundlich beraten.',
          },
        });
        expect(review.status()).toBe(201);
      }
    }
  });

  test.afterAll(async ({ request }) => {
    for (const id of created) {
      await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': session } });
    }
  });

  const cardNames = (page: import('@playwright/test').Page) =>
    page.getByRole('main').getByRole('heading', { level: 2 });

  test('"Jetzt geöffnet" keeps what is open now, in the address and as a removable chip', async ({ page }) => {
    await page.goto(`/search?city=${CITY}`);
    await expect(page.getByText('3 Ergebnisse gefunden')).toBeVisible();

    await page.getByRole('checkbox', { name: 'Jetzt geöffnet' }).check();
    await expect(page).toHaveURL(/[?&]openNow=true/);
    await expect(page.getByText('1 Ergebnis gefunden')).toBeVisible();
    await expect(cardNames(page)).toHaveText(['Rundumladen Filterhausen']);

    // The shared address opens the same result, rendered by the server.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Jetzt geöffnet' })).toBeChecked();
    await expect(cardNames(page)).toHaveText(['Rundumladen Filterhausen']);

    const chips = page.getByRole('list', { name: 'Aktive Filter' });
    await chips.getByRole('link', { name: 'Filter Jetzt geöffnet entfernen' }).click();
    await expect(page).not.toHaveURL(/openNow/);
    await expect(page.getByText('3 Ergebnisse gefunden')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Aktive Filter' })).toHaveCount(0);
  });

  test('"Sortieren nach Beste Bewertung" puts the best rated first', async ({ page }) => {
    await page.goto(`/search?city=${CITY}`);
    // The listing order: verified first.
    await expect(cardNames(page).first()).toHaveText('Rundumladen Filterhausen');

    await page.getByRole('combobox', { name: /Sortieren nach/ }).selectOption({ label: 'Beste Bewertung' });
    await expect(page).toHaveURL(/[?&]sort=rating/);
    await expect(cardNames(page)).toHaveText([
      'Ohnezeiten Filterhausen',
      'Rundumladen Filterhausen',
      'Stillladen Filterhausen',
    ]);

    await page.reload();
    await expect(page.getByRole('combobox', { name: /Sortieren nach/ })).toHaveValue('rating');
    await expect(cardNames(page).first()).toHaveText('Ohnezeiten Filterhausen');
  });
});

/**
 * "Jetzt geöffnet" at instants the journey chooses: the server's clock is set (server-clock.ts), and the
 * browser's with it. A shop open Friday 08:00–18:00 and a bar open Friday 20:00–02:00, in a town of their own.
 */
test.describe('"Jetzt geöffnet" with the server clock set', () => {
  const TOWN = 'Uhrstadt';
  const created: string[] = [];
  let session: string;

  test.beforeAll(async ({ request }) => {
    resetServerClock();
    session = await adminSession(request);
    const entries = [
      { name: 'Mittagsladen Uhrstadt', fridayOpen: '08:00', fridayClose: '18:00' },
      { name: 'Nachtbar Uhrstadt', fridayOpen: '20:00', fridayClose: '02:00' },
    ];
    for (const [i, entry] of entries.entries()) {
      const response = await request.post('/api/admin/businesses', {
        headers: { 'x-admin-session': session },
        data: {
          category: 'Restaurant & Gastronomie',
          street: `Zeigerweg ${i + 1}`,
          postalCode: '37199',
          city: TOWN,
          country: 'Deutschland',
          ...entry,
        },
      });
      expect(response.status()).toBe(201);
      created.push(((await response.json()) as { id: string }).id);
    }
  });

  test.afterEach(() => resetServerClock());

  test.afterAll(async ({ request }) => {
    resetServerClock();
    for (const id of created) {
      await request.delete(`/api/admin/businesses/${id}`, { headers: { 'x-admin-session': session } });
    }
  });

  const names = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('heading', { level: 2 });

  async function openAt(page: import('@playwright/test').Page, instant: string, path: string): Promise<void> {
    setServerClock(instant);
    await page.clock.setFixedTime(new Date(instant));
    await page.goto(path);
  }

  test('Friday noon shows the shop, Friday 23:30 and Saturday 01:00 the bar, Saturday noon nothing', async ({
    page,
  }) => {
    // Each instant gets its own address: the server keeps a rendered page for half a minute.
    await openAt(page, '2026-11-27T12:00:00+01:00', `/search?city=${TOWN}&openNow=true`);
    await expect(names(page)).toHaveText(['Mittagsladen Uhrstadt']);
    await expect(page.getByText('1 Ergebnis gefunden')).toBeVisible();

    await openAt(page, '2026-11-27T23:30:00+01:00', `/search?openNow=true&city=${TOWN}`);
    await expect(names(page)).toHaveText(['Nachtbar Uhrstadt']);

    // Past midnight the bar is still open on Friday's hours, until 02:00 inclusive.
    await openAt(page, '2026-11-28T01:00:00+01:00', `/search?city=${TOWN}&openNow=true&limit=24`);
    await expect(names(page)).toHaveText(['Nachtbar Uhrstadt']);

    await openAt(page, '2026-11-28T12:00:00+01:00', `/search?openNow=true&city=${TOWN}&limit=24`);
    await expect(page.getByRole('heading', { name: 'Keine Ergebnisse gefunden' })).toBeVisible();
    await expect(names(page).filter({ hasText: 'Uhrstadt' })).toHaveCount(0);

    // Without the filter both are listed.
    await page
      .getByRole('list', { name: 'Aktive Filter' })
      .getByRole('link', { name: 'Filter Jetzt geöffnet entfernen' })
      .click();
    await expect(names(page)).toHaveCount(2);
  });
});
