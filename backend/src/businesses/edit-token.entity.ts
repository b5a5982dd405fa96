import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Business } from './business.entity';

/** The owner's ten-minute edit right; only the SHA-256 of the token is stored. */
@Entity({ name: 'edit_tokens' })
export class EditToken {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Index('idx_edit_tokens_business')
  @Column({ name: 'business_id', type: 'uuid' })
  businessId!: string;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id' })
  business?: Business;

  @Index('uq_edit_tokens_token_hash', { unique: true })
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash!: string;

  @Column({ type: 'timestamptz' })
  expires!: Date;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
