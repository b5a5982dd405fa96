import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { businessFixture } from '@/testing/business-fixture';
import { BusinessCard } from './business-card';

describe('BusinessCard: temporary closure', () => {
  it('says "Vorübergehend geschlossen", with the last day when there is one', () => {
    const { rerender } = render(
      <MemoryRouter>
        <BusinessCard business={businessFixture({ temporarilyClosed: true, temporarilyClosedUntil: '2027-01-15' })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Vorübergehend geschlossen bis 15.01.2027')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <BusinessCard business={businessFixture({ temporarilyClosed: true })} />
      </MemoryRouter>,
    );
    expect(screen.getByText('Vorübergehend geschlossen')).toBeInTheDocument();
    rerender(
      <MemoryRouter>
        <BusinessCard business={businessFixture()} />
      </MemoryRouter>,
    );
    expect(screen.queryByText(/Vorübergehend geschlossen/)).not.toBeInTheDocument();
  });
});

describe('BusinessCard: rating', () => {
  it('shows the stars and "(n)" for a business with reviews', () => {
    render(
      <MemoryRouter>
        <BusinessCard business={businessFixture({ averageRating: 4.3, reviewCount: 1234 })} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('img', { name: '4,3 von 5 Sternen' })).toBeInTheDocument();
    expect(screen.getByText('(1.234)')).toBeInTheDocument();
    expect(screen.getByText('1.234 Bewertungen')).toHaveClass('sr-only');
  });

  it('shows nothing of a rating without reviews', () => {
    render(
      <MemoryRouter>
        <BusinessCard business={businessFixture({ averageRating: 0, reviewCount: 0 })} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('img', { name: /von 5 Sternen/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/\(\d+\)/)).not.toBeInTheDocument();
  });
});
