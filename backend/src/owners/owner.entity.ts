import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A business owner: known by a confirmed e-mail address (stored lower-case), signs in by mailed links. */
@Entity({ name: 'owners' })
export class Owner {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('uq_owners_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 100, nullable: true })
  name!: string | null;

  /** Non-essential mails the owner may turn off (/inhaber/einstellungen); sign-in links and decisions always go. */
  @Column({ name: 'notify_new_review', type: 'boolean', default: true })
  notifyNewReview!: boolean;

  @Column({ name: 'notify_review_hidden', type: 'boolean', default: true })
  notifyReviewHidden!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
