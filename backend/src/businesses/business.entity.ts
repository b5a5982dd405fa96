import {
  Column,
  CreateDateColumn,
  DeleteDateColumn,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import {
  CITY_FOLDED_EXPRESSION,
  NAME_DOCUMENT_EXPRESSION,
  NAME_FOLDED_EXPRESSION,
  RATING_AVG_EXPRESSION,
  SEARCH_DOCUMENT_EXPRESSION,
  ADDRESS_KEY_EXPRESSION,
  NAME_KEY_EXPRESSION,
  OPEN_WEEK_EXPRESSION,
} from './search-expressions';
import type { EntityColumnOmission } from '../database/entity-columns';
import type { Review } from '../reviews/review.entity';
import {
  BUSINESS_LIMITS,
  REJECTION_REASON_MAX,
  type BusinessSource,
  type BusinessStatus,
  type Country,
} from './business-constants';
import { decorateOpeningHours, OpeningHours, openingHoursBase } from './opening-hours';

// The opening-hour columns (`monday_open`, …) are declared by the base and decorated below the class.
// Expression and GIN indexes TypeORM cannot describe; declared so schema sync leaves them alone.
@Index('idx_businesses_search_document', { synchronize: false })
@Index('idx_businesses_name_trgm', { synchronize: false })
@Index('idx_businesses_name_document', { synchronize: false })
@Index('idx_businesses_name_folded', { synchronize: false })
@Index('idx_businesses_postal_code', { synchronize: false })
@Index('idx_businesses_published_postal_code', { synchronize: false })
@Index('idx_businesses_postal_listing', { synchronize: false })
@Index('idx_businesses_listing', { synchronize: false })
@Index('idx_businesses_category_listing', { synchronize: false })
@Index('idx_businesses_city_listing', { synchronize: false })
@Index('idx_businesses_city_category', { synchronize: false })
// A category beside a postal-code prefix (1764079000030; only for a category since 1764080000020).
@Index('idx_businesses_category_postal_code', { synchronize: false })
// The verified businesses in the newest order (1764080000010).
@Index('idx_businesses_verified_newest', { synchronize: false })
// The regions (country, state) of a city's published businesses, for "open now" on a holiday (1764077000010).
@Index('idx_businesses_city_region', { synchronize: false })
// Partial indexes (migration 1763800000010): the review queue and the trash.
@Index('idx_businesses_review_queue', { synchronize: false })
@Index('idx_businesses_trash', { synchronize: false })
@Index('idx_businesses_postal_code_name_key', { synchronize: false })
@Index('idx_businesses_address_key', { synchronize: false })
// Sort orders (migration 1763900000010): best rating.
@Index('idx_businesses_rating', { synchronize: false })
@Index('idx_businesses_city_rating', { synchronize: false })
@Index('idx_businesses_category_rating', { synchronize: false })
@Index('idx_businesses_earth', { synchronize: false })
@Index('idx_businesses_point_listing', { synchronize: false })
// Words in a place (migration 1763920000010): by the dataset point.
@Index('idx_businesses_point_words', { synchronize: false })
// The words in a city, and beside them its open minutes for "open now" (migrations 1764040000010, 1764079000010).
@Index('idx_businesses_open_city_words', { synchronize: false })
// Words in a postal code (migration 1764000000010).
@Index('idx_businesses_postal_words', { synchronize: false })
// The names of the top-rated, the head of the listing order (migration 1764010000010).
@Index('idx_businesses_top_rated_names', { synchronize: false })
@Index('idx_businesses_top_rated_city_names', { synchronize: false })
@Index('idx_businesses_top_rated_point_names', { synchronize: false })
// Counts of an Umkreissuche (migration 1763930000010): the point alone.
@Index('idx_businesses_point', { synchronize: false })
// "Open now" by the hour of the week (migration 1763940000010).
@Index('idx_businesses_open_hours', { synchronize: false })
// "Open now" at night in the listing order, everywhere, by city and by category (migrations 1763950000010,
// 1763950000020, 1763950000030).
@Index('idx_businesses_night_listing', { synchronize: false })
@Index('idx_businesses_city_night_listing', { synchronize: false })
@Index('idx_businesses_category_night_listing', { synchronize: false })
// … and point by point within a radius (migration 1764082000010).
@Index('idx_businesses_point_night_listing', { synchronize: false })
// "Open now" on a holiday all of Germany keeps: the listing and the states outside Germany (migration 1764078000010).
@Index('idx_businesses_abroad_listing', { synchronize: false })
@Index('idx_businesses_abroad_states', { synchronize: false })
@Entity({ name: 'businesses' })
export class Business extends openingHoursBase<OpeningHours<string | null>>() {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.name })
  name!: string;

  @Column({ type: 'varchar', length: 100 })
  category!: string;

  @Column({ type: 'text', nullable: true })
  description!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.services, nullable: true })
  services!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.street })
  street!: string;

  @Column({ name: 'postal_code', type: 'varchar', length: BUSINESS_LIMITS.postalCode })
  postalCode!: string;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.city })
  city!: string;

  @Column({ type: 'varchar', length: 20, default: 'Deutschland' })
  country!: Country;

  @Column({ type: 'varchar', length: 50, nullable: true })
  state!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.phone, nullable: true })
  phone!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.fax, nullable: true })
  fax!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.email, nullable: true })
  email!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.website, nullable: true })
  website!: string | null;

  @Column({ type: 'varchar', length: BUSINESS_LIMITS.keywords, nullable: true })
  keywords!: string | null;

  @Column({ type: 'boolean', default: false })
  verified!: boolean;

  @Column({ name: 'is_form_customer', type: 'boolean', default: false })
  isFormCustomer!: boolean;

  @Column({ name: 'image_url', type: 'varchar', length: BUSINESS_LIMITS.imageUrl, nullable: true })
  imageUrl!: string | null;

  @Column({ type: 'varchar', length: 10, default: 'admin' })
  source!: BusinessSource;

  /** Review state; the default is what the import and existing rows get. */
  @Column({ type: 'varchar', length: 10, default: 'published' })
  status!: BusinessStatus;

  /** Why an administrator rejected the entry; null unless rejected. */
  @Column({ name: 'rejection_reason', type: 'varchar', length: REJECTION_REASON_MAX, nullable: true })
  rejectionReason!: string | null;

  /** When an administrator last changed the entry: from then on the owner's edit token is refused. */
  @Column({ name: 'edited_by_admin_at', type: 'timestamptz', nullable: true })
  editedByAdminAt!: Date | null;
  /** Marked "vorübergehend geschlossen" by its owner or an administrator. */
  @Column({ name: 'temporarily_closed', type: 'boolean', default: false })
  temporarilyClosed!: boolean;

  /** The last closed day (Europe/Berlin), or null for "until further notice"; once past, the closure ends by itself. */
  @Column({ name: 'temporarily_closed_until', type: 'date', nullable: true })
  temporarilyClosedUntil!: string | null;

  /**
   * The place of the address (WGS 84; its postal code's place, else its city's) from the bundled place
   * dataset, set by BusinessesRepository on every write (places/place-lookup.ts); null when unknown.
   */
  @Column({ type: 'double precision', nullable: true })
  latitude!: number | null;

  @Column({ type: 'double precision', nullable: true })
  longitude!: number | null;

  /** Kept in the same transaction as every review insert, so search can sort by rating. */
  @Column({ name: 'review_count', type: 'integer', default: 0 })
  reviewCount!: number;

  @Column({ name: 'rating_sum', type: 'integer', default: 0 })
  ratingSum!: number;

  /** rating_sum / review_count to 2 decimals (0 without reviews), stored so listings sort through an index. */
  @Column({
    name: 'rating_avg',
    type: 'numeric',
    precision: 3,
    scale: 2,
    generatedType: 'STORED',
    asExpression: RATING_AVG_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  ratingAvg?: string;

  /** Weighted German full-text document over the folded name, category, keywords, services, description and city. */
  @Column({
    name: 'search_document',
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: SEARCH_DOCUMENT_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  searchDocument?: string;

  /** The name folded for search (search_fold), compared and trigram-indexed without a function call per row. */
  @Column({
    name: 'name_folded',
    type: 'text',
    generatedType: 'STORED',
    asExpression: NAME_FOLDED_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  nameFolded?: string;

  /** The name alone as a German tsvector: small enough to check per row while an index is walked. */
  @Column({
    name: 'name_document',
    type: 'tsvector',
    generatedType: 'STORED',
    asExpression: NAME_DOCUMENT_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  nameDocument?: string;

  /** The city folded for search: "München", "Muenchen" and "munchen" are all "munchen". */
  @Column({
    name: 'city_folded',
    type: 'text',
    generatedType: 'STORED',
    asExpression: CITY_FOLDED_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  cityFolded?: string;

  /** The name as a key for duplicate detection (NAME_KEY_EXPRESSION): folded, without the legal form. */
  @Column({
    name: 'name_key',
    type: 'text',
    generatedType: 'STORED',
    asExpression: NAME_KEY_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  nameKey?: string;

  /** City and street as a key for duplicate detection (ADDRESS_KEY_EXPRESSION). */
  @Column({
    name: 'address_key',
    type: 'text',
    generatedType: 'STORED',
    asExpression: ADDRESS_KEY_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  addressKey?: string;

  /** The week's opening hours as minutes since Monday 00:00 (OPEN_WEEK_EXPRESSION), for the "open now" filter. */
  @Column({
    name: 'open_week',
    type: 'int4multirange',
    generatedType: 'STORED',
    asExpression: OPEN_WEEK_EXPRESSION,
    insert: false,
    update: false,
    select: false,
  })
  openWeek?: string;

  @Index('idx_businesses_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;

  /** In the trash since then (TypeORM's finds leave such rows out); purged after TRASH_RETENTION_DAYS. */
  @DeleteDateColumn({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt!: Date | null;

  @OneToMany('Review', (review: Review) => review.business)
  reviews?: Review[];
}

decorateOpeningHours(Business, ({ openColumn, closeColumn }) => ({
  open: Column({ name: openColumn, type: 'varchar', length: 5, nullable: true }),
  close: Column({ name: closeColumn, type: 'varchar', length: 5, nullable: true }),
}));

/**
 * What the public reads (search, landing pages, the detail page) leave out of a business: what its public form
 * (mapBusiness) does not show. Three of them are timestamps, which cost PostgreSQL and the app most per value.
 */
export const NON_PUBLIC_COLUMNS = [
  'source',
  'rejectionReason',
  'editedByAdminAt',
  'updatedAt',
  'deletedAt',
] as const satisfies EntityColumnOmission<Business>;

/** A business as the public reads select it. */
export type PublicBusiness = Omit<Business, (typeof NON_PUBLIC_COLUMNS)[number]>;
