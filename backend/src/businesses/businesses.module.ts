import { Module } from '@nestjs/common';
import { BusinessSearchRepository } from './business-search.repository';
import { BusinessesController } from './businesses.controller';
import { BusinessesService } from './businesses.service';
import { EditTokenService } from './edit-token.service';

@Module({
  controllers: [BusinessesController],
  providers: [BusinessesService, BusinessSearchRepository, EditTokenService],
  exports: [BusinessesService],
})
export class BusinessesModule {}
