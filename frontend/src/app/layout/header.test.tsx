import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { FAVOURITES_KEY, resetFavouritesCache, toggleFavourite } from '@/lib/favourites';
import { renderRoutes } from '@/testing/render-app';
import { Header } from './header';

function renderHeader() {
  return renderRoutes([{ path: '*', element: <Header /> }]);
}

describe('Header', () => {
  it('links the six pages of the specification', () => {
    renderHeader();
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const links = within(nav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Blog', '/blog'],
      ['Preise', '/preise'],
      ['Kontakt', '/kontakt'],
      ['AGB', '/agb'],
      ['Impressum', '/impressum'],
    ]);
  });

  it('toggles the mobile menu and closes it when a link is clicked', async () => {
    const user = userEvent.setup();
    const { router } = renderHeader();
    const toggle = screen.getByRole('button', { name: 'Menü öffnen' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).not.toBeInTheDocument();

    await user.click(toggle);
    const mobile = screen.getByRole('navigation', { name: 'Mobile Navigation' });
    expect(screen.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Menü schließen' }));
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menü öffnen' }));
    await user.click(within(screen.getByRole('navigation', { name: 'Mobile Navigation' })).getByText('Preise'));
    expect(router.state.location.pathname).toBe('/preise');
    expect(mobile).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Mobile Navigation' })).not.toBeInTheDocument();
  });

  describe('Merkliste link', () => {
    afterEach(() => {
      window.localStorage.clear();
      resetFavouritesCache();
    });

    it('counts the saved businesses and follows saving, removing and other tabs', async () => {
      window.localStorage.setItem(FAVOURITES_KEY, JSON.stringify(['a', 'b']));
      resetFavouritesCache();
      renderHeader();
      const link = await screen.findByRole('link', { name: 'Merkliste (2 Einträge)' });
      expect(link).toHaveAttribute('href', '/merkliste');
      expect(screen.getByTestId('merkliste-anzahl')).toHaveTextContent('2');

      act(() => void toggleFavourite('c'));
      expect(screen.getByTestId('merkliste-anzahl')).toHaveTextContent('3');
      act(() => void toggleFavourite('a'));
      act(() => void toggleFavourite('b'));
      expect(screen.getByRole('link', { name: 'Merkliste (1 Eintrag)' })).toBeInTheDocument();

      // Another tab empties the list: the browser reports it with a storage event.
      window.localStorage.setItem(FAVOURITES_KEY, '[]');
      act(() => void window.dispatchEvent(new StorageEvent('storage', { key: FAVOURITES_KEY })));
      expect(screen.getByRole('link', { name: 'Merkliste' })).toBeInTheDocument();
      expect(screen.queryByTestId('merkliste-anzahl')).not.toBeInTheDocument();
    });
  });
});
