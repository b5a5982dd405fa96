import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A trade × city combination that has entries: a landing page `/branchen/{trade}/{city}`. Derived
 * from `businesses` by LandingPagesService.refresh (at start-up, after an import and periodically),
 * so that links and the sitemap name only pages with entries without counting on a request.
 */
@Entity({ name: 'landing_pages' })
@Index('idx_landing_pages_city', ['citySlug', 'businessCount'])
@Index('idx_landing_pages_city_total', ['cityTotal', 'citySlug', 'cityName'])
@Index('idx_landing_pages_count', ['businessCount'])
export class LandingPage {
  @PrimaryColumn({ name: 'trade_slug', type: 'varchar', length: 60, primaryKeyConstraintName: 'PK_landing_pages' })
  tradeSlug!: string;

  @PrimaryColumn({ name: 'city_slug', type: 'varchar', length: 120, primaryKeyConstraintName: 'PK_landing_pages' })
  citySlug!: string;

  /** The city as most of its entries spell it. */
  @Column({ name: 'city_name', type: 'varchar', length: 50 })
  cityName!: string;

  /** The folded stored city names (businesses.city_folded) that share the slug. */
  @Column({ name: 'city_terms', type: 'text', array: true })
  cityTerms!: string[];

  /** Published businesses of the trade in the city when the table was last refreshed. */
  @Column({ name: 'business_count', type: 'integer' })
  businessCount!: number;

  /** Published businesses in the city, of any trade: the order of cities in link lists. */
  @Column({ name: 'city_total', type: 'integer' })
  cityTotal!: number;
}
