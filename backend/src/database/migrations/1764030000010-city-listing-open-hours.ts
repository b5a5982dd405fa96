import { MigrationInterface, QueryRunner } from 'typeorm';

/** The published businesses of each city in the listing order, with what "open now" tests in each entry or without. */
const cityListingIndex = (openNow: boolean): string =>
  `CREATE INDEX "idx_businesses_city_listing" ON "businesses" ("city_folded", (NOT verified), (- rating_avg), (- review_count), name, id)
   ${openNow ? `INCLUDE (open_week, temporarily_closed, temporarily_closed_until)` : ''} WHERE status = 'published' AND deleted_at IS NULL`;

/**
 * "Jetzt geöffnet" in a city by day or in the evening, when many are open (Berlin on a Monday at 20:30): the count
 * read the city's rows from the table one by one until 201 were open, 2,700 rows for Berlin at a million businesses
 * (5.3 ms, the slowest statement of that search). The city's listing index now carries the week's hours and the
 * temporary closure in each entry, as the night listing indexes do, so the count reads the index alone (an
 * index-only scan: 1.7 ms for the same rows). A page still walks the same index in the listing order, and so does
 * the sample of the city's first 200 that decides how "open now" is read (openSample), from the table: the index
 * holds the listing order's expressions, not the columns they are computed from, which an index-only scan would
 * need. The index grows from 81 to 176 MB at a million businesses; rebuilt in about 8 s.
 */
export class CityListingOpenHours1764030000010 implements MigrationInterface {
  name = 'CityListingOpenHours1764030000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_listing"');
    await queryRunner.query(cityListingIndex(true));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_listing"');
    await queryRunner.query(cityListingIndex(false));
  }
}
