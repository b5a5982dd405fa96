import { Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { BusinessesModule } from '../businesses/businesses.module';
import { AdminReviewsController } from './admin-reviews.controller';
import { OwnerAnswersController } from './owner-answers.controller';
import { OwnerAnswersService } from './owner-answers.service';
import { OwnerReviewsController } from './owner-reviews.controller';
import { ReviewModerationRepository } from './review-moderation.repository';
import { ReviewModerationService } from './review-moderation.service';
import { ReviewReportsController } from './review-reports.controller';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';
import { OwnersModule } from '../owners/owners.module';

@Module({
  imports: [BusinessesModule, AuditModule, OwnersModule],
  controllers: [
    ReviewsController,
    ReviewReportsController,
    AdminReviewsController,
    OwnerAnswersController,
    OwnerReviewsController,
  ],
  providers: [ReviewsService, OwnerAnswersService, ReviewModerationService, ReviewModerationRepository],
})
export class ReviewsModule {}
