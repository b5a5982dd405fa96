import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Categories beside a postal-code prefix (issue 56's worst-case hunt): no index had the codes beside a category, so
 * PostgreSQL ANDed the bitmap of the codes' businesses with the bitmap of every business of the category, or the
 * search tested the category on each of the codes' rows. This one reads the category's businesses in the codes'
 * range alone; repeated (category, code) pairs keep it as small as idx_businesses_city_category.
 */
export class CategoryPostalCodeIndex1764079000030 implements MigrationInterface {
  name = 'CategoryPostalCodeIndex1764079000030';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_postal_code" ON "businesses" ("category", "postal_code" text_pattern_ops)
       WHERE status = 'published' AND deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_category_postal_code"');
  }
}
