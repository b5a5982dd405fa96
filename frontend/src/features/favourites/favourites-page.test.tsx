import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, resetFavouritesCache } from '@/lib/favourites';
import { businessFixture } from '@/testing/business-fixture';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import FavouritesPage from './favourites-page';

let restore: (() => void) | undefined;

function saved(ids: string[]) {
  window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(ids));
  resetFavouritesCache();
}

const stored = () => JSON.parse(window.localStorage.getItem(FAVOURITES_KEY) ?? '[]') as string[];

function renderFavourites() {
  return renderRoutes([{ path: '/merkliste', element: <FavouritesPage /> }], '/merkliste');
}

beforeEach(() => {
  window.localStorage.clear();
  resetFavouritesCache();
});

afterEach(() => {
  restore?.();
  restore = undefined;
  window.localStorage.clear();
  resetFavouritesCache();
});

describe('FavouritesPage', () => {
  it('lists the saved businesses in the order they were saved and removes one', async () => {
    saved(['b2', 'b1']);
    restore = installFakeApi({
      'GET /api/businesses/b1': () => ({ data: businessFixture({ id: 'b1', name: 'Bäckerei Eins' }) }),
      'GET /api/businesses/b2': () => ({ data: businessFixture({ id: 'b2', name: 'Café Zwei' }) }),
    }).restore;
    renderFavourites();

    expect(await screen.findByRole('link', { name: 'Café Zwei' })).toHaveAttribute('href', '/business/b2');
    const names = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(names()).toEqual(['Café Zwei', 'Bäckerei Eins']);
    expect(screen.getByText('2 gespeicherte Unternehmen, gemerkt in diesem Browser.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Café Zwei aus der Merkliste entfernen' }));
    expect(screen.queryByRole('link', { name: 'Café Zwei' })).not.toBeInTheDocument();
    expect(names()).toEqual(['Bäckerei Eins']);
    expect(stored()).toEqual(['b1']);
  });

  it('drops an entry that no longer exists from the list and the storage, with a note', async () => {
    saved(['weg', 'b1']);
    restore = installFakeApi({
      'GET /api/businesses/b1': () => ({ data: businessFixture({ id: 'b1', name: 'Bäckerei Eins' }) }),
      'GET /api/businesses/weg': () => ({
        status: 404,
        data: { statusCode: 404, error: 'Not Found', message: 'Unternehmen nicht gefunden' },
      }),
    }).restore;
    renderFavourites();

    expect(
      await screen.findByText('1 gespeicherter Eintrag ist nicht mehr verfügbar und wurde entfernt.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bäckerei Eins' })).toBeInTheDocument();
    expect(stored()).toEqual(['b1']);
  });

  it('keeps an entry that failed to load for another reason', async () => {
    saved(['b1']);
    restore = installFakeApi({ 'GET /api/businesses/b1': () => 'network-error' }).restore;
    renderFavourites();
    expect(await screen.findByText(/konnte gerade nicht geladen werden/)).toBeInTheDocument();
    expect(stored()).toEqual(['b1']);
  });

  it('shows the empty state with a way to the search, and is not indexed', async () => {
    restore = installFakeApi({}).restore;
    renderFavourites();
    const empty = await screen.findByRole('heading', { name: 'Ihre Merkliste ist leer' });
    const box = empty.parentElement as HTMLElement;
    expect(within(box).getByRole('link', { name: 'Unternehmen suchen' })).toHaveAttribute('href', '/search');
    expect(document.title).toBe('Merkliste | Branchenbuch');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });
});
