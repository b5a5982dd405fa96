import { MigrationInterface, QueryRunner } from 'typeorm';

/** Every GIN index of the schema, all on businesses. */
const GIN_INDEXES = [
  'idx_businesses_category_open_minutes',
  'idx_businesses_city_open_minutes',
  'idx_businesses_name_document',
  'idx_businesses_name_trgm',
  'idx_businesses_open_city_words',
  'idx_businesses_open_hours',
  'idx_businesses_point_words',
  'idx_businesses_postal_words',
  'idx_businesses_search_document',
  'idx_businesses_top_rated_city_names',
  'idx_businesses_top_rated_names',
  'idx_businesses_top_rated_point_names',
];

/**
 * The GIN indexes without their pending list (`fastupdate = off`). With it, a write's keys went to an unsorted list
 * that every later scan of the index read whole and tested against its query, until a VACUUM merged it into the
 * index; at a million businesses autovacuum comes only after 200,000 changed rows, so the list grows to
 * gin_pending_list_limit (4 MB per index) and stays. A few hundred writes made a search of several words within a
 * radius several times slower, for every visitor. A directory is read far more than written: each write now puts its
 * keys into the index itself, and no search pays for it. The lists already there are merged now.
 */
export class GinWithoutPendingList1764079000020 implements MigrationInterface {
  name = 'GinWithoutPendingList1764079000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    for (const index of GIN_INDEXES) {
      await queryRunner.query(`ALTER INDEX "${index}" SET (fastupdate = off)`);
      await queryRunner.query(`SELECT gin_clean_pending_list('"${index}"'::regclass)`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of GIN_INDEXES) await queryRunner.query(`ALTER INDEX "${index}" RESET (fastupdate)`);
  }
}
