import { Global, Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { DatabaseReader } from './database-reader';
import { ReadYourWritesInterceptor } from './read-your-writes';

/** Read routing for streaming replicas: DatabaseReader for any module, and the read-your-writes cookie. */
@Global()
@Module({
  providers: [DatabaseReader, { provide: APP_INTERCEPTOR, useClass: ReadYourWritesInterceptor }],
  exports: [DatabaseReader],
})
export class DatabaseModule {}
