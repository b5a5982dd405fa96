import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LandingLinkDto, LandingLinksDto } from '@/api/generated/model';
import { installFakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render-app';
import { CategoryGrid } from './category-grid';
import { FeaturedCities } from './featured-cities';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

function link(trade: string, plural: string, city: string, name: string, count: number): LandingLinkDto {
  return { trade: { slug: trade, label: plural, plural, category: false }, city: { slug: city, name }, count };
}

const LINKS: LandingLinksDto = {
  cities: [
    {
      city: { slug: 'berlin', name: 'Berlin' },
      links: [
        link('friseur', 'Friseure', 'berlin', 'Berlin', 11),
        link('restaurant', 'Restaurants', 'berlin', 'Berlin', 8),
      ],
    },
    { city: { slug: 'muenchen', name: 'München' }, links: [link('baeckerei', 'Bäckereien', 'muenchen', 'München', 5)] },
  ],
  popular: [link('friseur', 'Friseure', 'berlin', 'Berlin', 11), link('zahnarzt', 'Zahnärzte', 'koeln', 'Köln', 5)],
};

function renderHomeBlocks(reply: () => { status?: number; data?: unknown }) {
  const fake = installFakeApi((request) => (request.url === '/api/landing-pages' ? reply() : { status: 404 }));
  restore = fake.restore;
  return renderRoutes([
    {
      path: '/',
      element: (
        <>
          <FeaturedCities />
          <CategoryGrid />
        </>
      ),
    },
  ]);
}

describe('home page links to landing pages', () => {
  it('lists the largest trades under each featured city that has landing pages', async () => {
    renderHomeBlocks(() => ({ data: LINKS }));
    const berlin = await screen.findByRole('list', { name: 'Beliebte Branchen in Berlin' });
    expect(within(berlin).getByRole('link', { name: 'Friseure' })).toHaveAttribute('href', '/branchen/friseur/berlin');
    expect(within(berlin).getByRole('link', { name: 'Restaurants' })).toHaveAttribute(
      'href',
      '/branchen/restaurant/berlin',
    );
    const munich = screen.getByRole('list', { name: 'Beliebte Branchen in München' });
    expect(within(munich).getByRole('link', { name: 'Bäckereien' })).toHaveAttribute(
      'href',
      '/branchen/baeckerei/muenchen',
    );
    // Hamburg and Köln have no landing pages in this answer: no links, the card stays as it was.
    expect(screen.queryByRole('list', { name: 'Beliebte Branchen in Hamburg' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Hamburg erkunden' })).toHaveAttribute('href', '/search?city=Hamburg');
  });

  it('lists the largest landing pages under the category grid, whose tiles still search', async () => {
    renderHomeBlocks(() => ({ data: LINKS }));
    const popular = await screen.findByRole('list', { name: 'Gefragte Branchen in Ihrer Stadt' });
    expect(
      within(popular)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Friseure in Berlin', '/branchen/friseur/berlin'],
      ['Zahnärzte in Köln', '/branchen/zahnarzt/koeln'],
    ]);
    expect(screen.getByRole('link', { name: 'Handwerk' })).toHaveAttribute('href', '/search?category=Handwerk');
  });

  it('links nothing when the links cannot be loaded', async () => {
    renderHomeBlocks(() => ({ status: 503 }));
    expect(await screen.findByRole('link', { name: 'Berlin erkunden' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /Beliebte Branchen in/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Gefragte Branchen in Ihrer Stadt' })).toBeNull();
  });
});
