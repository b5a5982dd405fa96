import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-app';
import PricingPage from './pricing-page';

describe('PricingPage', () => {
  it('shows the three packages with their buttons to the contact form', () => {
    renderRoutes([{ path: '/preise', element: <PricingPage /> }], '/preise');
    expect(screen.getByRole('heading', { level: 1, name: 'Unsere Preise' })).toBeInTheDocument();
    expect(screen.getByText('30 Tage Geld-zurück-Garantie')).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Basis',
      'Professional',
      'Premium',
    ]);
    expect(within(cards[1]).getByText('Beliebteste Wahl')).toBeInTheDocument();
    expect(within(cards[0]).queryByText('Beliebteste Wahl')).not.toBeInTheDocument();
    expect(within(cards[2]).getByText('1.499 EUR')).toBeInTheDocument();
    for (const name of ['Basis', 'Professional', 'Premium']) {
      expect(screen.getByRole('link', { name: `${name} wählen` })).toHaveAttribute('href', `/kontakt?paket=${name}`);
    }
    expect(screen.getByRole('link', { name: 'Kostenlose Beratung' })).toHaveAttribute('href', '/kontakt');
    expect(screen.getByRole('link', { name: 'Jetzt starten' })).toHaveAttribute('href', '/kontakt');
  });

  it('opens an FAQ answer from its question', async () => {
    const user = userEvent.setup();
    renderRoutes([{ path: '/preise', element: <PricingPage /> }], '/preise');
    const question = screen.getByText('Welche Zahlungsarten gibt es?');
    const details = question.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await user.click(question);
    expect(details.open).toBe(true);
  });
});
