import { MigrationInterface, QueryRunner } from 'typeorm';
import { NIGHT_OPEN_PREDICATE, PUBLISHED_PREDICATE } from '../search-expressions';
import { LISTING_KEY_COLUMNS } from './1763700000030-search-at-scale';

/**
 * "Open now" at night in a category ("Restaurant & Gastronomie", open now, at 23:07). The count walked the
 * category's listing order and checked each row: where none of the category is open, all 140,000 of it
 * (210 ms at a million businesses). idx_businesses_night_listing per category, as migration 1763950000020
 * per city: the businesses open at some night (NIGHT_HOURS) by category in the listing order, with the
 * week's hours and the temporary closure in each entry, so the count reads only the category's businesses
 * open at some night, from the index alone, and the page walks them.
 */
export class CategoryNightListingIndex1763950000030 implements MigrationInterface {
  name = 'CategoryNightListingIndex1763950000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_night_listing" ON "businesses" (category, ${LISTING_KEY_COLUMNS})
       INCLUDE (open_week, temporarily_closed, temporarily_closed_until)
       WHERE ${PUBLISHED_PREDICATE} AND ${NIGHT_OPEN_PREDICATE}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_category_night_listing"');
  }
}
