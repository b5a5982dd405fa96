import { sitemapIndexXml, SitemapUrl, urlsetXml } from './sitemap-xml';

// eslint-disable-next-line @typescript-eslint/require-await -- the lists are at hand; urlsetXml reads batches as they arrive
async function* batches(...lists: SitemapUrl[][]): AsyncGenerator<SitemapUrl[]> {
  for (const list of lists) yield list;
}

async function text(pieces: AsyncIterable<string>): Promise<string> {
  let result = '';
  for await (const piece of pieces) result += piece;
  return result;
}

describe('sitemap XML', () => {
  it('escapes addresses and writes lastmod as a moment or a day', async () => {
    const xml = await text(
      urlsetXml(
        batches(
          [{ loc: 'https://example.de/search?city=K&category=A<B>' }],
          [
            { loc: 'https://example.de/business/1', lastmod: new Date('2026-03-01T12:30:00Z') },
            { loc: "https://example.de/blog/it's", lastmod: '2026-04-02' },
          ],
        ),
      ),
    );
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<url><loc>https://example.de/search?city=K&amp;category=A&lt;B&gt;</loc></url>',
        '<url><loc>https://example.de/business/1</loc><lastmod>2026-03-01T12:30:00.000Z</lastmod></url>',
        '<url><loc>https://example.de/blog/it&apos;s</loc><lastmod>2026-04-02</lastmod></url>',
        '</urlset>',
        '',
      ].join('\n'),
    );
  });

  it('lists sitemap files in an index', () => {
    expect(sitemapIndexXml([{ loc: 'https://example.de/sitemap-static.xml' }])).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        '<sitemap><loc>https://example.de/sitemap-static.xml</loc></sitemap>',
        '</sitemapindex>',
        '',
      ].join('\n'),
    );
  });
});
