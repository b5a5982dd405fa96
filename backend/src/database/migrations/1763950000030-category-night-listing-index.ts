import { MigrationInterface, QueryRunner } from 'typeorm';

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
    await queryRunner.query(`CREATE INDEX "idx_businesses_category_night_listing" ON "businesses" (category, (NOT verified), (- rating_avg), (- review_count), name, id)
    INCLUDE (open_week, temporarily_closed, temporarily_closed_until)
    WHERE status = 'published' AND deleted_at IS NULL AND open_hour_slots(open_week) && '{0,1,2,3,4,5,6,23,24,25,26,27,28,29,30,47,48,49,50,51,52,53,54,71,72,73,74,75,76,77,78,95,96,97,98,99,100,101,102,119,120,121,122,123,124,125,126,143,144,145,146,147,148,149,150,167}'::smallint[]`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_category_night_listing"');
  }
}
