import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The published businesses of each postal code in the listing order, as idx_businesses_point_listing holds those of
 * each point: a postal-code prefix alone ("180") is walked code by code, each walk stopping at the page's end, and the
 * walks merged. Its matches were fetched whole and sorted when they were few (4,692 for "180" at a million businesses:
 * 22 ms), or the country's listing order was walked past everything outside the prefix (5,040 for "508": 15 ms); the
 * walks take 1 to 2 ms. About 77 MB and 8 s at a million businesses.
 */
export class PostalCodeListing1764020000010 implements MigrationInterface {
  name = 'PostalCodeListing1764020000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_postal_listing" ON "businesses" (postal_code, (NOT verified), (- rating_avg), (- review_count), name, id)
       WHERE status = 'published' AND deleted_at IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_postal_listing"');
  }
}
