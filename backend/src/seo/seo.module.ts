import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { LandingPagesModule } from '../landing/landing-pages.module';
import { SeoController } from './seo.controller';
import { SitemapService } from './sitemap.service';

/** Sitemaps and robots.txt: what search engines read to find every public page. */
@Module({
  imports: [BusinessesModule, LandingPagesModule],
  controllers: [SeoController],
  providers: [SitemapService],
})
export class SeoModule {}
