import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LandingLinkDto } from '@/api/generated/model';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { BusinessLandingLinks } from './business-landing-links';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

const LINKS: LandingLinkDto[] = [
  {
    trade: {
      slug: 'wellness-schoenheit',
      label: 'Wellness & Schönheit',
      plural: 'Wellness & Schönheit',
      category: true,
    },
    city: { slug: 'berlin', name: 'Berlin' },
    count: 18,
  },
  {
    trade: { slug: 'friseur', label: 'Friseur', plural: 'Friseure', category: false },
    city: { slug: 'berlin', name: 'Berlin' },
    count: 11,
  },
];

function renderLinks(links: LandingLinkDto[]) {
  const fake = installFakeApi((request) =>
    request.url === '/api/businesses/b1/landing-pages' ? { data: links } : { status: 404 },
  );
  restore = fake.restore;
  return renderRoutes([{ path: '/', element: <BusinessLandingLinks businessId="b1" city="Berlin" /> }]);
}

describe('BusinessLandingLinks', () => {
  it("links the landing pages of the business's category and trades in its city", async () => {
    renderLinks(LINKS);
    const nav = await screen.findByRole('navigation', { name: 'Branchen in der Stadt' });
    expect(nav).toHaveTextContent('Mehr in Berlin:');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Wellness & Schönheit in Berlin', '/branchen/wellness-schoenheit/berlin'],
      ['Friseure in Berlin', '/branchen/friseur/berlin'],
    ]);
  });

  it('shows nothing when no landing page lists the business', async () => {
    const { container, queryClient } = renderLinks([]);
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/businesses/b1/landing-pages'])?.status).toBe('success'),
    );
    expect(container).toBeEmptyDOMElement();
  });
});
