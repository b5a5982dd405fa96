import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
/** pending: waiting for (another) attempt; sent: accepted by the SMTP server or written as .eml; failed: given up. */
export type MailStatus = (typeof MAIL_STATUSES)[number];

/**
 * One outgoing message, written in the transaction of the change that causes it (MailOutboxService.enqueue),
 * so a message exists exactly when its change does; MailWorker sends it.
 */
@Entity({ name: 'mail_outbox' })
// Partial index on the due pending rows (see the migration); declared so schema sync leaves it alone.
@Index('idx_mail_outbox_due', { synchronize: false })
export class MailOutboxMessage {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** What the message is about (e.g. `operator.newEntry`), for the Postausgang and the logs. */
  @Column({ type: 'varchar', length: 50 })
  kind!: string;

  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'varchar', length: 300 })
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody!: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody!: string;

  @Column({ type: 'varchar', length: 10, default: 'pending' })
  status!: MailStatus;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  /** When the worker may take it (again); pushed ahead while an attempt runs, so no other worker takes it. */
  @Column({ name: 'next_attempt_at', type: 'timestamptz' })
  nextAttemptAt!: Date;

  @Column({ name: 'last_error', type: 'text', nullable: true })
  lastError!: string | null;

  @Column({ name: 'sent_at', type: 'timestamptz', nullable: true })
  sentAt!: Date | null;

  @Index('idx_mail_outbox_created')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
