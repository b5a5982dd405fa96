import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * idx_businesses_category_postal_code (1764079000030) for searches that name a category only. As a partial index of
 * the published businesses it was the smallest index whose predicate every search implies, and the search's
 * connections run with sequential scans off: PostgreSQL took a walk of it as the scan of a count of words tested per
 * row, passing the businesses category by category. "Friseur" open now met the hairdressers in one category near the
 * end, after 885,464 rows, and spent its budget (503). `category IS NOT NULL` in the predicate is implied by a category
 * asked for, and by nothing else; the count of a category in postal codes still reads no row to check its status.
 */
export class CategoryPostalCodeForCategories1764080000020 implements MigrationInterface {
  name = 'CategoryPostalCodeForCategories1764080000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_category_postal_code"');
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_postal_code" ON "businesses" ("category", "postal_code" text_pattern_ops)
       WHERE status = 'published' AND deleted_at IS NULL AND category IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_category_postal_code"');
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_postal_code" ON "businesses" ("category", "postal_code" text_pattern_ops)
       WHERE status = 'published' AND deleted_at IS NULL`,
    );
  }
}
