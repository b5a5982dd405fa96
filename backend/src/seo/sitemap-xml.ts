/** The sitemaps.org protocol (https://www.sitemaps.org/protocol.html): its XML, nothing else. */

export const SITEMAP_CONTENT_TYPE = 'application/xml; charset=utf-8';

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** One `<url>`: an absolute address and, where known, when its content last changed. */
export interface SitemapUrl {
  loc: string;
  /** A moment, or a calendar day as `YYYY-MM-DD`. */
  lastmod?: Date | string;
}

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** The protocol asks for entity-escaped URLs. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

function entry(element: 'url' | 'sitemap', { loc, lastmod }: SitemapUrl): string {
  const modified =
    lastmod === undefined ? '' : `<lastmod>${lastmod instanceof Date ? lastmod.toISOString() : lastmod}</lastmod>`;
  return `<${element}><loc>${escapeXml(loc)}</loc>${modified}</${element}>\n`;
}

/** The sitemap index: where each sitemap file is. */
export function sitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  const entries = sitemaps.map((sitemap) => entry('sitemap', sitemap)).join('');
  return `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${entries}</sitemapindex>\n`;
}

/** A sitemap file as text pieces, one per batch of URLs, so that it can be streamed as the batches arrive. */
export async function* urlsetXml(batches: AsyncIterable<readonly SitemapUrl[]>): AsyncGenerator<string> {
  yield `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}">\n`;
  for await (const batch of batches) yield batch.map((url) => entry('url', url)).join('');
  yield '</urlset>\n';
}
