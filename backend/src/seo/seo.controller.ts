import { Controller, Get, Header, Inject, NotFoundException, Param, StreamableFile } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Readable } from 'node:stream';
import { CACHE_CONTROL, HttpCache } from '../common/http-caching';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DISALLOWED_PAGES } from './public-pages';
import { SEO_ROUTES } from './seo-routes';
import { SITEMAP_CONTENT_TYPE, sitemapIndexXml, urlsetXml } from './sitemap-xml';
import { SitemapService } from './sitemap.service';

export const SITEMAP_NOT_FOUND = 'Sitemap nicht gefunden';

/** What search engines read besides the pages: the sitemap index, its files and robots.txt. */
@ApiExcludeController()
@Controller()
export class SeoController {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly sitemaps: SitemapService,
  ) {}

  @Get(SEO_ROUTES.sitemapIndex)
  @HttpCache('sitemap')
  @Header('content-type', SITEMAP_CONTENT_TYPE)
  async sitemapIndex(): Promise<string> {
    return sitemapIndexXml(await this.sitemaps.sitemapUrls());
  }

  /** Streamed batch by batch: a file of 50,000 businesses is never held in memory at once. */
  @Get(SEO_ROUTES.sitemap)
  @Header('cache-control', CACHE_CONTROL.sitemap)
  async sitemap(@Param('chunk') chunk: string): Promise<StreamableFile> {
    const batches = await this.sitemaps.chunk(chunk);
    if (batches === undefined) throw new NotFoundException(SITEMAP_NOT_FOUND);
    return new StreamableFile(Readable.from(urlsetXml(batches)), { type: SITEMAP_CONTENT_TYPE });
  }

  @Get(SEO_ROUTES.robots)
  @HttpCache('static')
  @Header('content-type', 'text/plain; charset=utf-8')
  robots(): string {
    const disallowed = DISALLOWED_PAGES.map((path) => `Disallow: ${path}`);
    return [
      'User-agent: *',
      ...disallowed,
      '',
      `Sitemap: ${this.config.publicBaseUrl}/${SEO_ROUTES.sitemapIndex}`,
      '',
    ].join('\n');
  }
}
