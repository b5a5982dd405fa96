import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { AdminModule } from './admin/admin.module';
import { BusinessesModule } from './businesses/businesses.module';
import { ClockModule } from './common/clock';
import { RateLimitModule } from './common/fixed-window-limiter';
import { ThrottlingModule } from './common/throttling/throttling.module';
import { AppConfig } from './config/app-config';
import { AppConfigModule } from './config/config.module';
import { ContactModule } from './contact/contact.module';
import { DatabaseModule } from './database/database.module';
import { typeOrmOptions } from './database/typeorm-options';
import { HealthModule } from './health/health.module';
import { ImportModule } from './import/import.module';
import { ObjectsModule } from './objects/objects.module';
import { ReviewsModule } from './reviews/reviews.module';
import { SiteModule } from './site/site.module';

export interface AppModuleOptions {
  config: AppConfig;
  /** The resolved database URL (embedded or DATABASE_URL). */
  databaseUrl: string;
  /** Builds the module graph without touching the database (OpenAPI generation). */
  offline?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, offline = false }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        AppConfigModule.forRoot(config),
        LoggerModule.forRoot({
          pinoHttp: {
            level: config.logLevel,
            genReqId: (request: IncomingMessage) => {
              const incoming = request.headers['x-request-id'];
              return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
            },
            customProps: () => ({ service: 'branchenbuch-api' }),
            serializers: {
              req: (request: { id: string; method: string; url: string }) => ({
                id: request.id,
                method: request.method,
                url: request.url,
              }),
              res: (response: { statusCode: number }) => ({ statusCode: response.statusCode }),
            },
            redact: ['req.headers.authorization', 'req.headers["x-admin-session"]', 'req.headers["x-edit-token"]'],
            autoLogging: { ignore: (request) => request.url?.startsWith('/api/health') === true },
          },
        }),
        TypeOrmModule.forRoot({
          ...typeOrmOptions(config, databaseUrl, config.databaseReplicaUrls),
          // Migrations run before the app is built (runMigrations, under an advisory lock).
          manualInitialization: offline,
        }),
        DatabaseModule,
        ClockModule,
        RateLimitModule,
        ThrottlingModule,
        HealthModule,
        SiteModule,
        BusinessesModule,
        ReviewsModule,
        ImportModule,
        ObjectsModule,
        AdminModule,
        ContactModule,
      ],
    };
  }
}
