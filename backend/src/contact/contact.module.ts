import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { getOptionsToken, getStorageToken, seconds, ThrottlerModuleOptions } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { AdminContactMessagesController } from './admin-contact-messages.controller';
import { ContactMessage } from './contact-message.entity';
import { CONTACT_MESSAGES } from './contact.dto';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { SharedThrottlerStorage } from './contact-throttler-storage';

export const CONTACT_THROTTLER = 'contact';

/**
 * The contact form's own per-IP limit. Its throttler options and storage are provided here
 * rather than through ThrottlerModule (a global module), so they apply only to the guard
 * on this module's route and never mix with an application-wide throttling setup. The
 * counters live in the shared rate-limit store (Redis when REDIS_URL is set).
 */
function contactThrottlerOptions(config: AppConfig): ThrottlerModuleOptions {
  return {
    throttlers: [
      { name: CONTACT_THROTTLER, limit: config.contact.rateLimit, ttl: seconds(config.contact.rateWindowSeconds) },
    ],
    errorMessage: CONTACT_MESSAGES.tooManyRequests,
    // Fastify's request.ip already honours trustProxy; the default tracker would take the nearest proxy.
    getTracker: (request: Record<string, unknown>) => String(request.ip),
  };
}

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessage])],
  controllers: [ContactController, AdminContactMessagesController],
  providers: [
    ContactService,
    { provide: getOptionsToken(), inject: [APP_CONFIG], useFactory: contactThrottlerOptions },
    { provide: getStorageToken(), useClass: SharedThrottlerStorage },
  ],
})
export class ContactModule {}
