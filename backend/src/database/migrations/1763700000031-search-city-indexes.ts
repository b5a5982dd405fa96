import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counting a trade in a city ("Friseur" in Berlin) intersected two large bitmaps — every
 * "friseur" and every Berlin row — before counting five thousand matches. One GIN index over the
 * city and the full-text document (btree_gin makes the city a GIN key) finds just the
 * intersection, and a btree over city and category counts a category page of a city from the
 * index alone.
 */
export class SearchCityIndexes1763700000031 implements MigrationInterface {
  name = 'SearchCityIndexes1763700000031';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gin');
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_city_search" ON "businesses" USING gin ("city_folded", "search_document")',
    );
    await queryRunner.query('CREATE INDEX "idx_businesses_city_category" ON "businesses" ("city_folded", "category")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_category"');
    await queryRunner.query('DROP INDEX "idx_businesses_city_search"');
    await queryRunner.query('DROP EXTENSION IF EXISTS btree_gin');
  }
}
