import { MigrationInterface, QueryRunner } from 'typeorm';
import { nightListingIndex } from './1763950000010-night-listing-index';

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
    await queryRunner.query(nightListingIndex('idx_businesses_city_night_listing', 'city_folded'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_night_listing"');
  }
}
