import { MigrationInterface, QueryRunner } from 'typeorm';

export class Contact1763700000020 implements MigrationInterface {
  name = 'Contact1763700000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "contact_messages" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "first_name" character varying(100) NOT NULL,
      "last_name" character varying(100) NOT NULL,
      "email" character varying(254) NOT NULL,
      "phone" character varying(50),
      "subject" character varying(200) NOT NULL,
      "message" text NOT NULL,
      "privacy_consent" boolean NOT NULL,
      "consented_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_b74f96eb2edd977ccfba6533293" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_contact_messages_created" ON "contact_messages" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "contact_messages"');
  }
}
