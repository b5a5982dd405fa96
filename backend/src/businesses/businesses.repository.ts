import { Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, DeepPartial, EntityManager } from 'typeorm';
import { UUID_PATTERN } from '../common/crypto';
import { DatabaseReader } from '../database/database-reader';
import { entityColumns } from '../database/entity-columns';
import { prepared } from '../database/prepared-statements';
import { addressKeyOf, nameKeyOf } from './search-expressions';
import { type BusinessSource } from './business-constants';
import { Business, NON_PUBLIC_COLUMNS, PublicBusiness } from './business.entity';
import type { SearchRequest } from './business-search';
import { filters } from './business-search-filters';
import { PUBLISHED, SqlParams } from './business-search-sql';
import { DuplicateCandidate, DuplicateProbe, nearestNamesAt } from './business-duplicates-sql';
import { escapeLike } from '../common/search-text';
import { coordinatesOf } from '../places/place-lookup';
import type {
  AdminBusinessFilter,
  BusinessKind,
  BusinessRow,
  CityCount,
  PublishedBusinessRef,
  RatingCounts,
} from './business-rows';
import { BUSINESS_NOT_FOUND_ERROR } from './business-messages';

/** Ids are UUIDs; any other well-formed id cannot exist and is not sent to PostgreSQL. */
function isBusinessUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}

function notFound(): DomainError {
  return DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
}

/**
 * Which businesses answer at their own address: published ones and those waiting for review
 * (BusinessesService.getBusiness says the same), not rejected ones or those in the trash.
 */
const REACHABLE = `(b.status <> 'rejected' AND b.deleted_at IS NULL)`;

/** One business by its id (`$1`) as TypeORM's find methods saw it, which the hot reads replaced: not in the trash. */
const BY_ID = 'FROM businesses b WHERE b.id = $1 AND b.deleted_at IS NULL';
/** Reviews belong to public entries only: a pending, rejected or deleted entry has none to read (404). */
const RATING_COUNTS_BY_ID = prepared(
  `SELECT b.review_count AS "reviewCount", b.rating_sum AS "ratingSum" ${BY_ID} AND b.status = 'published'`,
);

/**
 * The one place that reads and writes the `businesses` table besides the public search
 * (BusinessSearchRepository): the detail read, the back office's list, the entry forms' writes and the
 * review counters. Other modules use it through BusinessesModule. An id that does not exist,
 * UUID or not, is a 404 with BUSINESS_NOT_FOUND wherever it is looked up.
 */
@Injectable()
export class BusinessesRepository {
  private insertRowsSql?: string;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    // The public reads besides the search (the detail page, the sitemaps), from a replica where there is one.
    private readonly reader: DatabaseReader,
  ) {}

  /** `b."postal_code" AS "postalCode", …`: raw rows come back shaped like the entity, as the public reads it. */
  private selectList(): string {
    return entityColumns(this.dataSource, Business, 'b', NON_PUBLIC_COLUMNS);
  }

  /**
   * One business, for the detail page: from a replica. An id the replica has not replayed yet
   * (the redirect right after creating) is asked on the primary before answering 404. Raw SQL with the
   * search's column list (the public columns, without the trash): building TypeORM's query was
   * about a fifth of the busiest public read's CPU. Prepared (prepared-statements.ts): planning it took ten times its
   * execution.
   */
  async getById(id: string): Promise<PublicBusiness & { ownerVerified: boolean }> {
    // ownerVerified: one probe of business_owners' primary key (one owner per listing), in the same statement.
    const sql = prepared(
      `SELECT ${this.selectList()}, EXISTS (SELECT 1 FROM business_owners o WHERE o.business_id = b.id) ` +
        `AS "ownerVerified" ${BY_ID}`,
    );
    const business = isBusinessUuid(id)
      ? await this.reader.readOrPrimary(
          async (manager) =>
            (await manager.query<(PublicBusiness & { ownerVerified: boolean })[]>(sql, [id])).at(0) ?? null,
        )
      : null;
    if (business === null) throw notFound();
    return business;
  }

  /** One business as the primary holds it, e.g. right after writing it. */
  getOnPrimary(id: string): Promise<Business> {
    return this.dataSource.manager.findOneByOrFail(Business, { id });
  }

  /** Inserts a business, inside the caller's transaction when `manager` is one, and returns it with its id. */
  async create(values: DeepPartial<Business>, manager: EntityManager = this.dataSource.manager): Promise<Business> {
    const business = manager.create(Business, values);
    Object.assign(business, coordinatesOf(business));
    await manager.insert(Business, business);
    return business;
  }

  /**
   * Changes a business in one transaction: the row is locked, `change` edits it (and may check
   * more in the same transaction, or throw to change nothing), and it is saved.
   */
  async update(
    id: string,
    change: (business: Business, manager: EntityManager) => void | Promise<void>,
  ): Promise<Business> {
    if (!isBusinessUuid(id)) throw notFound();
    return this.dataSource.transaction(async (manager) => {
      const business = await manager.findOne(Business, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (business === null) throw notFound();
      await change(business, manager);
      // The address may have changed: its place is looked up again (no query, an in-memory lookup).
      Object.assign(business, coordinatesOf(business));
      await manager.save(business);
      return business;
    });
  }

  /**
   * Moves a business to the trash, in one transaction: every read leaves it out until it is restored or
   * purged. The row is locked first, and `before` sees it (e.g. to log it) in the same transaction.
   */
  async softDelete(
    id: string,
    at: Date,
    before: (business: Business, manager: EntityManager) => Promise<void> = async () => {},
  ): Promise<void> {
    if (!isBusinessUuid(id)) throw notFound();
    await this.dataSource.transaction(async (manager) => {
      // A business already in the trash is not found (TypeORM leaves soft-deleted rows out).
      const business = await manager.findOne(Business, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (business === null) throw notFound();
      await before(business, manager);
      await manager.query('UPDATE businesses SET deleted_at = $2 WHERE id = $1', [id, at]);
    });
  }

  /** When a business went to the trash (null: it is not there); 404 when there is no such business at all. */
  async deletedAt(id: string): Promise<Date | null> {
    const business = isBusinessUuid(id)
      ? await this.dataSource.manager.findOne(Business, {
          where: { id },
          withDeleted: true,
          select: { id: true, deletedAt: true },
        })
      : null;
    if (business === null) throw notFound();
    return business.deletedAt;
  }

  /** Takes a business out of the trash if it went there after `deletedAfter`; false otherwise. */
  async restore(id: string, deletedAfter: Date, manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    if (!isBusinessUuid(id)) return false;
    const [, updated] = await manager.query<[unknown[], number]>(
      'UPDATE businesses SET deleted_at = NULL WHERE id = $1 AND deleted_at > $2',
      [id, deletedAfter],
    );
    return updated === 1;
  }

  /**
   * Removes for good what went to the trash before `deletedBefore`, with its reviews and edit
   * tokens (ON DELETE CASCADE); returns how many. Walks idx_businesses_trash.
   */
  async purgeDeleted(deletedBefore: Date): Promise<number> {
    const [, deleted] = await this.dataSource.query<[unknown[], number]>(
      'DELETE FROM businesses WHERE deleted_at IS NOT NULL AND deleted_at < $1',
      [deletedBefore],
    );
    return deleted;
  }

  /** Marks every entry that came through the public form and is not marked yet (the trash aside); returns how many. */
  async markFormCustomers(): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Business)
      .set({ isFormCustomer: true })
      .where('source = :source AND is_form_customer = false AND deleted_at IS NULL', { source: 'form' })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * The back office's list: newest first, with the number of matches. The text is a substring
   * of the folded name or city (the stored search_fold() columns, the name's with a trigram
   * index) or the start of the postal code.
   */
  async listForAdmin(
    filter: AdminBusinessFilter,
    offset: number,
    limit: number,
  ): Promise<{ items: Business[]; total: number }> {
    const builder = this.dataSource.manager.createQueryBuilder(Business, 'business');
    if (filter.deleted === true) builder.withDeleted().andWhere('business.deleted_at IS NOT NULL');
    if (filter.status !== undefined) builder.andWhere('business.status = :status', { status: filter.status });
    if (filter.text !== undefined) {
      builder.andWhere(
        `(business.name_folded LIKE '%' || search_fold(:text) || '%'
          OR business.city_folded LIKE '%' || search_fold(:text) || '%'
          OR business.postal_code LIKE :prefix)`,
        { text: escapeLike(filter.text), prefix: `${escapeLike(filter.text)}%` },
      );
    }
    if (filter.verified !== undefined) builder.andWhere('business.verified = :verified', { verified: filter.verified });
    if (filter.formCustomers !== undefined) {
      builder.andWhere('business.is_form_customer = :formCustomers', { formCustomers: filter.formCustomers });
    }
    const [items, total] = await builder
      .orderBy(filter.deleted === true ? 'business.deleted_at' : 'business.created_at', 'DESC')
      .addOrderBy('business.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
  }

  /**
   * Published entries that may be the business `probe` describes (similar name, same postal code or
   * same street in the same city), most similar first, at most DUPLICATE_LIMIT.
   */
  async findPossibleDuplicates(probe: DuplicateProbe): Promise<DuplicateCandidate[]> {
    const nearest = nearestNamesAt(nameKeyOf('$1'), '$2', addressKeyOf('$4', '$3'), PUBLISHED);
    return this.reader.query<DuplicateCandidate[]>(nearest, [
      probe.name,
      probe.postalCode,
      probe.city ?? null,
      probe.street ?? null,
    ]);
  }

  /**
   * For each of `ids` (one page of the back office's list), the ids of older entries it may
   * duplicate (see findPossibleDuplicates), most similar first; ids without any are left out.
   */
  async possibleDuplicatesOf(ids: readonly string[]): Promise<Map<string, string[]>> {
    if (ids.length === 0) return new Map();
    const nearest = nearestNamesAt(
      'p.name_key',
      'p.postal_code',
      'p.address_key',
      '(b.created_at, b.id) < (p.created_at, p.id)',
    );
    const rows = await this.dataSource.query<{ id: string; originals: string[] }[]>(
      `SELECT p.id, ARRAY(SELECT found.id FROM (${nearest}) AS found) AS originals
       FROM businesses p WHERE p.id = ANY($1::uuid[])`,
      [ids],
    );
    return new Map(rows.filter((row) => row.originals.length > 0).map((row) => [row.id, row.originals]));
  }

  /**
   * Runs `work` with the business's review counters, on a replica like getById; `work`'s
   * queries ask the same server, so a list and its total agree.
   */
  async readWithRatingCounts<T>(
    id: string,
    work: (manager: EntityManager, counts: RatingCounts) => T | Promise<T>,
  ): Promise<T> {
    const result = isBusinessUuid(id)
      ? await this.reader.readOrPrimary(async (manager) => {
          const counts = (await manager.query<RatingCounts[]>(RATING_COUNTS_BY_ID, [id])).at(0);
          return counts === undefined ? null : work(manager, counts);
        })
      : null;
    if (result === null) throw notFound();
    return result;
  }

  /**
   * Adds one rating to the business's counters inside the caller's transaction. A single UPDATE
   * on the row, so concurrent reviews queue on its lock and none is lost.
   */
  async addRating(manager: EntityManager, id: string, rating: number): Promise<void> {
    await this.countRating(manager, id, rating, 1);
  }

  /**
   * A visitor's new review, like addRating, on a published entry only (not found otherwise): a pending entry's
   * review would wait unseen for an approval that may never come, and a rejected or deleted one has no page.
   */
  async addVisitorRating(manager: EntityManager, id: string, rating: number): Promise<void> {
    await this.countRating(manager, id, rating, 1, `AND status = 'published' AND deleted_at IS NULL`);
  }

  /** Takes one rating off the counters (a review hidden by moderation), like addRating. */
  async removeRating(manager: EntityManager, id: string, rating: number): Promise<void> {
    await this.countRating(manager, id, rating, -1);
  }

  private async countRating(
    manager: EntityManager,
    id: string,
    rating: number,
    sign: 1 | -1,
    condition = '',
  ): Promise<void> {
    if (!isBusinessUuid(id)) throw notFound();
    const [, updated] = await manager.query<[unknown[], number]>(
      `UPDATE businesses SET review_count = review_count + $3, rating_sum = rating_sum + $3 * $1 WHERE id = $2 ${condition}`,
      [rating, id, sign],
    );
    if (updated !== 1) throw notFound();
  }

  /** Whether the directory has any entry (one indexed probe); inside the caller's transaction when `manager` is one. */
  async hasAny(manager: EntityManager = this.dataSource.manager): Promise<boolean> {
    const [{ present }] = await manager.query<{ present: boolean }[]>(
      'SELECT EXISTS (SELECT 1 FROM businesses) AS present',
    );
    return present;
  }

  /** Every object-storage image address a business names: what the orphan sweep must keep (one hourly pass). */
  async objectImageUrls(): Promise<string[]> {
    const rows = await this.dataSource.query<{ imageUrl: string }[]>(
      `SELECT b.image_url AS "imageUrl" FROM businesses b WHERE b.image_url LIKE '%/objects/%'`,
    );
    return rows.map((row) => row.imageUrl);
  }

  /** How many businesses are published: an index-only scan of the partial listing index. */
  async countPublished(): Promise<number> {
    const [{ count }] = await this.reader.query<{ count: number }[]>(
      `SELECT count(*)::int AS count FROM businesses b WHERE ${PUBLISHED}`,
    );
    return count;
  }

  /**
   * Published businesses in id order: the first `limit` after `afterId`, or from the start. A
   * keyset page: it walks the primary key from where the previous page ended.
   */
  async listPublished(afterId: string | undefined, limit: number): Promise<PublishedBusinessRef[]> {
    const after = afterId === undefined ? '' : 'AND b.id > $2';
    return this.reader.query<PublishedBusinessRef[]>(
      `SELECT b.id, b.updated_at AS "updatedAt" FROM businesses b WHERE ${PUBLISHED} ${after} ORDER BY b.id LIMIT $1`,
      afterId === undefined ? [limit] : [limit, afterId],
    );
  }

  /** The id of the published business at `position` (0-based) in id order; undefined past the end. */
  async publishedIdAt(position: number): Promise<string | undefined> {
    const rows = await this.reader.query<{ id: string }[]>(
      `SELECT b.id FROM businesses b WHERE ${PUBLISHED} ORDER BY b.id OFFSET $1 LIMIT 1`,
      [position],
    );
    return rows[0]?.id;
  }

  /**
   * Published businesses matching `criteria` (its filters; no query words) per stored city. Reads
   * every match: for the landing pages' refresh job (LandingPagesService), never on a request.
   */
  async countByCity(manager: EntityManager, criteria: SearchRequest): Promise<CityCount[]> {
    const params = new SqlParams();
    const conditions = filters(criteria, params);
    return manager.query<CityCount[]>(
      `SELECT b.city_folded AS "cityFolded", mode() WITHIN GROUP (ORDER BY b.city) AS "city", count(*)::int AS "count"
       FROM businesses b WHERE ${conditions.join(' AND ')} GROUP BY b.city_folded`,
      params.values,
    );
  }

  /**
   * The city of a business reachable at its own address and which of `kinds` it is (one row: its
   * search_document is tested against each kind's query); undefined when there is no such business.
   */
  async kindsOf(id: string, kinds: readonly BusinessKind[]): Promise<{ city: string; slugs: string[] } | undefined> {
    if (!isBusinessUuid(id)) return undefined;
    const rows = await this.reader.query<{ city: string; slugs: string[] }[]>(
      `SELECT b.city, ARRAY(
           SELECT k.slug FROM unnest($2::text[], $3::text[], $4::text[]) WITH ORDINALITY AS k(slug, category, query, position)
           WHERE CASE WHEN k.query IS NULL THEN b.category = k.category
                      ELSE b.search_document @@ to_tsquery('german', k.query) END
           ORDER BY k.position) AS slugs
         FROM businesses b WHERE b.id = $1 AND ${REACHABLE}`,
      [
        id,
        kinds.map((kind) => kind.slug),
        kinds.map((kind) => kind.criteria.categories?.[0] ?? null),
        kinds.map((kind) => kind.criteria.categoryTsQuery ?? null),
      ],
    );
    return rows[0];
  }

  /** How many entries the directory has from each source (one pass over the table: for the import only). */
  async countBySource(manager: EntityManager): Promise<Record<BusinessSource, number>> {
    const rows = await manager.query<{ source: BusinessSource; count: number }[]>(
      'SELECT source, count(*)::int AS count FROM businesses GROUP BY source',
    );
    const counts: Record<BusinessSource, number> = { form: 0, admin: 0, import: 0 };
    for (const row of rows) counts[row.source] = row.count;
    return counts;
  }

  /**
   * Deletes the imported businesses whose id is not in `keepIds` (their reviews and edit tokens go
   * with them, ON DELETE CASCADE); entries from the form or the back office are never touched.
   * Returns how many businesses and reviews went.
   */
  async deleteImportedExcept(
    manager: EntityManager,
    keepIds: readonly string[],
  ): Promise<{ businesses: number; reviews: number }> {
    const [{ businesses, reviews }] = await manager.query<{ businesses: number; reviews: number }[]>(
      `WITH gone AS (
         DELETE FROM businesses b WHERE b.source = 'import' AND NOT (b.id = ANY($1::uuid[])) RETURNING b.id
       )
       SELECT count(*)::int AS businesses,
              (SELECT count(*)::int FROM reviews r WHERE r.business_id IN (SELECT id FROM gone)) AS reviews
       FROM gone`,
      [keepIds],
    );
    return { businesses, reviews };
  }

  /**
   * Inserts `rows` (placed by their addresses) in one statement with source 'import' and updated_at = created_at. A row whose id
   * exists replaces that business's fields when it is an imported one (its reviews stay); an
   * entry from the form or the back office with that id is left alone.
   */
  async insertRows(manager: EntityManager, rows: readonly BusinessRow[]): Promise<void> {
    const located = rows.map((row) => ({
      ...row,
      ...coordinatesOf({ postalCode: String(row.postalCode), city: String(row.city), country: String(row.country) }),
    }));
    await manager.query(this.insertRowsStatement(), [JSON.stringify(located)]);
  }

  /**
   * Sets review_count and rating_sum of every imported business from its visible reviews (after an
   * import added reviews to businesses that kept theirs). Touches only rows whose counters change.
   */
  async recountImportedRatings(manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE businesses b SET review_count = c.count, rating_sum = c.sum
       FROM (SELECT i.id, count(r.id)::int AS count, COALESCE(sum(r.rating), 0)::int AS sum
             FROM businesses i LEFT JOIN reviews r ON r.business_id = i.id AND r.hidden_at IS NULL
             WHERE i.source = 'import' GROUP BY i.id) c
       WHERE b.id = c.id AND (b.review_count, b.rating_sum) IS DISTINCT FROM (c.count, c.sum)`,
    );
  }

  /** Every insertable column of the entity, read from the JSON rows by property name and type. */
  private insertRowsStatement(): string {
    if (this.insertRowsSql !== undefined) return this.insertRowsSql;
    const columns = this.dataSource.getMetadata(Business).columns.filter(
      (column) =>
        column.isInsert &&
        // Set below, or the column defaults: imported entries are published, never edited or deleted.
        !['source', 'updatedAt', 'status', 'rejectionReason', 'editedByAdminAt', 'deletedAt'].includes(
          column.propertyName,
        ),
    );
    // An absent flag (temporarilyClosed: not in the dataset) takes its column's default.
    const value = ({ propertyName: property, default: fallback }: (typeof columns)[number]): string => {
      if (property === 'createdAt') return 'COALESCE(r."createdAt", now())';
      return typeof fallback === 'boolean' ? `COALESCE(r."${property}", ${fallback})` : `r."${property}"`;
    };
    const recordType = columns
      .map((column) => `"${column.propertyName}" ${this.dataSource.driver.normalizeType(column)}`)
      .join(', ');
    const replaced = [...columns.map((column) => column.databaseName).filter((name) => name !== 'id'), 'updated_at'];
    this.insertRowsSql = `
      INSERT INTO businesses (${columns.map((column) => `"${column.databaseName}"`).join(', ')}, "source", "updated_at")
      SELECT ${columns.map(value).join(', ')}, 'import', COALESCE(r."createdAt", now())
      FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})
      ON CONFLICT ("id") DO UPDATE SET ${replaced.map((name) => `"${name}" = EXCLUDED."${name}"`).join(', ')}
      WHERE businesses.source = 'import'`;
    return this.insertRowsSql;
  }
}
