import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Words in a postal code, as idx_businesses_city_words holds them in a city (migration 1763920000010):
 * each word of a published business also indexed prefixed with its postal code ('10115|friseur'). "Friseur"
 * with Wo = 10115 ANDed the postal code's 5,372 rows with the bitmap of every "friseur" in the country
 * (63,572 entries of idx_businesses_search_document, then 41,365 of idx_businesses_name_document for the
 * page): 29 + 20 ms at a million businesses. The prefix '10115|friseur':* finds the 354 matches alone
 * (0.4 ms). A postal-code prefix is searched through the stored codes it stands for
 * (BusinessSearchQueries.withPostalCodes). About 240 MB and 25 s to build at a million businesses.
 */
export class PostalWords1764000000010 implements MigrationInterface {
  name = 'PostalWords1764000000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_postal_words" ON "businesses"
       USING gin (qualified_words(postal_code, search_document)) WHERE status = 'published' AND deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_postal_words"');
  }
}
