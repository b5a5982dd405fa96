import { MigrationInterface, QueryRunner } from 'typeorm';

/** Frozen copy of PUBLISHED_PREDICATE (search-expressions.ts) as this migration writes it. */
const PUBLISHED = `status = 'published' AND deleted_at IS NULL`;

/**
 * Entries go live after review, and deleting one is undoable for 30 days:
 * - `status` (pending, published, rejected) with the reason of a rejection; existing rows and
 *   imported ones are published (the column default), the public form writes pending;
 * - `edited_by_admin_at`: once set, the owner's edit token no longer changes the entry;
 * - `deleted_at`: the trash; a periodic purge removes rows older than 30 days for good;
 * - the listing indexes become partial on what the public sees, so a page walks only published
 *   rows however many wait for review or lie in the trash; small partial indexes serve the review
 *   queue and the trash.
 */
export class Publishing1763800000010 implements MigrationInterface {
  name = 'Publishing1763800000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "businesses" ADD "status" character varying(10) NOT NULL DEFAULT 'published'`);
    await queryRunner.query(`ALTER TABLE "businesses" ADD "rejection_reason" character varying(500)`);
    await queryRunner.query(`ALTER TABLE "businesses" ADD "edited_by_admin_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "businesses" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);

    for (const index of [
      'idx_businesses_listing',
      'idx_businesses_category_listing',
      'idx_businesses_city_listing',
      'idx_businesses_city_category',
    ]) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_listing" ON "businesses" ((NOT verified), (- rating_avg), (- review_count), name, id) WHERE ${PUBLISHED}`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_listing" ON "businesses" ("category", (NOT verified), (- rating_avg), (- review_count), name, id) WHERE ${PUBLISHED}`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_listing" ON "businesses" ("city_folded", (NOT verified), (- rating_avg), (- review_count), name, id) WHERE ${PUBLISHED}`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_category" ON "businesses" ("city_folded", "category") WHERE ${PUBLISHED}`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_review_queue" ON "businesses" ("status", "created_at", "id") WHERE deleted_at IS NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_trash" ON "businesses" ("deleted_at", "id") WHERE deleted_at IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of [
      'idx_businesses_trash',
      'idx_businesses_review_queue',
      'idx_businesses_city_category',
      'idx_businesses_city_listing',
      'idx_businesses_category_listing',
      'idx_businesses_listing',
    ]) {
      await queryRunner.query(`DROP INDEX "${index}"`);
    }
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_listing" ON "businesses" ((NOT verified), (- rating_avg), (- review_count), name, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_category_listing" ON "businesses" ("category", (NOT verified), (- rating_avg), (- review_count), name, id)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_city_listing" ON "businesses" ("city_folded", (NOT verified), (- rating_avg), (- review_count), name, id)`,
    );
    await queryRunner.query('CREATE INDEX "idx_businesses_city_category" ON "businesses" ("city_folded", "category")');
    for (const column of ['deleted_at', 'edited_by_admin_at', 'rejection_reason', 'status']) {
      await queryRunner.query(`ALTER TABLE "businesses" DROP COLUMN "${column}"`);
    }
  }
}
