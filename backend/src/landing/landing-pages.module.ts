import { Inject, Injectable, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BusinessesModule } from '../businesses/businesses.module';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LandingPagesController } from './landing-pages.controller';
import { LandingPagesRepository } from './landing-pages.repository';
import { LandingPagesService } from './landing-pages.service';

/**
 * Rebuilds the landing pages' table at start-up and then every LANDING_REFRESH_SECONDS (hourly by
 * default), so that new and changed entries reach links and the sitemap; the import refreshes it too.
 */
@Injectable()
class LandingPagesRefresh implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly landingPages: LandingPagesService,
  ) {}

  onApplicationBootstrap(): void {
    // Offline (OpenAPI writer): no database. BACKGROUND_JOBS=false: another process recounts.
    if (!this.dataSource.isInitialized || !this.config.backgroundJobs) return;
    this.timer = setInterval(() => this.start(), this.config.landingRefreshSeconds * 1000).unref();
    // Not awaited: at a million entries it takes seconds, and the previous table serves meanwhile.
    this.start();
  }

  private start(): void {
    this.running ??= this.landingPages.refreshQuietly().finally(() => (this.running = undefined));
  }

  /** A refresh under way finishes before the database connections close. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}

/** Landing pages for trade × city; the import and the sitemap use LandingPagesService and LandingPagesRepository. */
@Module({
  imports: [BusinessesModule],
  controllers: [LandingPagesController],
  providers: [LandingPagesService, LandingPagesRepository, LandingPagesRefresh],
  exports: [LandingPagesService, LandingPagesRepository],
})
export class LandingPagesModule {}
