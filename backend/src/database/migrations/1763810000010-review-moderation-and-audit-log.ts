import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Reports on reviews and their moderation (hidden reviews leave the list and the counters), and
 * the audit log of every administrator action.
 */
export class ReviewModerationAndAuditLog1763810000010 implements MigrationInterface {
  name = 'ReviewModerationAndAuditLog1763810000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews"
      ADD "hidden_at" TIMESTAMP WITH TIME ZONE,
      ADD "flagged_at" TIMESTAMP WITH TIME ZONE`);
    // The moderation queue: only reviews that are reported or hidden are in this index.
    await queryRunner.query(
      `CREATE INDEX "idx_reviews_moderation_queue" ON "reviews" ("flagged_at" DESC, "id" DESC) WHERE "flagged_at" IS NOT NULL`,
    );
    await queryRunner.query(`CREATE TABLE "review_reports" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "review_id" uuid NOT NULL,
      "reason" character varying(30) NOT NULL,
      "comment" character varying(500),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "resolved_at" TIMESTAMP WITH TIME ZONE,
      CONSTRAINT "PK_review_reports" PRIMARY KEY ("id"),
      CONSTRAINT "fk_review_reports_review" FOREIGN KEY ("review_id") REFERENCES "reviews"("id") ON DELETE CASCADE)`);
    await queryRunner.query(
      `CREATE INDEX "idx_review_reports_open" ON "review_reports" ("review_id", "created_at") WHERE "resolved_at" IS NULL`,
    );
    await queryRunner.query(`CREATE TABLE "audit_log" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "admin_username" character varying(100) NOT NULL,
      "action" character varying(40) NOT NULL,
      "entity_type" character varying(20) NOT NULL,
      "entity_id" character varying(100),
      "before" jsonb,
      "after" jsonb,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_audit_log_created" ON "audit_log" ("created_at" DESC, "id" DESC)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "audit_log"');
    await queryRunner.query('DROP TABLE "review_reports"');
    await queryRunner.query('DROP INDEX "idx_reviews_moderation_queue"');
    await queryRunner.query('ALTER TABLE "reviews" DROP COLUMN "flagged_at", DROP COLUMN "hidden_at"');
  }
}
