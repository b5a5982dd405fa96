import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { Business } from '../businesses/business.entity';

@Entity({ name: 'reviews' })
@Index('idx_reviews_business_created', ['businessId', 'createdAt'])
// Partial and descending: declared so schema sync leaves it alone (see the migration).
@Index('idx_reviews_moderation_queue', { synchronize: false })
// An answer has its date, and a date its answer.
@Check('chk_reviews_answer', '("answer_text" IS NULL) = ("answered_at" IS NULL)')
// Only an answer can be hidden.
@Check('chk_reviews_answer_hidden', '"answer_hidden_at" IS NULL OR "answer_text" IS NOT NULL')
@Index('idx_reviews_answer_moderation_queue', { synchronize: false })
export class Review {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ name: 'business_id', type: 'uuid' })
  businessId!: string;

  @ManyToOne('Business', (business: Business) => business.reviews, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Business;

  @Column({ name: 'author_name', type: 'varchar', length: 100 })
  authorName!: string;

  @Column({ type: 'smallint' })
  rating!: number;

  @Column({ type: 'text' })
  comment!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  /** The listing owner's public answer ("Antwort des Inhabers"); null when there is none. */
  @Column({ name: 'answer_text', type: 'text', nullable: true })
  answerText!: string | null;

  /** When the answer was written or last changed; null exactly when there is no answer. */
  @Column({ name: 'answered_at', type: 'timestamptz', nullable: true })
  answeredAt!: Date | null;

  /** Set while an administrator has hidden the answer after a report: the review is then shown without it. */
  @Column({ name: 'answer_hidden_at', type: 'timestamptz', nullable: true })
  answerHiddenAt!: Date | null;

  /** Since when the answer is in the moderation queue (reported or hidden); null when it is not. */
  @Column({ name: 'answer_flagged_at', type: 'timestamptz', nullable: true })
  answerFlaggedAt!: Date | null;

  /** Set while an administrator has hidden the review: it is then neither listed nor counted. */
  @Column({ name: 'hidden_at', type: 'timestamptz', nullable: true })
  hiddenAt!: Date | null;

  /** Since when the review is in the moderation queue (reported or hidden); null when it is not. */
  @Column({ name: 'flagged_at', type: 'timestamptz', nullable: true })
  flaggedAt!: Date | null;
}
