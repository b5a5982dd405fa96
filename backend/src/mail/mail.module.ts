import { Global, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminMailController } from './admin-mail.controller';
import { MailOutboxService } from './mail-outbox.service';
import { MAIL_TRANSPORT } from './mail-tokens';
import { createMailTransport } from './mail-transport';
import { MailWorker } from './mail-worker';

/** Outgoing e-mail: the outbox (any module enqueues within its transaction), its worker and the Postausgang. */
@Global()
@Module({
  controllers: [AdminMailController],
  providers: [
    MailOutboxService,
    MailWorker,
    {
      provide: MAIL_TRANSPORT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMailTransport(config.mail),
    },
  ],
  exports: [MailOutboxService, MailWorker],
})
export class MailModule {}
