import { Inject, Injectable } from '@nestjs/common';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { LandingPagesRepository } from '../landing/landing-pages.repository';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { publishedBlogArticles, STATIC_PAGES } from './public-pages';
import type { SitemapUrl } from './sitemap-xml';

/** Businesses and landing pages are read in keyset pages of this many, never a whole chunk at once. */
const KEYSET_BATCH = 5_000;

type UrlBatches = AsyncGenerator<readonly SitemapUrl[]>;

/**
 * A kind of page the sitemap lists, in files of at most `chunkSize` URLs: `sitemap-{name}.xml`
 * when it never needs more than one, else `sitemap-{name}-{n}.xml` from n = 1 (also while one is
 * enough, so that the addresses do not change as it grows).
 */
interface SitemapSource {
  name: string;
  /** How many numbered files it fills; absent for a source that is always one file. */
  chunkCount?: () => Promise<number>;
  /** The URLs of chunk `index` (0-based) in batches; none when it is past the end. */
  urls(index: number): UrlBatches;
}

/** `batches`, or undefined when it has none: asks for the first batch before anything is sent. */
async function unlessEmpty(batches: UrlBatches): Promise<UrlBatches | undefined> {
  const first = await batches.next();
  if (first.done === true) return undefined;
  return (async function* () {
    yield first.value;
    yield* batches;
  })();
}

/** Which sitemap files there are and what each lists, with absolute URLs from PUBLIC_BASE_URL. */
@Injectable()
export class SitemapService {
  private readonly sources: readonly SitemapSource[];

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly businesses: BusinessesRepository,
    private readonly landingPages: LandingPagesRepository,
  ) {
    this.sources = [this.staticPages(), this.publishedBusinesses(), this.tradeCityPages()];
  }

  /** The address of every sitemap file, for the index. */
  async sitemapUrls(): Promise<SitemapUrl[]> {
    const files = await Promise.all(
      this.sources.map(async (source) => {
        if (source.chunkCount === undefined) return [`sitemap-${source.name}.xml`];
        const count = await source.chunkCount();
        return Array.from({ length: count }, (_, index) => `sitemap-${source.name}-${index + 1}.xml`);
      }),
    );
    return files.flat().map((file) => ({ loc: this.absolute(`/${file}`) }));
  }

  /** The URLs of the file `sitemap-{chunk}.xml` in batches; undefined when there is no such file. */
  async chunk(chunk: string): Promise<UrlBatches | undefined> {
    const match = /^([a-z]+)(?:-([1-9]\d{0,5}))?$/.exec(chunk);
    const source = this.sources.find((candidate) => candidate.name === match?.[1]);
    const paged = source?.chunkCount !== undefined;
    if (match === null || source === undefined || paged !== (match[2] !== undefined)) return undefined;
    return unlessEmpty(source.urls(paged ? Number(match[2]) - 1 : 0));
  }

  private absolute(path: string): string {
    return `${this.config.publicBaseUrl}${path}`;
  }

  /** The pages of the route table and the blog's articles: a few dozen at most. */
  private staticPages(): SitemapSource {
    const urls = (): SitemapUrl[] => [
      ...STATIC_PAGES.map((path) => ({ loc: this.absolute(path) })),
      ...publishedBlogArticles().map(({ slug, published }) => ({
        loc: this.absolute(`/blog/${encodeURIComponent(slug)}`),
        lastmod: published,
      })),
    ];
    return {
      name: 'static',
      // eslint-disable-next-line @typescript-eslint/require-await -- a source yields its batches as they arrive; these are at hand
      urls: async function* (index) {
        if (index === 0) yield urls();
      },
    };
  }

  /** Every published business with its last change, in id order, `chunkSize` per file. */
  private publishedBusinesses(): SitemapSource {
    const { businesses } = this;
    const size = this.config.sitemapChunkSize;
    const absolute = (path: string): string => this.absolute(path);
    return {
      name: 'businesses',
      chunkCount: async () => Math.ceil((await businesses.countPublished()) / size),
      urls: async function* (index) {
        let after = index === 0 ? undefined : await businesses.publishedIdAt(index * size - 1);
        if (index > 0 && after === undefined) return;
        for (let remaining = size; remaining > 0;) {
          const page = await businesses.listPublished(after, Math.min(KEYSET_BATCH, remaining));
          if (page.length === 0) return;
          yield page.map(({ id, updatedAt }) => ({ loc: absolute(`/business/${id}`), lastmod: updatedAt }));
          remaining -= page.length;
          after = page[page.length - 1].id;
        }
      },
    };
  }

  /**
   * The landing pages `/branchen/{trade}/{city}` that have entries (the landing_pages table), in
   * key order, `chunkSize` per file.
   */
  private tradeCityPages(): SitemapSource {
    const { landingPages } = this;
    const size = this.config.sitemapChunkSize;
    const absolute = (path: string): string => this.absolute(path);
    return {
      name: 'branchen',
      chunkCount: async () => Math.ceil((await landingPages.count()) / size),
      urls: async function* (index) {
        let after = index === 0 ? undefined : await landingPages.keyAt(index * size - 1);
        if (index > 0 && after === undefined) return;
        for (let remaining = size; remaining > 0;) {
          const page = await landingPages.list(after, Math.min(KEYSET_BATCH, remaining));
          if (page.length === 0) return;
          yield page.map(({ tradeSlug, citySlug }) => ({ loc: absolute(`/branchen/${tradeSlug}/${citySlug}`) }));
          remaining -= page.length;
          after = page[page.length - 1];
        }
      },
    };
  }
}
