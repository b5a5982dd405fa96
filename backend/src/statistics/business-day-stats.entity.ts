import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Business } from '../businesses/business.entity';

/**
 * What a listing brought on one day (issue 53, statistics): a row only for days on which something was counted,
 * kept STATISTICS_RETENTION_DAYS. Nothing about who looked or clicked is stored.
 */
@Entity({ name: 'business_day_stats' })
@Index('idx_business_day_stats_day', ['day'])
export class BusinessDayStats {
  @PrimaryColumn({ name: 'business_id', type: 'uuid', primaryKeyConstraintName: 'pk_business_day_stats' })
  businessId!: string;

  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'pk_business_day_stats' })
  day!: string;

  @ManyToOne(() => Business, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'business_id', foreignKeyConstraintName: 'fk_business_day_stats_business' })
  business?: Business;

  @Column({ type: 'integer', default: 0 })
  views!: number;

  @Column({ name: 'search_appearances', type: 'integer', default: 0 })
  searchAppearances!: number;

  @Column({ name: 'phone_clicks', type: 'integer', default: 0 })
  phoneClicks!: number;

  @Column({ name: 'website_clicks', type: 'integer', default: 0 })
  websiteClicks!: number;

  @Column({ name: 'route_clicks', type: 'integer', default: 0 })
  routeClicks!: number;

  @Column({ name: 'email_clicks', type: 'integer', default: 0 })
  emailClicks!: number;
}
