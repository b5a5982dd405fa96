import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Owner } from './owner.entity';

/** An owner's sign-in; like the admin's, only the SHA-256 of the cookie's token is stored. */
@Entity({ name: 'owner_sessions' })
export class OwnerSession {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('idx_owner_sessions_owner')
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => Owner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_owner_sessions_owner' })
  owner?: Owner;

  @Index('uq_owner_sessions_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  /** Moves with every authenticated request: the session ends 30 days after the last one. */
  @Column({ name: 'last_seen_at', type: 'timestamptz' })
  lastSeenAt!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
