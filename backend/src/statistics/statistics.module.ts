import { Global, Module } from '@nestjs/common';
import { SearchAppearances } from '../businesses/search-appearances';
import { StatisticsController } from './statistics.controller';
import { StatisticsCounter } from './statistics-counter';
import { StatisticsService } from './statistics.service';

/**
 * The owners' statistics: counting (the page's beacon, the search's appearances) and reading. Global, so the
 * search reports to SearchAppearances without importing this module (whose entity refers to businesses).
 */
@Global()
@Module({
  controllers: [StatisticsController],
  providers: [StatisticsCounter, StatisticsService, { provide: SearchAppearances, useExisting: StatisticsCounter }],
  exports: [StatisticsCounter, StatisticsService, SearchAppearances],
})
export class StatisticsModule {}
