import { MigrationInterface, QueryRunner } from 'typeorm';

/** The trade × city combinations that have entries, for landing pages, their links and the sitemap. */
export class LandingPages1763700000050 implements MigrationInterface {
  name = 'LandingPages1763700000050';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "landing_pages" (
      "trade_slug" character varying(60) NOT NULL,
      "city_slug" character varying(120) NOT NULL,
      "city_name" character varying(50) NOT NULL,
      "city_terms" text array NOT NULL,
      "business_count" integer NOT NULL,
      "city_total" integer NOT NULL,
      CONSTRAINT "PK_landing_pages" PRIMARY KEY ("trade_slug", "city_slug"))`);
    await queryRunner.query('CREATE INDEX "idx_landing_pages_city" ON "landing_pages" ("city_slug", "business_count")');
    await queryRunner.query(
      'CREATE INDEX "idx_landing_pages_city_total" ON "landing_pages" ("city_total", "city_slug", "city_name")',
    );
    await queryRunner.query('CREATE INDEX "idx_landing_pages_count" ON "landing_pages" ("business_count")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "landing_pages"');
  }
}
