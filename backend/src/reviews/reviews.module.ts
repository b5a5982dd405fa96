import { Module } from '@nestjs/common';
import { BusinessesModule } from '../businesses/businesses.module';
import { ReviewsController } from './reviews.controller';
import { ReviewsService } from './reviews.service';

@Module({ imports: [BusinessesModule], controllers: [ReviewsController], providers: [ReviewsService] })
export class ReviewsModule {}
