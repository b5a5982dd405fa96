import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { BusinessesModule } from '../businesses/businesses.module';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { LocalStorageDriver } from './local-storage.driver';
import { ObjectFilesController } from './object-files.controller';
import { ObjectUpload } from './object-upload.entity';
import { ObjectsController } from './objects.controller';
import { ObjectsService } from './objects.service';
import { S3StorageDriver } from './s3-storage.driver';
import { STORAGE_DRIVER } from './storage-driver';
import type { StorageDriver } from './storage-driver';
import { UploadSigner } from './upload-signer';

/** How often the orphan sweep runs (ObjectsService.sweepOrphans). */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

@Injectable()
class StorageLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ObjectStorage');
  private sweepTimer: NodeJS.Timeout | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly objects: ObjectsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Offline (OpenAPI writer): no network either.
    if (!this.dataSource.isInitialized) return;
    // BACKGROUND_JOBS=false: another process sweeps.
    if (this.config.backgroundJobs) this.sweepTimer = setInterval(() => void this.sweep(), SWEEP_INTERVAL_MS).unref();
    if (!(this.storage instanceof S3StorageDriver)) return;
    try {
      await this.storage.ensureBucket();
    } catch (error) {
      this.logger.warn({ err: error }, 'S3 bucket unreachable or not creatable; uploads fail until it exists');
    }
  }

  private async sweep(): Promise<void> {
    try {
      const removed = await this.objects.sweepOrphans();
      if (removed.length > 0) this.logger.log(`${removed.length} orphaned objects removed`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Removing orphaned objects failed; retrying in an hour');
    }
  }

  onModuleDestroy(): void {
    clearInterval(this.sweepTimer);
    if (this.storage instanceof S3StorageDriver) this.storage.destroy();
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([ObjectUpload]), BusinessesModule],
  controllers: [ObjectsController, ObjectFilesController],
  providers: [
    UploadSigner,
    {
      provide: STORAGE_DRIVER,
      inject: [APP_CONFIG, UploadSigner],
      useFactory: (config: AppConfig, signer: UploadSigner): StorageDriver =>
        config.storage.driver === 's3'
          ? new S3StorageDriver(config.storage.s3)
          : new LocalStorageDriver(config.storage.localDir, config.publicBaseUrl, signer),
    },
    ObjectsService,
    StorageLifecycle,
  ],
  exports: [ObjectsService],
})
export class ObjectsModule {}
