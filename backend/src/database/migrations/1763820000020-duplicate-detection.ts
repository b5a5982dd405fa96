import { MigrationInterface, QueryRunner } from 'typeorm';

/** The key columns' expressions as this migration writes them (frozen copies of search-expressions.ts). */
const NAME_KEY_EXPRESSION = `btrim(regexp_replace(regexp_replace(regexp_replace(search_fold(name), '[^a-z0-9]+', ' ', 'g'), '\\m(gmbh|mbh|co|kg|ag|ug|ohg|gbr|ek|ev|inh)\\M', ' ', 'g'), ' +', ' ', 'g'))`;
const ADDRESS_KEY_EXPRESSION = `search_fold(city) || ':' || replace(regexp_replace(search_fold(street), '[^a-z0-9]+', '', 'g'), 'strasse', 'str')`;

/**
 * Finding likely duplicates (issue 13) at a million businesses: the nearest names (trigram distance
 * of `name_key`) among the entries with the same postal code, or at the same address (`address_key`:
 * city and street). The postal code's entries (a few hundred at most) are a GiST index whose first key
 * narrows to the code (btree_gist makes a text equality a GiST key) and whose second orders by name
 * distance, so a lookup walks the nearest few names and stops; one address holds a handful of entries,
 * found by a btree and compared one by one. Both keys are columns of their own, which the search never
 * names, so these indexes cannot pull the search's plans off the listing indexes.
 */
export class DuplicateDetection1763820000020 implements MigrationInterface {
  name = 'DuplicateDetection1763820000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS btree_gist');
    for (const [column, expression] of [
      ['name_key', NAME_KEY_EXPRESSION],
      ['address_key', ADDRESS_KEY_EXPRESSION],
    ]) {
      await queryRunner.query(
        `ALTER TABLE "businesses" ADD "${column}" text GENERATED ALWAYS AS (${expression}) STORED NOT NULL`,
      );
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
         VALUES (current_database(), 'public', 'businesses', 'GENERATED_COLUMN', $1, $2)`,
        [column, expression],
      );
    }
    await queryRunner.query(
      'CREATE INDEX "idx_businesses_postal_code_name_key" ON "businesses" USING gist ("postal_code", "name_key" gist_trgm_ops)',
    );
    await queryRunner.query('CREATE INDEX "idx_businesses_address_key" ON "businesses" ("address_key")');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_address_key"');
    await queryRunner.query('DROP INDEX "idx_businesses_postal_code_name_key"');
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "table" = 'businesses' AND "name" IN ('name_key', 'address_key')`,
    );
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "address_key"');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "name_key"');
    await queryRunner.query('DROP EXTENSION IF EXISTS btree_gist');
  }
}
