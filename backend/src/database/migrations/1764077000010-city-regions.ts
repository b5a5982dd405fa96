import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The countries and states each city's published businesses lie in, read by a skip scan (one seek per region): "open
 * now" on a public holiday knows when a whole city keeps it (München on Epiphany), instead of reading every business
 * of the city to find none open. Its predicate names the city, so that a search without one never takes it for the
 * smallest index of the published.
 */
export class CityRegions1764077000010 implements MigrationInterface {
  name = 'CityRegions1764077000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_region" ON "businesses" ("city_folded", "country", (coalesce("state", '')))
       WHERE status = 'published' AND deleted_at IS NULL AND city_folded IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_region"');
  }
}
