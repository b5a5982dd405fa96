import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two indexes of the words in a city that no plan needs any more (issue 54's index review):
 * - idx_businesses_city_words holds `qualified_words(city_folded, search_document)` for the published businesses,
 *   and so does the first column of idx_businesses_open_city_words (1764040000010), with the same predicate. A GIN
 *   index keeps each column's keys apart, so a condition on the words alone reads the same posting lists from it.
 * - idx_businesses_city_search (btree_gin on city and document) let PostgreSQL AND a city with every posting of a
 *   query word in the country, the slowest plan a prefix of many words had in a city; the words of a city are read
 *   from the index above, a city alone from idx_businesses_city_listing and idx_businesses_city_category.
 * Both cost build time in every seed and upkeep in every write.
 */
export class DropOverlappingWordIndexes1764079000010 implements MigrationInterface {
  name = 'DropOverlappingWordIndexes1764079000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_words"');
    await queryRunner.query('DROP INDEX "idx_businesses_city_search"');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_city_search" ON "businesses" USING gin ("city_folded", "search_document")',
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_words" ON "businesses"
       USING gin (qualified_words(city_folded, search_document)) WHERE status = 'published' AND deleted_at IS NULL`,
    );
  }
}
