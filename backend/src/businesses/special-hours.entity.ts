import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Business } from './business.entity';

/**
 * Hours that differ from the week's on a range of days ("Betriebsurlaub", "Heiligabend 9–13 Uhr"): closed
 * when both times are null, else open from `opens` to `closes` (past midnight when `closes` is earlier).
 * They take precedence over the weekly hours and over public holidays.
 */
@Entity({ name: 'business_special_hours' })
@Index('idx_business_special_hours_business', ['businessId', 'endsOn'])
@Index('idx_business_special_hours_ends', ['endsOn'])
@Check('chk_business_special_hours_range', '"ends_on" >= "starts_on"')
@Check('chk_business_special_hours_times', '("opens" IS NULL) = ("closes" IS NULL)')
export class BusinessSpecialHours {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_business_special_hours' })
  id!: string;

  @Column({ name: 'business_id', type: 'uuid' })
  businessId!: string;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id', foreignKeyConstraintName: 'fk_business_special_hours_business' })
  business?: Business;

  /** The first and last day (both included), on the businesses' clock. */
  @Column({ name: 'starts_on', type: 'date' })
  startsOn!: string;

  @Column({ name: 'ends_on', type: 'date' })
  endsOn!: string;

  @Column({ type: 'varchar', length: 5, nullable: true })
  opens!: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  closes!: string | null;

  /** What the visitor reads beside the days, e.g. "Betriebsurlaub". */
  @Column({ type: 'varchar', length: 60, nullable: true })
  note!: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
