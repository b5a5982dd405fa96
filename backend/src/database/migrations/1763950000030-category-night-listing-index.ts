import { MigrationInterface, QueryRunner } from 'typeorm';
import { nightListingIndex } from './1763950000010-night-listing-index';

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
    await queryRunner.query(nightListingIndex('idx_businesses_category_night_listing', 'category'));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_category_night_listing"');
  }
}
