import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One report per review and address (security review, finding 13: one address reported the same review ten
 * times). The key is a hash of the review's id and the address, so no address is kept; reports filed before
 * have none and stay as they are.
 */
export class ReviewReportReporter1764070000010 implements MigrationInterface {
  name = 'ReviewReportReporter1764070000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "review_reports" ADD "reporter_key" character varying(64)`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_review_reports_reporter" ON "review_reports" ("review_id", "reporter_key")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "uq_review_reports_reporter"`);
    await queryRunner.query(`ALTER TABLE "review_reports" DROP COLUMN "reporter_key"`);
  }
}
