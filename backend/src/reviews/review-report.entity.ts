import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ModerationTarget } from './moderation-targets';
import { type ReportReason } from './review-report.dto';
import { Review } from './review.entity';

/**
 * A visitor's report on a review or on the owner's answer to it; open until an administrator restores what was
 * hidden or dismisses the reports.
 */
@Entity({ name: 'review_reports' })
@Check('chk_review_reports_target', `"target" IN ('review', 'answer')`)
// Partial (open reports only): declared so schema sync leaves it alone (see the migration).
@Index('idx_review_reports_open', { synchronize: false })
// One report per review (or answer) and address (migrations 1764070000010, 1764074000010).
@Index('uq_review_reports_reporter', ['reviewId', 'target', 'reporterKey'], { unique: true })
export class ReviewReport {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_review_reports' })
  id!: string;

  @Column({ name: 'review_id', type: 'uuid' })
  reviewId!: string;

  @ManyToOne(() => Review, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id', foreignKeyConstraintName: 'fk_review_reports_review' })
  review?: Review;

  /** What is reported: the review itself or the owner's answer under it. */
  @Column({ type: 'varchar', length: 10, default: 'review' })
  target!: ModerationTarget;

  @Column({ type: 'varchar', length: 30 })
  reason!: ReportReason;

  /**
   * SHA-256 (hex) of the review's id and the reporter's address: tells a second report from the same address
   * without keeping the address. Null for reports filed before it was kept.
   */
  @Column({ name: 'reporter_key', type: 'varchar', length: 64, nullable: true })
  reporterKey!: string | null;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
