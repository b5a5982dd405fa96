import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BusinessList, type BusinessListItem } from './business-list';

const item = (id: string, name: string, possibleDuplicateOf: string[] = []): BusinessListItem => ({
  id,
  name,
  category: 'Sonstige',
  street: 'Hauptstraße 12',
  postalCode: '80331',
  city: 'München',
  verified: false,
  isFormCustomer: false,
  possibleDuplicateOf,
});

describe('BusinessList: likely duplicates', () => {
  it('flags an entry with a badge and links to the older entries, named when they are listed', () => {
    render(
      <BusinessList
        items={[item('neu', 'Bäckerei Sonnenschein GmbH', ['alt', 'fern']), item('alt', 'Bäckerei Sonnenschein')]}
        busyId={null}
        onEdit={vi.fn()}
        onDelete={vi.fn()}
        onVerify={vi.fn()}
      />,
    );
    expect(screen.getAllByText('Mögliche Dublette')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Bäckerei Sonnenschein' })).toHaveAttribute('href', '/business/alt');
    expect(screen.getByRole('link', { name: 'älterer Eintrag 2' })).toHaveAttribute('href', '/business/fern');
  });
});
