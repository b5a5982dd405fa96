import { MigrationInterface, QueryRunner } from 'typeorm';

/** One public answer per review by the listing's owner (issue 53): its text and when it was written or changed. */
export class ReviewAnswers1764072000040 implements MigrationInterface {
  name = 'ReviewAnswers1764072000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" ADD "answer_text" text`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD "answered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "reviews" ADD CONSTRAINT "chk_reviews_answer" CHECK (("answer_text" IS NULL) = ("answered_at" IS NULL))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "reviews" DROP CONSTRAINT "chk_reviews_answer"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "answered_at"`);
    await queryRunner.query(`ALTER TABLE "reviews" DROP COLUMN "answer_text"`);
  }
}
