import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { ListBusinessesParams } from '@/api/generated/model';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi, type FakeReply, type FakeRequest } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import SearchPage from './search-page';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

const page = (count: number, prefix = 'b') =>
  Array.from({ length: count }, (_, index) =>
    businessFixture({ id: `${prefix}${index}`, name: `Firma ${prefix}${index}` }),
  );

/** The headers of a search answer: the total, whether it is exact, and the Link targets by relation. */
function listing(total: number, exact: boolean, links: Record<string, string>): Record<string, string> {
  return {
    'X-Total-Count': String(total),
    'X-Total-Count-Exact': String(exact),
    Link: Object.entries(links)
      .map(([rel, query]) => `</api/businesses?${query}>; rel="${rel}"`)
      .join(', '),
  };
}

/** Answers GET /api/businesses with `reply(params)` and remembers the parameters of every search. */
function fakeSearch(reply: (params: ListBusinessesParams) => FakeReply) {
  const fake = installFakeApi((request: FakeRequest) =>
    request.url === '/api/businesses' ? reply(request.params as ListBusinessesParams) : { status: 404 },
  );
  restore = fake.restore;
  return () =>
    fake.requests.filter((request) => request.url === '/api/businesses').map((r) => r.params as ListBusinessesParams);
}

function renderSearch(path: string) {
  return renderRoutes([{ path: '/search', element: <SearchPage /> }], path);
}

const pagination = () => screen.getByRole('navigation', { name: 'Seitennavigation' });

describe('SearchPage count line', () => {
  it('names the exact total and the page of how many', async () => {
    fakeSearch(() => ({
      data: page(24),
      headers: listing(1824, true, {
        first: 'page=1&limit=24',
        prev: 'page=1&limit=24',
        next: 'page=3&limit=24',
        last: 'page=76&limit=24',
      }),
    }));
    renderSearch('/search?page=2');
    expect(await screen.findByText('1.824 Ergebnisse gefunden · Seite 2 von 76')).toBeInTheDocument();
    const nav = pagination();
    expect(within(nav).getByRole('link', { name: 'Seite 76' })).toHaveAttribute('href', '/search?page=76');
    expect(within(nav).getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute('href', '/search?page=3');
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute('href', '/search');
  });

  it('says "Mehr als 10.000" for a lower-bound total, without a last page', async () => {
    fakeSearch(() => ({
      data: page(24),
      headers: listing(10000, false, { first: 'query=Friseur&page=1&limit=24', next: 'query=Friseur&page=2&limit=24' }),
    }));
    renderSearch('/search?query=Friseur');
    expect(await screen.findByText('Mehr als 10.000 Ergebnisse gefunden · Seite 1')).toBeInTheDocument();
    expect(screen.queryByText(/ von /)).not.toBeInTheDocument();
    const numbers = within(pagination())
      .getAllByRole('link', { name: /^Seite / })
      .map((link) => link.textContent);
    expect(numbers).toEqual(['1', '2']);
    expect(within(pagination()).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/search?query=Friseur&page=2',
    );
  });
});

describe('SearchPage deep pages', () => {
  it('pages on with the cursors of the Link header and keeps them in the address', async () => {
    const searches = fakeSearch((params) => ({
      data: page(24, `p${params.page}-`),
      headers: listing(10000, false, {
        first: 'query=Friseur&page=1&limit=24',
        prev: `query=Friseur&page=${(params.page ?? 1) - 1}&limit=24${(params.page ?? 1) - 1 > 10 ? '&cursor=Wk9SVUVDSw' : ''}`,
        next: `query=Friseur&page=${(params.page ?? 1) + 1}&limit=24&cursor=V0VJVEVS${params.page}`,
      }),
    }));
    const user = userEvent.setup();
    const { router } = renderSearch('/search?query=Friseur&page=11&cursor=SElFUg');
    expect(await screen.findByText('Mehr als 10.000 Ergebnisse gefunden · Seite 11')).toBeInTheDocument();
    expect(searches()[0]).toEqual({ query: 'Friseur', page: 11, limit: 24, cursor: 'SElFUg' });

    // Numbers near the start only: no links to 12 and beyond, the current page marked.
    const nav = pagination();
    expect(within(nav).getByRole('link', { name: 'Seite 11' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Seite 11' })).toHaveAttribute(
      'href',
      '/search?query=Friseur&page=11&cursor=SElFUg',
    );
    expect(within(nav).queryByRole('link', { name: 'Seite 12' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      '/search?query=Friseur&page=10',
    );

    await user.click(within(nav).getByRole('link', { name: 'Nächste Seite' }));
    expect(await screen.findByText('Mehr als 10.000 Ergebnisse gefunden · Seite 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?query=Friseur&page=12&cursor=V0VJVEVS11');
    expect(searches().at(-1)).toEqual({ query: 'Friseur', page: 12, limit: 24, cursor: 'V0VJVEVS11' });
    expect(screen.getByRole('heading', { name: 'Firma p12-0' })).toBeInTheDocument();
    expect(within(pagination()).getByRole('link', { name: 'Vorherige Seite' })).toHaveAttribute(
      'href',
      '/search?query=Friseur&page=11&cursor=Wk9SVUVDSw',
    );
  });

  it('offers the first page when the API refuses a cursor', async () => {
    fakeSearch(() => ({
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: 'Ungültiger Seitenverweis' },
    }));
    renderSearch('/search?query=Friseur&page=14&cursor=YWx0');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Suchergebnisse konnten nicht geladen werden.');
    expect(alert).toHaveTextContent('Ungültiger Seitenverweis');
    expect(within(alert).getByRole('link', { name: 'Zur ersten Seite der Ergebnisse' })).toHaveAttribute(
      'href',
      '/search?query=Friseur',
    );
  });
});

describe('SearchPage past the numbered pages', () => {
  it('offers the first page when the API refuses a page number past page 10', async () => {
    const message = 'Seiten nach Seite 10 sind bei so vielen Treffern nur über „Weiter“ erreichbar';
    fakeSearch(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message } }));
    renderSearch('/search?query=Friseur&page=400');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(within(alert).getByRole('link', { name: 'Zur ersten Seite der Ergebnisse' })).toHaveAttribute(
      'href',
      '/search?query=Friseur',
    );
  });

  it('says where nearest first ends when the matches were not all counted', async () => {
    const hint = /Nach Entfernung sortiert reichen die Seiten bei so vielen Treffern bis Seite 10/;
    fakeSearch((params) => ({
      data: page(24),
      headers: listing(10000, false, {
        first: 'near=Berlin&radius=50&sort=distance&page=1&limit=24',
        prev: `near=Berlin&radius=50&sort=distance&page=${Number(params.page) - 1}&limit=24`,
        ...(Number(params.page) === 10 ? {} : { next: `near=Berlin&radius=50&sort=distance&page=10&limit=24` }),
      }),
    }));
    const { router } = renderSearch('/search?near=Berlin&radius=50&sort=distance&page=9');
    expect(await screen.findByRole('link', { name: 'Nächste Seite' })).toBeInTheDocument();
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await router.navigate('/search?near=Berlin&radius=50&sort=distance&page=10');
    expect(await screen.findByText(hint)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nächste Seite' })).not.toBeInTheDocument();
  });
});

describe('SearchPage suggestion', () => {
  it('shows the corrected query’s results and offers “Meinten Sie …?” with the same city', async () => {
    const searches = fakeSearch((params) => ({
      data: page(3),
      headers: {
        ...listing(3, true, { first: 'query=B%C3%A4ckerei&city=K%C3%B6ln&page=1&limit=24' }),
        ...(params.query === 'Bakerei' ? { 'X-Search-Suggestion': 'B%C3%A4ckerei' } : {}),
      },
    }));
    const user = userEvent.setup();
    const { router } = renderSearch('/search?query=Bakerei&city=K%C3%B6ln');

    const didYouMean = await screen.findByRole('link', { name: 'Meinten Sie „Bäckerei“?' });
    expect(didYouMean).toHaveAttribute('href', '/search?query=B%C3%A4ckerei&city=K%C3%B6ln');
    expect(
      screen.getByText(
        'Ihre Suche nach „Bakerei“ ergab keine Treffer. Angezeigt werden die Ergebnisse für „Bäckerei“.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('3 Ergebnisse gefunden')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Suchergebnisse für "Bakerei" in Köln');

    await user.click(didYouMean);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Suchergebnisse für "Bäckerei" in Köln' }),
    ).toBeVisible();
    expect(router.state.location.search).toBe('?query=B%C3%A4ckerei&city=K%C3%B6ln');
    expect(searches().at(-1)).toEqual({ query: 'Bäckerei', city: 'Köln', page: 1, limit: 24 });
    expect(await screen.findByText('3 Ergebnisse gefunden')).toBeInTheDocument();
    expect(screen.queryByText(/Meinten Sie/)).not.toBeInTheDocument();
  });

  it('keeps the empty state when even the corrected query finds nothing', async () => {
    fakeSearch(() => ({ data: [], headers: listing(0, true, { first: 'query=xyzqwv&page=1&limit=24' }) }));
    renderSearch('/search?query=xyzqwv');
    expect(await screen.findByRole('heading', { name: 'Keine Ergebnisse gefunden' })).toBeInTheDocument();
    expect(
      screen.getByText('Versuchen Sie es mit anderen Suchbegriffen oder erweitern Sie Ihre Suche.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Meinten Sie/)).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).not.toBeInTheDocument();
  });
});

describe('SearchPage filters and order', () => {
  /** Answers with as many matches as the filters leave: 40 in all, 12 open now, 5 of those verified. */
  function fakeFilteredSearch() {
    return fakeSearch((params) => {
      const total = params.openNow === true ? (params.verified === true ? 5 : 12) : 40;
      const onPage = Math.min(24, total - ((params.page ?? 1) - 1) * 24);
      return { data: page(onPage), headers: listing(total, true, { first: 'page=1&limit=24' }) };
    });
  }

  it('puts a filter into the address, asks the API for it and updates the count', async () => {
    const searches = fakeFilteredSearch();
    const user = userEvent.setup();
    const { router } = renderSearch('/search?city=Berlin&page=2');
    expect(await screen.findByText('40 Ergebnisse gefunden · Seite 2 von 2')).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' }));
    // A changed filter starts again at page 1.
    expect(router.state.location.search).toBe('?city=Berlin&openNow=true');
    expect(await screen.findByText('12 Ergebnisse gefunden')).toBeInTheDocument();
    expect(searches().at(-1)).toEqual({ city: 'Berlin', openNow: true, page: 1, limit: 24 });

    await user.click(screen.getByRole('checkbox', { name: 'Nur verifizierte' }));
    expect(await screen.findByText('5 Ergebnisse gefunden')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?city=Berlin&openNow=true&verified=true');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Mindestbewertung' }), 'Mindestens 4 Sterne');
    await user.selectOptions(screen.getByRole('combobox', { name: /Sortieren nach/ }), 'Beste Bewertung');
    expect(router.state.location.search).toBe('?city=Berlin&openNow=true&minRating=4&verified=true&sort=rating');
    expect(searches().at(-1)).toEqual({
      city: 'Berlin',
      openNow: true,
      minRating: 4,
      verified: true,
      sort: 'rating',
      page: 1,
      limit: 24,
    });
  });

  it('shows the filters of a shared address as chips, and a chip removes its filter', async () => {
    fakeFilteredSearch();
    const user = userEvent.setup();
    const { router } = renderSearch('/search?query=Friseur&openNow=true&minRating=4&sort=newest');
    expect(await screen.findByText('12 Ergebnisse gefunden')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /Sortieren nach/ })).toHaveValue('newest');
    const chips = screen.getByRole('list', { name: 'Aktive Filter' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Jetzt geöffnet', 'Mindestens 4 Sterne']);

    await user.click(within(chips).getByRole('link', { name: 'Filter Jetzt geöffnet entfernen' }));
    expect(router.state.location.search).toBe('?query=Friseur&minRating=4&sort=newest');
    expect(await screen.findByText('40 Ergebnisse gefunden · Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Jetzt geöffnet' })).not.toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Aktive Filter' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the filters in the pagination links', async () => {
    fakeSearch(() => ({
      data: page(24),
      headers: listing(100, true, { first: 'page=1&limit=24', next: 'page=2&limit=24', last: 'page=5&limit=24' }),
    }));
    renderSearch('/search?verified=true&sort=rating');
    await screen.findByText('100 Ergebnisse gefunden · Seite 1 von 5');
    expect(within(pagination()).getByRole('link', { name: 'Nächste Seite' })).toHaveAttribute(
      'href',
      '/search?verified=true&sort=rating&page=2',
    );
  });
});
