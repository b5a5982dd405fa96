import type { DataSource } from 'typeorm';
import { SearchExecutor } from '../../src/businesses/business-search-executor';
import { SearchStatistics } from '../../src/businesses/business-search-statistics';
import { BusinessSearchRepository } from '../../src/businesses/business-search.repository';
import { BusinessesRepository } from '../../src/businesses/businesses.repository';
import { SearchLookups } from '../../src/businesses/search-lookups';
import { SpecialHoursService } from '../../src/businesses/special-hours.service';
import { SystemClock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/app-config';
import { DatabaseReader, SearchReader } from '../../src/database/database-reader';
import { BundledDataset } from '../../src/import/dataset';
import { ImportService } from '../../src/import/import.service';
import { LandingPagesRepository } from '../../src/landing/landing-pages.repository';
import { LandingPagesService } from '../../src/landing/landing-pages.service';

/** Imports the bundled dataset into a database outside a running app, as the emergency import does. */
export async function importBundledDataset(dataSource: DataSource): Promise<void> {
  const reader = new DatabaseReader(dataSource);
  // Nothing kept: the import's own lookups are few.
  const lookups = new SearchLookups({ searchLookupCache: { ttlMs: 0, maxEntries: 1 } });
  const businesses = new BusinessesRepository(dataSource, reader);
  // The budget only names what a cancelled statement was given: this data source's own statement_timeout holds.
  const executor = new SearchExecutor(new SearchReader(dataSource), lookups, {
    searchLimits: loadConfig({ NODE_ENV: 'test' }).searchLimits,
  });
  const search = new BusinessSearchRepository(dataSource, executor, new SearchStatistics(executor));
  const landingPages = new LandingPagesService(
    dataSource,
    businesses,
    search,
    new LandingPagesRepository(reader),
    new SpecialHoursService(dataSource, new SystemClock()),
  );
  await new ImportService(dataSource, businesses, new BundledDataset(), landingPages).importBundledDataset();
}
