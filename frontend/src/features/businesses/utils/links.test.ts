import { describe, expect, it } from 'vitest';
import { mapDirectionsUrl, mapEmbedUrl, mapSearchUrl } from './map-links';
import { SOCIAL_NETWORKS } from './share-links';

const place = { name: 'Café & Bäckerei Müller', street: 'Hauptstraße 5', postalCode: '50667', city: 'Köln' };

describe('map links', () => {
  it('embeds name and address at zoom 15', () => {
    const url = new URL(mapEmbedUrl(place));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps');
    expect(url.searchParams.get('q')).toBe('Café & Bäckerei Müller, Hauptstraße 5, 50667 Köln');
    expect(url.searchParams.get('z')).toBe('15');
    expect(url.searchParams.get('output')).toBe('embed');
  });

  it('searches the business for Vollbild and routes to the address', () => {
    const search = new URL(mapSearchUrl(place));
    expect(search.href.startsWith('https://www.google.com/maps/search/?api=1&query=')).toBe(true);
    expect(search.searchParams.get('query')).toBe('Café & Bäckerei Müller, Hauptstraße 5, 50667 Köln');
    const route = new URL(mapDirectionsUrl(place));
    expect(route.href.startsWith('https://www.google.com/maps/dir/?api=1&destination=')).toBe(true);
    expect(route.searchParams.get('destination')).toBe('Hauptstraße 5, 50667 Köln');
  });
});

describe('share links', () => {
  it('encodes the page address for each network', () => {
    const page = 'https://branchenbuch.example/business/a-1?x=1&y=2';
    const urls = SOCIAL_NETWORKS.map((network) => new URL(network.shareUrl(page, 'Café Müller')));
    expect(urls[0].searchParams.get('u')).toBe(page);
    expect(urls[1].searchParams.get('url')).toBe(page);
    expect(urls[1].searchParams.get('text')).toBe('Café Müller');
    expect(urls[2].searchParams.get('text')).toBe(`Café Müller ${page}`);
  });
});
