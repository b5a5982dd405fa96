import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { LandingPagesService } from '../landing/landing-pages.service';
import { BundledDataset, DatasetBusiness } from './dataset';

/** Rows per INSERT: large enough to be fast, small enough to keep each statement's JSON modest. */
export const IMPORT_CHUNK_SIZE = 500;

/**
 * The dataset's reviews of imported businesses; a review the business already has (same author,
 * time, rating and text: kept from an earlier import, possibly hidden by moderation) is not added again.
 */
const INSERT_REVIEWS = `
  INSERT INTO reviews ("business_id", "author_name", "rating", "comment", "created_at")
  SELECT r."businessId", r."authorName", r."rating", r."comment", r."createdAt"
  FROM jsonb_to_recordset($1::jsonb)
    AS r("businessId" uuid, "authorName" text, "rating" smallint, "comment" text, "createdAt" timestamptz)
  JOIN businesses b ON b.id = r."businessId" AND b.source = 'import'
  WHERE NOT EXISTS (
    SELECT 1 FROM reviews x
    WHERE x.business_id = r."businessId" AND x.created_at = r."createdAt"
      AND x.author_name = r."authorName" AND x.rating = r."rating" AND x.comment = r."comment")`;

/** What an import did: entries imported, owner and back-office entries kept, what went with old imported entries. */
export interface ImportOutcome {
  imported: number;
  /** Entries from the public form (owners) and the back office: never touched by an import. */
  keptEntries: number;
  /** Imported entries before the import (updated, or removed when no longer in the dataset). */
  previousImported: number;
  /** Imported entries no longer in the dataset, deleted with their reviews. */
  removedEntries: number;
  removedReviews: number;
}

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
    private readonly landingPages: LandingPagesService,
  ) {}

  /**
   * Replaces the imported businesses by the bundled dataset, all or nothing; entries from the form
   * and the back office stay with their reviews. `within` runs in the same transaction with the
   * outcome (the admin import logs itself there).
   */
  async importBundledDataset(
    within: (manager: EntityManager, outcome: ImportOutcome) => Promise<void> = async () => {},
  ): Promise<ImportOutcome> {
    const businesses = await this.bundledDataset.load();
    const outcome = await this.dataSource.transaction(async (manager) => {
      const result = await this.replaceImported(manager, businesses);
      await within(manager, result);
      return result;
    });
    await this.landingPages.refreshQuietly();
    return outcome;
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
    const imported = await this.dataSource.transaction(async (manager) => {
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('branchenbuch:seed-on-empty'))`);
      if (await this.businesses.hasAny(manager)) return undefined;
      return (await this.replaceImported(manager, businesses)).imported;
    });
    if (imported !== undefined) await this.landingPages.refreshQuietly();
    return imported;
  }

  /**
   * Replaces the imported businesses by `businesses`: imported entries missing from it are deleted
   * (with their reviews), the others are inserted or updated in multi-row chunks, their reviews
   * added unless already there, and review_count and rating_sum recounted from the visible
   * reviews. Entries from the form (owners) and the back office, and every review on them, are
   * never touched. Runs inside the caller's transaction, so a failure anywhere keeps the old data.
   */
  async replaceImported(manager: EntityManager, businesses: readonly DatasetBusiness[]): Promise<ImportOutcome> {
    const sources = await this.businesses.countBySource(manager);
    const removed = await this.businesses.deleteImportedExcept(
      manager,
      businesses.map((business) => business.id),
    );
    const rows = businesses.map(({ reviews: _reviews, ...business }) => ({
      ...business,
      verified: business.verified ?? false,
      isFormCustomer: business.isFormCustomer ?? false,
      // Recounted below from the reviews the business ends up with.
      reviewCount: 0,
      ratingSum: 0,
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
    await this.businesses.recountImportedRatings(manager);
    // Fresh statistics right away: with the old ones the planner misjudges the new table (and
    // autovacuum may take a minute to notice).
    await manager.query('ANALYZE businesses, reviews');
    return {
      imported: businesses.length,
      keptEntries: sources.form + sources.admin,
      previousImported: sources.import,
      removedEntries: removed.businesses,
      removedReviews: removed.reviews,
    };
  }
}
