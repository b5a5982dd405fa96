import { DynamicModule, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { AppConfig } from '../config/app-config';
import { DatabaseReader, SearchReader } from './database-reader';
import { ReadYourWritesInterceptor } from './read-your-writes';

/**
 * Read routing for streaming replicas: DatabaseReader for any module (SearchReader for the search's
 * own pools), and the read-your-writes cookie. Without replicas every read is on the primary
 * already, so the interceptor (about a fifth of a cached detail request's cost) is not registered
 * at all.
 */
@Module({})
export class DatabaseModule {
  static forRoot(config: Pick<AppConfig, 'databaseReplicaUrls'>): DynamicModule {
    const readYourWrites =
      config.databaseReplicaUrls.length > 0 ? [{ provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor }] : [];
    return {
      module: DatabaseModule,
      global: true,
      providers: [DatabaseReader, SearchReader, ...readYourWrites],
      exports: [DatabaseReader, SearchReader],
    };
  }
}
