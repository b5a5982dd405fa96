import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { AdminClaimsController, ClaimsController } from './claims.controller';
import { ClaimsService } from './claims.service';
import { OwnerAuthService } from './owner-auth.service';
import { OwnerBusinessesService } from './owner-businesses.service';
import { OwnerLinksService } from './owner-links.service';
import { OwnerNotificationsService } from './owner-notifications.service';
import { OwnerSessionGuard } from './owner-session.guard';
import { OwnerController } from './owner.controller';

/** Business owners: sign-in by mailed links, claims of listings, the owner's area. */
@Module({
  imports: [AuditModule, BusinessesModule],
  controllers: [OwnerController, ClaimsController, AdminClaimsController],
  providers: [
    OwnerAuthService,
    OwnerLinksService,
    ClaimsService,
    OwnerBusinessesService,
    OwnerSessionGuard,
    OwnerNotificationsService,
  ],
  // The owner routes of other modules (answers to reviews) use the guard and the ownership check.
  exports: [OwnerNotificationsService, OwnerAuthService, OwnerSessionGuard, OwnerBusinessesService],
})
export class OwnersModule {}
