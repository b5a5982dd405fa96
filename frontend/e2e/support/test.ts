import { expect, test as base } from '@playwright/test';

/**
 * Playwright's `test` with one change: `page.goto` and `page.reload` of an HTML page wait until React has
 * hydrated it (`<html data-hydrated>`, set by the app's providers). A server-rendered page is visible and
 * its inputs editable before its script runs; text typed or a file chosen in that moment is lost, which
 * made journeys fail at random on a busy machine. Pages loaded with JavaScript off, and HTML that is not the app, are returned at once.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const waitForHydration = async <T extends Awaited<ReturnType<typeof page.goto>>>(response: T): Promise<T> => {
      const html = response?.headers()['content-type']?.includes('text/html') ?? false;
      if (javaScriptEnabled && html) {
        // Other HTML (Swagger UI at /api/docs) has no app root and nothing to wait for.
        await page.waitForFunction(
          () => document.getElementById('root') === null || document.documentElement.dataset.hydrated !== undefined,
          undefined,
          { timeout: 20_000 },
        );
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => waitForHydration(await goto(url, options));
    page.reload = async (options) => waitForHydration(await reload(options));
    await provide(page);
  },
});

export { expect };
