import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource, TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
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

@Injectable()
class StorageLifecycle implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('ObjectStorage');

  constructor(
    @Inject(STORAGE_DRIVER) private readonly storage: StorageDriver,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    // Offline (OpenAPI writer): no network either.
    if (!this.dataSource.isInitialized || !(this.storage instanceof S3StorageDriver)) return;
    try {
      await this.storage.ensureBucket();
    } catch (error) {
      this.logger.warn(
        { err: error },
        'S3-Bucket nicht erreichbar oder nicht anlegbar; Uploads schlagen fehl, bis er da ist',
      );
    }
  }

  onModuleDestroy(): void {
    if (this.storage instanceof S3StorageDriver) this.storage.destroy();
  }
}

@Module({
  imports: [TypeOrmModule.forFeature([ObjectUpload])],
  controllers: [ObjectsController, ObjectFilesController],
  providers: [
    UploadSigner,
    {
      provide: STORAGE_DRIVER,
      inject: [APP_CONFIG, UploadSigner, Clock],
      useFactory: (config: AppConfig, signer: UploadSigner, clock: Clock): StorageDriver =>
        config.storage.driver === 's3'
          ? new S3StorageDriver(config.storage.s3, clock)
          : new LocalStorageDriver(config.storage.localDir, config.publicBaseUrl, signer),
    },
    ObjectsService,
    StorageLifecycle,
  ],
  exports: [ObjectsService],
})
export class ObjectsModule {}
