import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Business } from '../businesses/business.entity';

export const CLAIM_STATUSES = ['unconfirmed', 'pending', 'approved', 'rejected'] as const;
/** unconfirmed: the link is not yet used; pending: confirmed, waits for the admin; approved/rejected: decided. */
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** Someone's request to take over a listing (POST /api/businesses/{id}/claims). */
@Entity({ name: 'business_claims' })
@Index('idx_business_claims_status', ['status', 'createdAt'])
export class BusinessClaim {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('idx_business_claims_business')
  @Column({ name: 'business_id', type: 'uuid' })
  businessId!: string;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id', foreignKeyConstraintName: 'fk_business_claims_business' })
  business?: Business;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  /** Lower-case, as owners' addresses are. */
  @Column({ type: 'varchar', length: 254 })
  email!: string;

  @Column({ type: 'varchar', length: 50 })
  phone!: string;

  @Column({ type: 'varchar', length: 100 })
  role!: string;

  @Column({ type: 'varchar', length: 2000 })
  message!: string;

  @Column({ type: 'varchar', length: 12, default: 'unconfirmed' })
  status!: ClaimStatus;

  @Column({ name: 'confirmed_at', type: 'timestamptz', nullable: true })
  confirmedAt!: Date | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt!: Date | null;

  /** The administrator's username, or null when it was approved at once (address of the listing). */
  @Column({ name: 'decided_by', type: 'varchar', length: 100, nullable: true })
  decidedBy!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
