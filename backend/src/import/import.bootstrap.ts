import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ImportService } from './import.service';

/** On the first start of an empty database, fills the directory with the bundled dataset. */
@Injectable()
export class SeedOnEmptyDatabase implements OnApplicationBootstrap {
  private readonly logger = new Logger('DatasetImport');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly importService: ImportService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Offline (OpenAPI generation) the data source is never initialised.
    if (!this.config.seedOnEmptyDatabase || !this.dataSource.isInitialized) return;
    const imported = await this.importService.seedIfEmpty();
    if (imported !== undefined) {
      this.logger.log(`Empty database: imported ${imported} businesses from the bundled data set`);
    }
  }
}
