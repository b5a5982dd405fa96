import { Injectable, NotFoundException } from '@nestjs/common';
import { DeepPartial, EntityManager } from 'typeorm';
import { UUID_PATTERN } from '../common/crypto';
import { BUSINESS_NOT_FOUND } from './business-constants';
import { Business } from './business.entity';
import { BusinessSearchQueries } from './business-search.repository';
import { escapeLike } from './search-text';

/** Ids are UUIDs; any other well-formed id cannot exist and is not sent to PostgreSQL. */
function isBusinessUuid(id: string): boolean {
  return UUID_PATTERN.test(id);
}

function notFound(): NotFoundException {
  return new NotFoundException(BUSINESS_NOT_FOUND);
}

/** The maintained review counters of a business. */
export type RatingCounts = Pick<Business, 'reviewCount' | 'ratingSum'>;

/**
 * A business for insertRows: stored columns by property name, as JSON values (dates as ISO
 * text); absent optional columns are null, an absent createdAt is now.
 */
export type BusinessRow = Partial<Record<keyof Business, string | number | boolean | null>>;

/** A published business as the sitemap lists it. */
export interface PublishedBusinessRef {
  id: string;
  updatedAt: Date;
}

/**
 * Which businesses the public may see, as a condition on `businesses b`. Every entry is public
 * today; when entries are listed only after review (issue 13), that condition goes here.
 */
const PUBLISHED = 'TRUE';

/** What the back office filters its list by; every filter is optional. */
export interface AdminBusinessFilter {
  /** A part of the name or the city (folded like search), or the start of the postal code. */
  text?: string;
  verified?: boolean;
  formCustomers?: boolean;
}

/**
 * The one place that reads and writes the `businesses` table: the public search (inherited from
 * BusinessSearchQueries), the detail read, the back office's list, the entry forms' writes and the
 * review counters. Other modules use it through BusinessesModule. An id that does not exist,
 * UUID or not, is a 404 with BUSINESS_NOT_FOUND wherever it is looked up.
 */
@Injectable()
export class BusinessesRepository extends BusinessSearchQueries {
  private insertRowsSql?: string;

  /**
   * One business, for the detail page: from a replica. An id the replica has not replayed yet
   * (the redirect right after creating) is asked on the primary before answering 404.
   */
  async getById(id: string): Promise<Business> {
    const business = isBusinessUuid(id)
      ? await this.reader.readOrPrimary((manager) => manager.findOneBy(Business, { id }))
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
      await manager.save(business);
      return business;
    });
  }

  /** Reviews and edit tokens go with it (foreign keys ON DELETE CASCADE). */
  async delete(id: string): Promise<void> {
    if (!isBusinessUuid(id)) throw notFound();
    const result = await this.dataSource.manager.delete(Business, { id });
    if (result.affected !== 1) throw notFound();
  }

  /** Marks every entry that came through the public form and is not marked yet; returns how many. */
  async markFormCustomers(): Promise<number> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Business)
      .set({ isFormCustomer: true })
      .where('source = :source AND is_form_customer = false', { source: 'form' })
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
      .orderBy('business.created_at', 'DESC')
      .addOrderBy('business.id', 'DESC')
      .skip(offset)
      .take(limit)
      .getManyAndCount();
    return { items, total };
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
          const counts = await manager.findOne(Business, {
            where: { id },
            select: { id: true, reviewCount: true, ratingSum: true },
          });
          return counts === null ? null : work(manager, counts);
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
    if (!isBusinessUuid(id)) throw notFound();
    const [, updated] = await manager.query<[unknown[], number]>(
      `UPDATE businesses SET review_count = review_count + 1, rating_sum = rating_sum + $1 WHERE id = $2`,
      [rating, id],
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

  /** How many businesses are published: an index-only scan of the primary key. */
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

  /** Deletes every business; reviews and edit tokens go with them (ON DELETE CASCADE). */
  async deleteAll(manager: EntityManager): Promise<void> {
    await manager.query('DELETE FROM businesses');
  }

  /** Inserts `rows` in one statement with source 'import' and updated_at = created_at. */
  async insertRows(manager: EntityManager, rows: readonly BusinessRow[]): Promise<void> {
    await manager.query(this.insertRowsStatement(), [JSON.stringify(rows)]);
  }

  /** Every insertable column of the entity, read from the JSON rows by property name and type. */
  private insertRowsStatement(): string {
    if (this.insertRowsSql !== undefined) return this.insertRowsSql;
    const columns = this.dataSource
      .getMetadata(Business)
      .columns.filter((column) => column.isInsert && !['source', 'updatedAt'].includes(column.propertyName));
    const value = (property: string): string =>
      property === 'createdAt' ? 'COALESCE(r."createdAt", now())' : `r."${property}"`;
    const recordType = columns
      .map((column) => `"${column.propertyName}" ${this.dataSource.driver.normalizeType(column)}`)
      .join(', ');
    this.insertRowsSql = `
      INSERT INTO businesses (${columns.map((column) => `"${column.databaseName}"`).join(', ')}, "source", "updated_at")
      SELECT ${columns.map((column) => value(column.propertyName)).join(', ')}, 'import', COALESCE(r."createdAt", now())
      FROM jsonb_to_recordset($1::jsonb) AS r(${recordType})`;
    return this.insertRowsSql;
  }
}
