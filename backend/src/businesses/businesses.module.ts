import { Module } from '@nestjs/common';
import { SearchExecutor } from './business-search-executor';
import { SearchStatistics } from './business-search-statistics';
import { BusinessSearchRepository } from './business-search.repository';
import { BusinessesController } from './businesses.controller';
import { BusinessesRepository } from './businesses.repository';
import { BusinessesService } from './businesses.service';
import { EditTokenService } from './edit-token.service';
import { SearchAdmission } from './search-admission';
import { SearchLookups } from './search-lookups';
import { SpecialHoursService } from './special-hours.service';

/**
 * The directory's entries; other modules read and write them through BusinessesRepository, search them through
 * BusinessSearchRepository and edit them as the owner does through BusinessesService.
 */
@Module({
  controllers: [BusinessesController],
  providers: [
    BusinessesService,
    BusinessesRepository,
    BusinessSearchRepository,
    SearchExecutor,
    SearchStatistics,
    EditTokenService,
    SearchLookups,
    SearchAdmission,
    SpecialHoursService,
  ],
  exports: [
    BusinessesService,
    BusinessesRepository,
    BusinessSearchRepository,
    SearchLookups,
    SearchAdmission,
    SpecialHoursService,
  ],
})
export class BusinessesModule {}
