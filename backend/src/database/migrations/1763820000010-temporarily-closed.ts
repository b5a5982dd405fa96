import { MigrationInterface, QueryRunner } from 'typeorm';

/** "Vorübergehend geschlossen", optionally until a last closed day (issue 13). */
export class TemporarilyClosed1763820000010 implements MigrationInterface {
  name = 'TemporarilyClosed1763820000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "businesses" ADD "temporarily_closed" boolean NOT NULL DEFAULT false');
    await queryRunner.query('ALTER TABLE "businesses" ADD "temporarily_closed_until" date');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "temporarily_closed_until"');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "temporarily_closed"');
  }
}
