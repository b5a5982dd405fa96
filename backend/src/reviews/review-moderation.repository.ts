import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull } from 'typeorm';
import { type ModerationTarget, TARGET_COLUMNS } from './moderation-targets';
import type { ReportReasonCountDto, ReportedAnswerDto, ReportedReviewDto } from './review-report.dto';
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
  answerText: string | null;
  answeredAt: Date | null;
  hiddenAt: Date | null;
  flaggedAt: Date;
  reportCount: number;
  reasons: ReportReasonCountDto[] | null;
  reportComments: string[] | null;
}

/**
 * The SQL of reports and the moderation queues, for a review or the owner's answer to it (the target's columns
 * are in TARGET_COLUMNS); the rules are in ReviewModerationService.
 */
@Injectable()
export class ReviewModerationRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A review locked for a moderation step in the caller's transaction; null when there is none. */
  lockReview(manager: EntityManager, id: string): Promise<Review | null> {
    return manager.findOne(Review, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /**
   * Files a report on a target shown in public and puts it in its queue (one already there keeps its place). The
   * review row is locked first, as every moderation step does; returns 'not-found', changing nothing, when the
   * target is not shown.
   */
  async addReport(
    manager: EntityManager,
    target: ModerationTarget,
    report: Pick<ReviewReport, 'reviewId' | 'reason' | 'comment' | 'reporterKey'>,
  ): Promise<'filed' | 'not-found' | 'already-reported'> {
    const { flagged, reportable } = TARGET_COLUMNS[target];
    const [, updated] = await manager.query<[unknown[], number]>(
      `UPDATE reviews SET ${flagged} = COALESCE(${flagged}, now()) WHERE id = $1 AND ${reportable}`,
      [report.reviewId],
    );
    if (updated !== 1) return 'not-found';
    // The unique index (review, target, reporter) decides, also between two reports sent at once.
    const inserted = await manager
      .createQueryBuilder()
      .insert()
      .into(ReviewReport)
      .values({ ...report, target })
      .orIgnore()
      .execute();
    return (inserted.raw as unknown[]).length === 1 ? 'filed' : 'already-reported';
  }

  async setHidden(manager: EntityManager, target: ModerationTarget, id: string, hidden: boolean): Promise<void> {
    const { hidden: hiddenColumn, flagged } = TARGET_COLUMNS[target];
    await manager.query(
      hidden
        ? `UPDATE reviews SET ${hiddenColumn} = now(), ${flagged} = COALESCE(${flagged}, now()) WHERE id = $1`
        : `UPDATE reviews SET ${hiddenColumn} = NULL WHERE id = $1`,
      [id],
    );
  }

  /** Closes the target's open reports and takes it out of its queue; returns how many reports were open. */
  async resolveReports(manager: EntityManager, target: ModerationTarget, id: string): Promise<number> {
    await manager.query(`UPDATE reviews SET ${TARGET_COLUMNS[target].flagged} = NULL WHERE id = $1`, [id]);
    const [, resolved] = await manager.query<[unknown[], number]>(
      'UPDATE review_reports SET resolved_at = now() WHERE review_id = $1 AND target = $2 AND resolved_at IS NULL',
      [id, target],
    );
    return resolved;
  }

  countOpenReports(manager: EntityManager, target: ModerationTarget, id: string): Promise<number> {
    return manager.count(ReviewReport, { where: { reviewId: id, target, resolvedAt: IsNull() } });
  }

  /**
   * One page of a target's queue, newest first: walks its partial queue index (only queued rows are in it) and
   * aggregates each one's open reports through idx_review_reports_open.
   */
  async listQueue(
    target: ModerationTarget,
    offset: number,
    limit: number,
  ): Promise<{ items: (ReportedReviewDto | ReportedAnswerDto)[]; total: number }> {
    const { hidden, flagged } = TARGET_COLUMNS[target];
    const open = 'o.review_id = r.id AND o.target = $3 AND o.resolved_at IS NULL';
    const rows = await this.dataSource.query<QueueRow[]>(
      `SELECT r.id, r.business_id AS "businessId", b.name AS "businessName", r.author_name AS "authorName",
              r.rating, r.comment, r.created_at AS "createdAt", r.answer_text AS "answerText",
              r.answered_at AS "answeredAt", r.${hidden} AS "hiddenAt", r.${flagged} AS "flaggedAt",
              (SELECT count(*)::int FROM review_reports o WHERE ${open}) AS "reportCount",
              (SELECT json_agg(json_build_object('reason', g.reason, 'count', g.count) ORDER BY g.count DESC, g.reason)
                 FROM (SELECT o.reason, count(*)::int AS count FROM review_reports o
                       WHERE ${open} GROUP BY o.reason) g) AS reasons,
              ARRAY(SELECT o.comment FROM review_reports o
                    WHERE ${open} AND o.comment IS NOT NULL
                    ORDER BY o.created_at DESC LIMIT ${QUEUE_COMMENTS}) AS "reportComments"
       FROM reviews r JOIN businesses b ON b.id = r.business_id
       WHERE r.${flagged} IS NOT NULL
       ORDER BY r.${flagged} DESC, r.id DESC
       OFFSET $1 LIMIT $2`,
      [offset, limit, target],
    );
    const [{ total }] = await this.dataSource.query<{ total: number }[]>(
      `SELECT count(*)::int AS total FROM reviews WHERE ${flagged} IS NOT NULL`,
    );
    return { items: rows.map((row) => queueItem(target, row)), total };
  }
}

function queueItem(target: ModerationTarget, row: QueueRow): ReportedReviewDto | ReportedAnswerDto {
  const item: ReportedReviewDto = {
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
  };
  if (target === 'review') return item;
  // An answer leaves the queue when it is deleted (OwnerAnswersService), so a queued one has its text.
  return {
    ...item,
    answer: { text: row.answerText ?? '', answeredAt: (row.answeredAt ?? row.createdAt).toISOString() },
  };
}
