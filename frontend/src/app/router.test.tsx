import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-app';
import { routes } from './router';

describe('router', () => {
  it('shows the 404 page with the developer hint for unknown paths', async () => {
    renderRoutes(routes, '/does-not-exist/at/all');
    expect(await screen.findByRole('heading', { name: /404 Page Not Found/ })).toBeInTheDocument();
    expect(screen.getByText(/forget to add the page to the router/)).toBeInTheDocument();
  });

  it.each([
    ['/', 'Lokale Unternehmen finden'],
    ['/search', 'Alle Unternehmen'],
    ['/secret-business-entry-form', 'Neuen Eintrag erstellen'],
    ['/blog', 'Unser Blog'],
    ['/preise', 'Unsere Preise'],
    ['/kontakt', 'Kontakt'],
    ['/impressum', 'Impressum'],
    ['/datenschutz', 'Datenschutzerklärung'],
    ['/agb', 'Allgemeine Geschäftsbedingungen'],
  ])('registers %s', async (path, heading) => {
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.queryByText(/404 Page Not Found/)).not.toBeInTheDocument();
  });

  it('renders header and footer around every page', async () => {
    renderRoutes(routes, '/preise');
    await screen.findByRole('heading', { level: 1, name: 'Unsere Preise' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    for (const name of ['Datenschutz', 'Impressum', 'AGB', 'Kontakt']) {
      expect(screen.getByRole('navigation', { name: 'Rechtliches' })).toHaveTextContent(name);
    }
  });
});
