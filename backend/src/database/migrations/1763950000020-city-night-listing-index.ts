import { MigrationInterface, QueryRunner } from 'typeorm';
import { NIGHT_OPEN_PREDICATE, PUBLISHED_PREDICATE } from '../search-expressions';
import { LISTING_KEY_COLUMNS } from './1763700000030-search-at-scale';

/**
 * "Open now" at night in a city ("Jetzt geöffnet" in Berlin at 23:07). The count walked Berlin's listing
 * order and checked each row: 22,000 of Berlin's 81,000 businesses to find 1,001 open (26 ms at a million
 * businesses), and every row of a city where fewer are open. idx_businesses_night_listing per city: the
 * businesses open at some night (NIGHT_HOURS) by city in the listing order, with the week's hours and the
 * temporary closure in each entry, so the count reads Berlin's 11,000 of them from the index alone and
 * the page walks them. Built in about 25 s at a million businesses.
 */
export class CityNightListingIndex1763950000020 implements MigrationInterface {
  name = 'CityNightListingIndex1763950000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_night_listing" ON "businesses" (city_folded, ${LISTING_KEY_COLUMNS})
       INCLUDE (open_week, temporarily_closed, temporarily_closed_until)
       WHERE ${PUBLISHED_PREDICATE} AND ${NIGHT_OPEN_PREDICATE}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_night_listing"');
  }
}
