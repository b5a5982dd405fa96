import { MigrationInterface, QueryRunner } from 'typeorm';

/** Per listing and day: views, appearances in search results and clicks (issue 53). No visitor data. */
export class BusinessDayStats1764076000010 implements MigrationInterface {
  name = 'BusinessDayStats1764076000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "business_day_stats" (
        "business_id" uuid NOT NULL,
        "day" date NOT NULL,
        "views" integer NOT NULL DEFAULT 0,
        "search_appearances" integer NOT NULL DEFAULT 0,
        "phone_clicks" integer NOT NULL DEFAULT 0,
        "website_clicks" integer NOT NULL DEFAULT 0,
        "route_clicks" integer NOT NULL DEFAULT 0,
        "email_clicks" integer NOT NULL DEFAULT 0,
        CONSTRAINT "pk_business_day_stats" PRIMARY KEY ("business_id", "day"),
        CONSTRAINT "fk_business_day_stats_business" FOREIGN KEY ("business_id")
          REFERENCES "businesses"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(`CREATE INDEX "idx_business_day_stats_day" ON "business_day_stats" ("day")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "business_day_stats"`);
  }
}
