import { MigrationInterface, QueryRunner } from 'typeorm';

/** The mail outbox (mail/mail-outbox.entity.ts): written with the change that causes a message, sent by MailWorker. */
export class MailOutbox1764071000010 implements MigrationInterface {
  name = 'MailOutbox1764071000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "mail_outbox" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "kind" character varying(50) NOT NULL,
      "recipient" character varying(254) NOT NULL,
      "subject" character varying(300) NOT NULL,
      "text_body" text NOT NULL,
      "html_body" text NOT NULL,
      "status" character varying(10) NOT NULL DEFAULT 'pending',
      "attempts" integer NOT NULL DEFAULT '0',
      "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "last_error" text,
      "sent_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_fecc63c96385bc35a39ccf2a72e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_mail_outbox_created" ON "mail_outbox" ("created_at")`);
    // The worker's claim reads only pending rows that are due; sent ones pile up and are never scanned.
    await queryRunner.query(
      `CREATE INDEX "idx_mail_outbox_due" ON "mail_outbox" ("next_attempt_at") WHERE "status" = 'pending'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "mail_outbox"');
  }
}
