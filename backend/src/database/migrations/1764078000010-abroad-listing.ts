import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Open now" on a public holiday that a whole country keeps: on 3 October no German business is open by its week's
 * hours, on 26 December no German or Austrian one. The search then names the countries still working, and this index
 * holds the published businesses outside Germany by country in the listing order, with what the open-now test reads:
 * the count checks them in the index alone, and a page of one country walks its listing directly, instead of walking
 * idx_businesses_listing past every business of the countries on holiday. Where that one country works only in some
 * states (Switzerland on 26 December, in a few cantons), idx_businesses_abroad_states finds those states' entries
 * for the count, again in the index alone.
 */
export class AbroadListing1764078000010 implements MigrationInterface {
  name = 'AbroadListing1764078000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "idx_businesses_abroad_listing" ON "businesses" (country, (NOT verified), (- rating_avg), (- review_count), name, id)
    INCLUDE (state, open_week, temporarily_closed, temporarily_closed_until)
    WHERE status = 'published' AND deleted_at IS NULL AND country <> 'Deutschland'`);
    await queryRunner.query(`CREATE INDEX "idx_businesses_abroad_states" ON "businesses" (country, state)
    INCLUDE (id, open_week, temporarily_closed, temporarily_closed_until)
    WHERE status = 'published' AND deleted_at IS NULL AND country <> 'Deutschland'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_abroad_states"');
    await queryRunner.query('DROP INDEX "idx_businesses_abroad_listing"');
  }
}
