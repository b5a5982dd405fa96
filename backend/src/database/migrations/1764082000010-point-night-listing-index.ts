import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Open now" at night within a radius. A radius is read point by point (the businesses of each point in the listing
 * order), and at a night minute few businesses are open: each point's walk read many rows of the point from the
 * table for every open one. This index holds, point by point in the listing order, only those open
 * at some minute of some night (the predicate of idx_businesses_night_listing), with the week's hours and the
 * temporary closure included in each entry.
 */
export class PointNightListingIndex1764082000010 implements MigrationInterface {
  name = 'PointNightListingIndex1764082000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_businesses_point_night_listing"
    ON "businesses" (latitude, longitude, (NOT verified), (- rating_avg), (- review_count), name, id)
    INCLUDE (open_week, temporarily_closed, temporarily_closed_until)
    WHERE status = 'published' AND deleted_at IS NULL AND latitude IS NOT NULL
      AND open_hour_slots(open_week) && '{0,1,2,3,4,5,6,23,24,25,26,27,28,29,30,47,48,49,50,51,52,53,54,71,72,73,74,75,76,77,78,95,96,97,98,99,100,101,102,119,120,121,122,123,124,125,126,143,144,145,146,147,148,149,150,167}'::smallint[]`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_point_night_listing"');
  }
}
