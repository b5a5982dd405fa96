import { MigrationInterface, QueryRunner } from 'typeorm';

/** Special hours per date range, set by the owner or the admin (issue 53): closed, or other hours. */
export class SpecialHours1764075000010 implements MigrationInterface {
  name = 'SpecialHours1764075000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "business_special_hours" (
        "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
        "business_id" uuid NOT NULL,
        "starts_on" date NOT NULL,
        "ends_on" date NOT NULL,
        "opens" character varying(5),
        "closes" character varying(5),
        "note" character varying(60),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "chk_business_special_hours_range" CHECK ("ends_on" >= "starts_on"),
        CONSTRAINT "chk_business_special_hours_times" CHECK (("opens" IS NULL) = ("closes" IS NULL)),
        CONSTRAINT "pk_business_special_hours" PRIMARY KEY ("id"),
        CONSTRAINT "fk_business_special_hours_business" FOREIGN KEY ("business_id")
          REFERENCES "businesses"("id") ON DELETE CASCADE
      )`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_business_special_hours_business" ON "business_special_hours" ("business_id", "ends_on")`,
    );
    await queryRunner.query(`CREATE INDEX "idx_business_special_hours_ends" ON "business_special_hours" ("ends_on")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "business_special_hours"`);
  }
}
