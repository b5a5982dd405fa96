import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { BundledDataset, DatasetBusiness } from './dataset';

/** Rows per INSERT: large enough to be fast, small enough to keep each statement's JSON modest. */
export const IMPORT_CHUNK_SIZE = 500;

const INSERT_REVIEWS = `
  INSERT INTO reviews ("business_id", "author_name", "rating", "comment", "created_at")
  SELECT r."businessId", r."authorName", r."rating", r."comment", r."createdAt"
  FROM jsonb_to_recordset($1::jsonb)
    AS r("businessId" uuid, "authorName" text, "rating" smallint, "comment" text, "createdAt" timestamptz)`;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

@Injectable()
export class ImportService {
  constructor(
    // Only for the transaction that replaces all businesses and their reviews at once.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly bundledDataset: BundledDataset,
  ) {}

  /** Replaces every business (with its reviews and edit tokens) by the bundled dataset: all or nothing. */
  async importBundledDataset(): Promise<{ imported: number }> {
    const businesses = await this.bundledDataset.load();
    return this.dataSource.transaction((manager) => this.replaceAll(manager, businesses));
  }

  /**
   * Imports the bundled dataset if there are no businesses yet; returns how many were imported,
   * or undefined when the directory was not empty. An advisory lock keeps two replicas starting
   * at once from both importing.
   */
  async seedIfEmpty(): Promise<number | undefined> {
    // The common case, a directory with entries, costs one indexed query and no file read.
    if (await this.businesses.hasAny()) return undefined;
    const businesses = await this.bundledDataset.load();
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('branchenbuch:seed-on-empty'))`);
      if (await this.businesses.hasAny(manager)) return undefined;
      return (await this.replaceAll(manager, businesses)).imported;
    });
  }

  /**
   * Deletes all businesses (reviews and edit tokens go with them by cascade) and inserts
   * `businesses` in multi-row chunks, with review_count and rating_sum computed from their
   * reviews. Runs inside the caller's transaction, so a failure anywhere keeps the old data.
   */
  async replaceAll(manager: EntityManager, businesses: readonly DatasetBusiness[]): Promise<{ imported: number }> {
    await this.businesses.deleteAll(manager);
    const rows = businesses.map(({ reviews = [], ...business }) => ({
      ...business,
      verified: business.verified ?? false,
      isFormCustomer: business.isFormCustomer ?? false,
      reviewCount: reviews.length,
      ratingSum: reviews.reduce((sum, review) => sum + review.rating, 0),
    }));
    for (const chunk of chunks(rows, IMPORT_CHUNK_SIZE)) {
      await this.businesses.insertRows(manager, chunk);
    }
    const reviews = businesses.flatMap((business) =>
      (business.reviews ?? []).map((review) => ({ ...review, businessId: business.id })),
    );
    for (const chunk of chunks(reviews, IMPORT_CHUNK_SIZE * 4)) {
      await manager.query(INSERT_REVIEWS, [JSON.stringify(chunk)]);
    }
    // Fresh statistics right away: with the old ones the planner misjudges the new table (and
    // autovacuum may take a minute to notice).
    await manager.query('ANALYZE businesses, reviews');
    return { imported: businesses.length };
  }
}
