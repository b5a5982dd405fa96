import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import type { ReportReasonCountDto, ReportedReviewDto } from './review-report.dto';
import { ReviewReport } from './review-report.entity';
import { Review } from './review.entity';

/** How many report comments the queue shows per review. */
const QUEUE_COMMENTS = 5;

interface QueueRow {
  id: string;
  businessId: string;
  businessName: string;
  authorName: string;
  rating: number;
  comment: string;
  createdAt: Date;
  hiddenAt: Date | null;
  flaggedAt: Date;
  reportCount: number;
  reasons: ReportReasonCountDto[] | null;
  reportComments: string[] | null;
}

/** The SQL of reports and the moderation queue; the rules are in ReviewModerationService. */
@Injectable()
export class ReviewModerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A review locked for a moderation step in the caller's transaction; null when there is none. */
  lockReview(manager: EntityManager, id: string): Promise<Review | null> {
    return manager.findOne(Review, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Files a report on a visible review and puts the review in the queue (a review already there
   * keeps its place). The review row is locked first, as every moderation step does; returns false,
   * changing nothing, when there is no such visible review.
   */
  async addReport(
    manager: EntityManager,
    report: Pick<ReviewReport, 'reviewId' | 'reason' | 'comment' | 'reporterKey'>,
  ): Promise<'filed' | 'not-found' | 'already-reported'> {
    const [, updated] = await manager.query<[unknown[], number]>(
      'UPDATE reviews SET flagged_at = COALESCE(flagged_at, now()) WHERE id = $1 AND hidden_at IS NULL',
      [report.reviewId],
    );
    if (updated !== 1) return 'not-found';
    // The unique index (review, reporter) decides, also between two reports sent at once.
    const inserted = await manager.createQueryBuilder().insert().into(ReviewReport).values(report).orIgnore().execute();
    return (inserted.raw as unknown[]).length === 1 ? 'filed' : 'already-reported';
  }

  async setHidden(manager: EntityManager, id: string, hidden: boolean): Promise<void> {
    await manager.query(
      hidden
        ? 'UPDATE reviews SET hidden_at = now(), flagged_at = COALESCE(flagged_at, now()) WHERE id = $1'
        : 'UPDATE reviews SET hidden_at = NULL WHERE id = $1',
      [id],
    );
  }

  /** Closes the review's open reports and takes it out of the queue; returns how many reports were open. */
  async resolveReports(manager: EntityManager, id: string): Promise<number> {
    await manager.query('UPDATE reviews SET flagged_at = NULL WHERE id = $1', [id]);
    const [, resolved] = await manager.query<[unknown[], number]>(
      'UPDATE review_reports SET resolved_at = now() WHERE review_id = $1 AND resolved_at IS NULL',
      [id],
    );
    return resolved;
  }

  countOpenReports(manager: EntityManager, id: string): Promise<number> {
    return manager.count(ReviewReport, { where: { reviewId: id, resolvedAt: IsNull() } });
  }

  /**
   * One page of the queue, newest first: walks idx_reviews_moderation_queue (only queued reviews
   * are in it) and aggregates each review's open reports through idx_review_reports_open.
   */
  async listQueue(offset: number, limit: number): Promise<{ items: ReportedReviewDto[]; total: number }> {
    const rows = await this.dataSource.query<QueueRow[]>(
      `SELECT r.id, r.business_id AS "businessId", b.name AS "businessName", r.author_name AS "authorName",
              r.rating, r.comment, r.created_at AS "createdAt", r.hidden_at AS "hiddenAt", r.flagged_at AS "flaggedAt",
              (SELECT count(*)::int FROM review_reports o WHERE o.review_id = r.id AND o.resolved_at IS NULL) AS "reportCount",
              (SELECT json_agg(json_build_object('reason', g.reason, 'count', g.count) ORDER BY g.count DESC, g.reason)
                 FROM (SELECT o.reason, count(*)::int AS count FROM review_reports o
                       WHERE o.review_id = r.id AND o.resolved_at IS NULL GROUP BY o.reason) g) AS reasons,
              ARRAY(SELECT o.comment FROM review_reports o
                    WHERE o.review_id = r.id AND o.resolved_at IS NULL AND o.comment IS NOT NULL
                    ORDER BY o.created_at DESC LIMIT ${QUEUE_COMMENTS}) AS "reportComments"
       FROM reviews r JOIN businesses b ON b.id = r.business_id
       WHERE r.flagged_at IS NOT NULL
       ORDER BY r.flagged_at DESC, r.id DESC
       OFFSET $1 LIMIT $2`,
      [offset, limit],
    );
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      'SELECT count(*)::int AS total FROM reviews WHERE flagged_at IS NOT NULL',
    );
    const items = rows.map((row): ReportedReviewDto => ({
      id: row.id,
      businessId: row.businessId,
      businessName: row.businessName,
      authorName: row.authorName,
      rating: row.rating,
      comment: row.comment,
      createdAt: row.createdAt.toISOString(),
      hidden: row.hiddenAt !== null,
      flaggedAt: row.flaggedAt.toISOString(),
      reportCount: row.reportCount,
      reasons: row.reasons ?? [],
      reportComments: row.reportComments ?? [],
    }));
    return { items, total };
  }
}
