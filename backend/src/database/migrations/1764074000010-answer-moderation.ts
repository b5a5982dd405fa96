import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Owners' answers can be reported and moderated like reviews (issue 53): a report names what it is about (the
 * review or its answer), and the answer has its own hidden and queued marks with a queue index like the reviews'.
 */
export class AnswerModeration1764074000010 implements MigrationInterface {
  name = 'AnswerModeration1764074000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD "answer_hidden_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "answer_flagged_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "chk_reviews_answer_hidden" CHECK ("answer_hidden_at" IS NULL OR "answer_text" IS NOT NULL)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_reviews_answer_moderation_queue" ON "reviews" ("answer_flagged_at" DESC, "id" DESC) WHERE "answer_flagged_at" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" ADD "target" character varying(10) NOT NULL DEFAULT 'review'`,
    );
    await queryRunner.query(
      `ALTER TABLE "review_reports" ADD CONSTRAINT "chk_review_reports_target" CHECK ("target" IN ('review', 'answer'))`,
    );
    await queryRunner.query(`DROP INDEX "uq_review_reports_reporter"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_review_reports_reporter" ON "review_reports" ("review_id", "target", "reporter_key")`,
    );
    await queryRunner.query(`DROP INDEX "idx_review_reports_open"`);
    await queryRunner.query(
      `CREATE INDEX "idx_review_reports_open" ON "review_reports" ("review_id", "target", "created_at") WHERE "resolved_at" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "review_reports" WHERE "target" = 'answer'`);
    await queryRunner.query(`DROP INDEX "idx_review_reports_open"`);
    await queryRunner.query(
      `CREATE INDEX "idx_review_reports_open" ON "review_reports" ("review_id", "created_at") WHERE "resolved_at" IS NULL`,
    );
    await queryRunner.query(`DROP INDEX "uq_review_reports_reporter"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_review_reports_reporter" ON "review_reports" ("review_id", "reporter_key")`,
    );
    await queryRunner.query(`ALTER TABLE "review_reports" DROP CONSTRAINT "chk_review_reports_target"`);
    await queryRunner.query(`ALTER TABLE "review_reports" DROP COLUMN "target"`);
    await queryRunner.query(`DROP INDEX "idx_reviews_answer_moderation_queue"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "chk_reviews_answer_hidden"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "answer_flagged_at"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "answer_hidden_at"`);
  }
}
