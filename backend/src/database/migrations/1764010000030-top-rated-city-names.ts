import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The names of the top-rated businesses (migration 1764010000010) qualified by their city, as idx_businesses_city_words
 * qualifies every word ('berlin|friseur'). A word in a city with many matches walks the city's listing order and
 * tests each business: "Friseur" open now in Berlin at 10:30 read 1,200 rows for its first page (2 ms at a million
 * businesses). The first pages of the name tier are the first of the city's top-rated with the word in their name
 * when there are enough of them: 140 in Berlin, read in 0.3 ms. About 3 MB and 2 s at a million businesses.
 */
export class TopRatedCityNames1764010000030 implements MigrationInterface {
  name = 'TopRatedCityNames1764010000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_top_rated_city_names" ON "businesses"
       USING gin (qualified_words(city_folded, name_document)) WHERE status = 'published' AND deleted_at IS NULL AND verified AND rating_avg >= 4.5`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_top_rated_city_names"');
  }
}
