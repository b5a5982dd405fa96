import { MigrationInterface, QueryRunner } from 'typeorm';

/** Search needs trigram similarity and accent folding; `unaccent()` is not IMMUTABLE, so it is wrapped to be indexable. */
export class Extensions1763700000000 implements MigrationInterface {
  name = 'Extensions1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS unaccent');
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION immutable_unaccent(value text) RETURNS text
      LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
      AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, value) $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP FUNCTION IF EXISTS immutable_unaccent(text)');
    await queryRunner.query('DROP EXTENSION IF EXISTS unaccent');
    await queryRunner.query('DROP EXTENSION IF EXISTS pg_trgm');
  }
}
