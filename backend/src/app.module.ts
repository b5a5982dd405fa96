import { DynamicModule, Module } from '@nestjs/common';
import { StatisticsModule } from './statistics/statistics.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import type { Logger } from 'pino';
import { AdminModule } from './admin/admin.module';
import { AuditModule } from './audit/audit.module';
import { BusinessesModule } from './businesses/businesses.module';
import { ClockModule } from './common/clock';
import { ThrottlingModule } from './common/throttling/throttling.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { DatabaseModule } from './database/database.module';
import { entities } from './entities';
import { SEARCH_DATA_SOURCE, searchTypeOrmOptions, typeOrmOptions } from './database/typeorm-options';
import { HealthModule } from './health/health.module';
import { ImportModule } from './import/import.module';
import { LandingPagesModule } from './landing/landing-pages.module';
import { MailModule } from './mail/mail.module';
import { ObjectsModule } from './objects/objects.module';
import { OwnersModule } from './owners/owners.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SeoModule } from './seo/seo.module';
import { SiteModule } from './site/site.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** The resolved database URL (embedded or DATABASE_URL). */
  databaseUrl: string;
  /** Builds the module graph without touching the database (OpenAPI generation). */
  offline?: boolean;
  /** The root logger, shared with the request log (see common/request-logging.ts). */
  logger: Logger;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, offline = false, logger }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        // nestjs-pino stays Nest's logger; requests are logged by registerRequestLogging, not by its middleware.
        LoggerModule.forRoot({ pinoHttp: { logger }, forRoutes: [] }),
        TypeOrmModule.forRoot({
          ...typeOrmOptions(config, databaseUrl, config.databaseReplicaUrls),
          entities,
          // Migrations run before the app is built (runMigrations, under an advisory lock).
          manualInitialization: offline,
        }),
        TypeOrmModule.forRoot({
          ...searchTypeOrmOptions(config, databaseUrl, config.databaseReplicaUrls),
          entities,
          name: SEARCH_DATA_SOURCE,
          manualInitialization: offline,
        }),
        DatabaseModule.forRoot(config),
        ClockModule,
        ThrottlingModule,
        MailModule,
        HealthModule,
        SiteModule,
        BusinessesModule,
        ReviewsModule,
        ImportModule,
        LandingPagesModule,
        ObjectsModule,
        AuditModule,
        AdminModule,
        ContactModule,
        OwnersModule,
        StatisticsModule,
        SeoModule,
      ],
    };
  }
}
