import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { LandingPageDto } from '@/api/generated/model';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi, SITE_INFO_FIXTURE, type FakeReply, type FakeRequest } from '@/testing/fake-api';
import { renderApp } from '@/testing/render-app';
import { readLandingPage } from './landing-page';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

const TOTAL = 30;

function landingPage(page: number): LandingPageDto {
  const count = page === 1 ? 24 : TOTAL - 24;
  return {
    trade: { slug: 'friseur', label: 'Friseur', plural: 'Friseure', category: false },
    city: { slug: 'berlin', name: 'Berlin' },
    total: TOTAL,
    totalExact: true,
    page,
    limit: 24,
    items: Array.from({ length: count }, (_, index) =>
      businessFixture({ id: `p${page}-${index}`, name: `Salon ${page}-${index}`, city: 'Berlin' }),
    ),
  };
}

const NOT_FOUND: FakeReply = {
  status: 404,
  data: { statusCode: 404, error: 'Not Found', message: 'Seite nicht gefunden' },
};

/** Answers the landing-page API for friseur/berlin (two pages) and 404 for anything else. */
function fakeLandingApi() {
  const fake = installFakeApi((request: FakeRequest) => {
    const url = request.url ?? '';
    if (url === '/api/site') return { data: SITE_INFO_FIXTURE };
    if (url === '/api/landing-pages/friseur/berlin') {
      const page = Number((request.params as { page?: number } | undefined)?.page ?? 1);
      return page <= 2 ? { data: landingPage(page), headers: { 'X-Total-Count': String(TOTAL) } } : NOT_FOUND;
    }
    return NOT_FOUND;
  });
  restore = fake.restore;
  return fake;
}

function waitForTitle(title: string): Promise<void> {
  return waitFor(() => expect(document.title).toBe(title));
}

describe('LandingPage', () => {
  it('shows the heading, an intro, the breadcrumb and the first page of businesses', async () => {
    const fake = fakeLandingApi();
    renderApp('/branchen/friseur/berlin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Friseure in Berlin' })).toBeInTheDocument();
    expect(screen.getByText(/30 Einträge für Friseure in Berlin: mit Adresse, Telefonnummer/)).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    expect(within(breadcrumb).getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByRole('link', { name: 'Branchen' })).toHaveAttribute('href', '/#kategorien');
    expect(within(breadcrumb).getByRole('link', { name: 'Friseur' })).toHaveAttribute('href', '/search?query=Friseur');
    expect(within(breadcrumb).getByText('Berlin')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Salon 1-0' })).toHaveAttribute('href', '/business/p1-0');
    const cards = new Set(screen.getAllByRole('link', { name: /^Salon 1-/ }).map((link) => link.getAttribute('href')));
    expect(cards.size).toBe(24);
    const landingCalls = fake.requests.filter((request) => request.url === '/api/landing-pages/friseur/berlin');
    expect(landingCalls.map((request) => request.params)).toEqual([{ page: 1, limit: 24 }]);
    await waitForTitle('Friseure in Berlin | Branchenbuch');
  });

  it('pages by URL: Weiter leads to ?page=2 and shows the rest', async () => {
    fakeLandingApi();
    const { router } = renderApp('/branchen/friseur/berlin');
    const pagination = await screen.findByRole('navigation', { name: 'Seitennavigation' });
    expect(pagination).toHaveTextContent('Seite 1 von 2');
    const next = within(pagination).getByRole('link', { name: 'Weiter' });
    expect(next).toHaveAttribute('href', '/branchen/friseur/berlin?page=2');
    await userEvent.click(next);
    expect(await screen.findByRole('link', { name: 'Salon 2-0' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    const second = screen.getByRole('navigation', { name: 'Seitennavigation' });
    expect(second).toHaveTextContent('Seite 2 von 2');
    expect(within(second).getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/branchen/friseur/berlin');
    expect(within(second).queryByRole('link', { name: 'Weiter' })).toBeNull();
    await waitForTitle('Friseure in Berlin – Seite 2 | Branchenbuch');
  });

  it.each([
    ['an unknown trade', '/branchen/schlosser/berlin'],
    ['a page after the last', '/branchen/friseur/berlin?page=3'],
    ['a page that is no number', '/branchen/friseur/berlin?page=zwei'],
  ])('shows the 404 page for %s', async (_label, path) => {
    fakeLandingApi();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: /404 Page Not Found/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /in Berlin/ })).toBeNull();
  });

  it('says so when the page cannot be loaded', async () => {
    const fake = installFakeApi((request) =>
      request.url === '/api/site' ? { data: SITE_INFO_FIXTURE } : { status: 503, data: { message: 'Wartung' } },
    );
    restore = fake.restore;
    renderApp('/branchen/friseur/berlin');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Seite konnte nicht geladen werden.');
  });
});

describe('readLandingPage', () => {
  it.each([
    [null, 1],
    ['1', 1],
    ['2', 2],
    ['1000', 1000],
    ['1001', undefined],
    ['0', undefined],
    ['02', undefined],
    ['-1', undefined],
    ['1.5', undefined],
    ['', undefined],
  ])('reads %p as %p', (value, page) => {
    expect(readLandingPage(value)).toBe(page);
  });
});
