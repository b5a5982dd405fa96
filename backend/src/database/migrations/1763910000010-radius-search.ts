import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Umkreissuche (issue 14): each business's coordinates (from the bundled place dataset, set on every
 * write by BusinessesRepository) and two partial indexes over the published ones:
 * - a GiST index on the point as earthdistance's cube (`business_earth`, a wrapper of `ll_to_earth`): a
 *   radius is an `earth_box` containment that this index answers, for radius searches with few matches;
 * - a btree on the point followed by the listing key: all businesses of one place in listing order,
 *   so `sort=distance` walks the places of the radius nearest first and stops after the page
 *   (businesses share their place's coordinates, so distances tie a lot; the listing order breaks the ties).
 * Schema only: rows stored before this migration get their coordinates from `npm run places:backfill`
 * (src/bin/place-businesses.ts); a new database has no rows yet.
 */
export class RadiusSearch1763910000010 implements MigrationInterface {
  name = 'RadiusSearch1763910000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS cube');
    await queryRunner.query('CREATE EXTENSION IF NOT EXISTS earthdistance');
    await queryRunner.query('ALTER TABLE "businesses" ADD "latitude" double precision');
    await queryRunner.query('ALTER TABLE "businesses" ADD "longitude" double precision');

    // earthdistance's ll_to_earth names its `earth` type without a schema; pg_restore runs with an empty
    // search_path and could not rebuild an index on it (`npm run db:restore`). The wrapper fixes the path.
    await queryRunner.query(
      `CREATE FUNCTION business_earth(latitude double precision, longitude double precision) RETURNS earth
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE SET search_path = public, pg_temp
       AS 'SELECT ll_to_earth(latitude, longitude)'`,
    );
    await queryRunner.query(
      // Partial on latitude IS NOT NULL too, which only radius conditions state: searches without one
      // cannot take the index as a list of every published row.
      `CREATE INDEX "idx_businesses_earth" ON "businesses" USING gist (business_earth(latitude, longitude))
       WHERE status = 'published' AND deleted_at IS NULL AND latitude IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_point_listing" ON "businesses" (latitude, longitude, (NOT verified), (- rating_avg), (- review_count), name, id)
       WHERE status = 'published' AND deleted_at IS NULL AND latitude IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_point_listing"');
    await queryRunner.query('DROP INDEX "idx_businesses_earth"');
    await queryRunner.query('DROP FUNCTION business_earth(double precision, double precision)');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "longitude"');
    await queryRunner.query('ALTER TABLE "businesses" DROP COLUMN "latitude"');
    await queryRunner.query('DROP EXTENSION IF EXISTS earthdistance');
    await queryRunner.query('DROP EXTENSION IF EXISTS cube');
  }
}
