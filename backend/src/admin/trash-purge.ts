import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminBusinessesService } from './admin-businesses.service';

/** How often entries past their time in the trash are purged (AdminBusinessesService.purgeTrash). */
const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/** Empties the trash of entries deleted more than TRASH_RETENTION_DAYS ago, at start-up and hourly. */
@Injectable()
export class TrashPurge implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('TrashPurge');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: AdminBusinessesService,
  ) {}

  onApplicationBootstrap(): void {
    // Offline (OpenAPI writer): no database. BACKGROUND_JOBS=false: another process purges.
    if (!this.dataSource.isInitialized || !this.config.backgroundJobs) return;
    this.timer = setInterval(() => this.start(), PURGE_INTERVAL_MS).unref();
    this.start();
  }

  private start(): void {
    this.running ??= this.purge().finally(() => (this.running = undefined));
  }

  private async purge(): Promise<void> {
    try {
      const purged = await this.businesses.purgeTrash();
      if (purged > 0) this.logger.log(`${purged} entries purged from the trash for good`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Purging the trash failed; retrying in an hour');
    }
  }

  /** A purge under way finishes before the database connections close. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
