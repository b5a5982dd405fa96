import { MigrationInterface, QueryRunner } from 'typeorm';

/** Business owners (owners/): accounts, sessions, mailed sign-in links, claims of listings and who owns which. */
export class Owners1764071000020 implements MigrationInterface {
  name = 'Owners1764071000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "owners" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "email" character varying(254) NOT NULL,
      "name" character varying(100),
      "notify_new_review" boolean NOT NULL DEFAULT true,
      "notify_review_hidden" boolean NOT NULL DEFAULT true,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_42838282f2e6b216301a70b02d6" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_owners_email" ON "owners" ("email")`);

    await queryRunner.query(`CREATE TABLE "owner_sessions" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "owner_id" uuid NOT NULL,
      "token_hash" character(64) NOT NULL,
      "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_b4691805a4338bc9df033635f31" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_owner_sessions_owner" ON "owner_sessions" ("owner_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_owner_sessions_token_hash" ON "owner_sessions" ("token_hash")`);
    await queryRunner.query(`ALTER TABLE "owner_sessions" ADD CONSTRAINT "fk_owner_sessions_owner"
      FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`CREATE TABLE "business_claims" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "business_id" uuid NOT NULL,
      "name" character varying(100) NOT NULL,
      "email" character varying(254) NOT NULL,
      "phone" character varying(50) NOT NULL,
      "role" character varying(100) NOT NULL,
      "message" character varying(2000) NOT NULL,
      "status" character varying(12) NOT NULL DEFAULT 'unconfirmed',
      "confirmed_at" TIMESTAMP WITH TIME ZONE,
      "decided_at" TIMESTAMP WITH TIME ZONE,
      "decided_by" character varying(100),
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_019ffe6bf156af0cadcff9a4290" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_business_claims_business" ON "business_claims" ("business_id")`);
    await queryRunner.query(`CREATE INDEX "idx_business_claims_status" ON "business_claims" ("status", "created_at")`);
    await queryRunner.query(`ALTER TABLE "business_claims" ADD CONSTRAINT "fk_business_claims_business"
      FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    // The business is the key: a listing has at most one owner.
    await queryRunner.query(`CREATE TABLE "business_owners" (
      "business_id" uuid NOT NULL,
      "owner_id" uuid NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_8c2ac4aee705c430beed37c0750" PRIMARY KEY ("business_id"))`);
    await queryRunner.query(`CREATE INDEX "idx_business_owners_owner" ON "business_owners" ("owner_id")`);
    await queryRunner.query(`ALTER TABLE "business_owners" ADD CONSTRAINT "fk_business_owners_business"
      FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "business_owners" ADD CONSTRAINT "fk_business_owners_owner"
      FOREIGN KEY ("owner_id") REFERENCES "owners"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    await queryRunner.query(`CREATE TABLE "owner_login_tokens" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "email" character varying(254) NOT NULL,
      "token_hash" character(64) NOT NULL,
      "claim_id" uuid,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "used_at" TIMESTAMP WITH TIME ZONE,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_058549724dca0829932dc037895" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_owner_login_tokens_token_hash" ON "owner_login_tokens" ("token_hash")`,
    );
    await queryRunner.query(`CREATE INDEX "idx_owner_login_tokens_claim" ON "owner_login_tokens" ("claim_id")`);
    await queryRunner.query(`ALTER TABLE "owner_login_tokens" ADD CONSTRAINT "fk_owner_login_tokens_claim"
      FOREIGN KEY ("claim_id") REFERENCES "business_claims"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "owner_login_tokens"');
    await queryRunner.query('DROP TABLE "business_owners"');
    await queryRunner.query('DROP TABLE "business_claims"');
    await queryRunner.query('DROP TABLE "owner_sessions"');
    await queryRunner.query('DROP TABLE "owners"');
  }
}
