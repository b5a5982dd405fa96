import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Open now" in a category or a city when few of them are open ("Gesundheit & Medizin" at 19:05, when
 * nearly every practice has closed). The search walked the category's listing order and checked each row
 * until it had found 1,001 open ones or the category ended: every one of the 154,000 at a million
 * businesses (280 ms), and at night the 87,000 restaurants open at some night (25 ms). The hours of
 * idx_businesses_open_hours serve "open now" alone; an hour also holds those that open or close later in it.
 *
 * Here each business is indexed by the nodes of a binary tree over the minutes of the week that exactly
 * cover its open minutes (open_minute_segments: the canonical cover of each range, at most two nodes per
 * level; 43 per business on average), qualified by its category and by its city (`'berlin|16747'`, as the
 * words of idx_businesses_city_words are). A minute's fifteen nodes on its path to the root
 * (openMinuteKeys) then find exactly the businesses open at that minute: 16,700 of the practices at 19:05
 * in 5 ms instead of 154,000 rows. Reading them costs about 0.3 µs each, so when many are open the
 * search still walks the listing order (business-search.repository.ts decides). 128 MB and 31 s to build
 * each at a million businesses.
 */
export class OpenMinutesIndexes1763960000010 implements MigrationInterface {
  name = 'OpenMinutesIndexes1763960000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    // int4range is canonical [lower, upper): the minutes lower … upper − 1 are open; the week does not wrap
    // (opening_day_ranges puts hours past midnight on the next day, Sunday's on Monday).
    await queryRunner.query(
      `CREATE FUNCTION open_minute_segments(week int4multirange) RETURNS integer[]
       LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
       AS $$
       DECLARE
         span int4range;
         l integer;
         r integer;
         nodes integer[] := '{}';
       BEGIN
         FOR span IN SELECT pg_catalog.unnest(week) LOOP
           l := pg_catalog.lower(span) + 16384;
           r := pg_catalog.upper(span) + 16384;
           WHILE l < r LOOP
             IF l & 1 = 1 THEN nodes := nodes || l; l := l + 1; END IF;
             IF r & 1 = 1 THEN r := r - 1; nodes := nodes || r; END IF;
             l := l >> 1;
             r := r >> 1;
           END LOOP;
         END LOOP;
         RETURN nodes;
       END
       $$`,
    );
    await queryRunner.query(
      `CREATE FUNCTION qualified_open_segments(qualifier text, week int4multirange) RETURNS text[]
       LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
       AS $$SELECT coalesce(pg_catalog.array_agg(qualifier || '|' || node), '{}')
         FROM pg_catalog.unnest(public.open_minute_segments(week)) AS node$$`,
    );
    for (const [name, qualifier] of [
      ['idx_businesses_category_open_minutes', 'category'],
      ['idx_businesses_city_open_minutes', 'city_folded'],
    ]) {
      await queryRunner.query(
        `CREATE INDEX "${name}" ON "businesses" USING gin (qualified_open_segments("${qualifier}", "open_week"))
         WHERE status = 'published' AND deleted_at IS NULL`,
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_city_open_minutes"');
    await queryRunner.query('DROP INDEX "idx_businesses_category_open_minutes"');
    await queryRunner.query('DROP FUNCTION qualified_open_segments(text, int4multirange)');
    await queryRunner.query('DROP FUNCTION open_minute_segments(int4multirange)');
  }
}
