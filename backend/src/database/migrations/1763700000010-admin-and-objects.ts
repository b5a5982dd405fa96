import { MigrationInterface, QueryRunner } from 'typeorm';

/** Admin users, sessions, failed-login counters, generated settings and issued upload URLs. */
export class AdminAndObjects1763700000010 implements MigrationInterface {
  name = 'AdminAndObjects1763700000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "admin_users" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "username" character varying(100) NOT NULL,
      "password_hash" character varying(255) NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_06744d221bb6145dc61e5dc441d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_admin_users_username" ON "admin_users" ("username")`);
    await queryRunner.query(`CREATE TABLE "admin_sessions" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "user_id" uuid NOT NULL,
      "token_hash" character(64) NOT NULL,
      "login_time" TIMESTAMP WITH TIME ZONE NOT NULL,
      "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_38bb553c2372215d48de2306c5e" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_admin_sessions_user" ON "admin_sessions" ("user_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_admin_sessions_token_hash" ON "admin_sessions" ("token_hash")`);
    await queryRunner.query(`ALTER TABLE "admin_sessions" ADD CONSTRAINT "fk_admin_sessions_user"
      FOREIGN KEY ("user_id") REFERENCES "admin_users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`CREATE TABLE "admin_login_attempts" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "username" character varying(100) NOT NULL,
      "ip" character varying(64) NOT NULL,
      "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      CONSTRAINT "PK_699add8381e49d00fb3b7d87462" PRIMARY KEY ("id"))`);
    await queryRunner.query(
      `CREATE INDEX "idx_admin_login_attempts_username" ON "admin_login_attempts" ("username", "attempted_at")`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_admin_login_attempts_ip" ON "admin_login_attempts" ("ip", "attempted_at")`,
    );
    await queryRunner.query(`CREATE TABLE "settings" (
      "key" character varying(100) NOT NULL,
      "value" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_c8639b7626fa94ba8265628f214" PRIMARY KEY ("key"))`);
    await queryRunner.query(`CREATE TABLE "object_uploads" (
      "id" uuid NOT NULL,
      "max_size" integer NOT NULL,
      "allow_gif" boolean NOT NULL DEFAULT false,
      "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_48a86b8eb8d3a47a055a46fc703" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_object_uploads_expires_at" ON "object_uploads" ("expires_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "object_uploads"');
    await queryRunner.query('DROP TABLE "settings"');
    await queryRunner.query('DROP TABLE "admin_login_attempts"');
    await queryRunner.query('DROP TABLE "admin_sessions"');
    await queryRunner.query('DROP TABLE "admin_users"');
  }
}
