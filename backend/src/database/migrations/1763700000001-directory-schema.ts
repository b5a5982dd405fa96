import { MigrationInterface, QueryRunner } from 'typeorm';

export class DirectorySchema1763700000001 implements MigrationInterface {
  name = 'DirectorySchema1763700000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const times = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']
      .flatMap((day) => [`"${day}_open" character varying(5)`, `"${day}_close" character varying(5)`])
      .join(', ');
    await queryRunner.query(`CREATE TABLE "businesses" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "name" character varying(100) NOT NULL,
      "category" character varying(100) NOT NULL,
      "description" text,
      "services" character varying(500),
      "street" character varying(100) NOT NULL,
      "postal_code" character varying(10) NOT NULL,
      "city" character varying(50) NOT NULL,
      "country" character varying(20) NOT NULL DEFAULT 'Deutschland',
      "state" character varying(50),
      "phone" character varying(50),
      "fax" character varying(50),
      "email" character varying(254),
      "website" character varying(500),
      "keywords" character varying(500),
      "verified" boolean NOT NULL DEFAULT false,
      "is_form_customer" boolean NOT NULL DEFAULT false,
      "image_url" character varying(500),
      ${times},
      "source" character varying(10) NOT NULL DEFAULT 'admin',
      "review_count" integer NOT NULL DEFAULT '0',
      "rating_sum" integer NOT NULL DEFAULT '0',
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_bc1bf63498dd2368ce3dc8686e8" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_businesses_created_at" ON "businesses" ("created_at")`);
    await queryRunner.query(`CREATE TABLE "edit_tokens" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "business_id" uuid NOT NULL,
      "token_hash" character(64) NOT NULL,
      "expires" TIMESTAMP WITH TIME ZONE NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_e85ebabf723eac536542d49d0e3" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_edit_tokens_business" ON "edit_tokens" ("business_id")`);
    await queryRunner.query(`CREATE UNIQUE INDEX "uq_edit_tokens_token_hash" ON "edit_tokens" ("token_hash")`);
    await queryRunner.query(`CREATE TABLE "reviews" (
      "id" uuid NOT NULL DEFAULT uuid_generate_v4(),
      "business_id" uuid NOT NULL,
      "author_name" character varying(100) NOT NULL,
      "rating" smallint NOT NULL,
      "comment" text NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_231ae565c273ee700b283f15c1d" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_reviews_business_created" ON "reviews" ("business_id", "created_at")`);
    await queryRunner.query(`ALTER TABLE "edit_tokens" ADD CONSTRAINT "FK_e1d2b23c7552a19861e33da8488"
      FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "reviews" ADD CONSTRAINT "FK_5487461baf5ad075430309fb8e7"
      FOREIGN KEY ("business_id") REFERENCES "businesses"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE "reviews"');
    await queryRunner.query('DROP TABLE "edit_tokens"');
    await queryRunner.query('DROP TABLE "businesses"');
  }
}
