import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BusinessClaim } from './business-claim.entity';

/**
 * A mailed sign-in link: single use, 15 minutes, only its SHA-256 stored. It names an address, not an owner: a
 * claimant becomes an owner by using it; with `claimId` it also confirms that claim.
 */
@Entity({ name: 'owner_login_tokens' })
export class OwnerLoginToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Index('uq_owner_login_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Index('idx_owner_login_tokens_claim')
  @Column({ name: 'claim_id', type: 'uuid', nullable: true })
  claimId!: string | null;

  @ManyToOne(() => BusinessClaim, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'claim_id', foreignKeyConstraintName: 'fk_owner_login_tokens_claim' })
  claim?: BusinessClaim;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
