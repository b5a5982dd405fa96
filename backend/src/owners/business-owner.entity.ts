import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToOne, PrimaryColumn } from 'typeorm';
import { Business } from '../businesses/business.entity';
import { Owner } from './owner.entity';

/** Who owns a listing: the business is the key, so a listing has at most one owner. */
@Entity({ name: 'business_owners' })
export class BusinessOwner {
  @PrimaryColumn({ name: 'business_id', type: 'uuid' })
  businessId!: string;

  @OneToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id', foreignKeyConstraintName: 'fk_business_owners_business' })
  business?: Business;

  @Index('idx_business_owners_owner')
  @Column({ name: 'owner_id', type: 'uuid' })
  ownerId!: string;

  @ManyToOne(() => Owner, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_business_owners_owner' })
  owner?: Owner;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
