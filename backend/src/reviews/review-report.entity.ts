import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { type ReportReason } from './review-report.dto';
import { Review } from './review.entity';

/** A visitor's report on a review; open until an administrator restores the review or dismisses the reports. */
@Entity({ name: 'review_reports' })
// Partial (open reports only): declared so schema sync leaves it alone (see the migration).
@Index('idx_review_reports_open', { synchronize: false })
export class ReviewReport {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_review_reports' })
  id!: string;

  @Column({ name: 'review_id', type: 'uuid' })
  reviewId!: string;

  @ManyToOne(() => Review, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'review_id', foreignKeyConstraintName: 'fk_review_reports_review' })
  review?: Review;

  @Column({ type: 'varchar', length: 30 })
  reason!: ReportReason;

  @Column({ type: 'varchar', length: 500, nullable: true })
  comment!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @Column({ name: 'resolved_at', type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
