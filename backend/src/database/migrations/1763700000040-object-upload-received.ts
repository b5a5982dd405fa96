import { MigrationInterface, QueryRunner } from 'typeorm';

/** An upload URL takes one PUT: the time it was received marks it used. */
export class ObjectUploadReceived1763700000040 implements MigrationInterface {
  name = 'ObjectUploadReceived1763700000040';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "object_uploads" ADD "received_at" TIMESTAMP WITH TIME ZONE');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "object_uploads" DROP COLUMN "received_at"');
  }
}
