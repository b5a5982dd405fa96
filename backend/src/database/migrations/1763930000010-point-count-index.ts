import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Counting an Umkreissuche without further criteria reads the published businesses at each dataset
 * point from an index alone, up to COUNT_CAP + 1 entries. idx_businesses_point_listing carries the
 * listing key (name included) in every entry, 88 MB at a million businesses; this index holds the
 * point only, so btree deduplication packs each point's businesses into a few pages (30 MB): the
 * count of 10,001 entries around Berlin takes about half the time (1.4 instead of 2.7 ms).
 * Built in about 4.5 s at a million businesses.
 */
export class PointCountIndex1763930000010 implements MigrationInterface {
  name = 'PointCountIndex1763930000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_point" ON "businesses" (latitude, longitude)
       WHERE status = 'published' AND deleted_at IS NULL AND latitude IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_point"');
  }
}
