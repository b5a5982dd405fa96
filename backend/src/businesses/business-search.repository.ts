import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { escapeLike } from './search-text';
import { Business } from './business.entity';
import { hasFilters, SearchCriteria } from './business-search';

/** Collects positional parameters while SQL is assembled. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The listing's quality order; idx_businesses_quality and idx_businesses_category_quality follow it. */
const QUALITY_ORDER = 'b.verified DESC, b.rating_avg DESC, b.review_count DESC, b.name ASC, b.id ASC';

/** Above this many rows an unfiltered listing reports the planner's row estimate instead of counting. */
export const EXACT_COUNT_LIMIT = 100_000;

/**
 * The search queries. Holds no product rules: criteria arrive folded and resolved
 * (business-search.ts); this only turns them into SQL that the indexes of migration
 * 1763700000002 serve.
 */
@Injectable()
export class BusinessSearchRepository {
  private columns?: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** `b."postal_code" AS "postalCode", …`: raw rows come back shaped like the entity. */
  private selectList(): string {
    this.columns ??= this.dataSource
      .getMetadata(Business)
      .columns.filter((column) => column.isSelect)
      .map((column) => `b."${column.databaseName}" AS "${column.propertyName}"`)
      .join(', ');
    return this.columns;
  }

  private where(criteria: SearchCriteria, params: Params): string {
    const conditions: string[] = [];
    if (criteria.words !== undefined && criteria.tsQuery !== undefined) {
      if (criteria.typoTolerant === true) {
        // Each word as a prefix through the GIN full-text index, or similar to a whole word of the
        // name through the trigram index (PostgreSQL combines both with a BitmapOr). A stop word
        // ("der", "und") has no lexeme and constrains nothing; that check folds to a constant.
        for (const { word, tsQuery } of criteria.words) {
          const query = `to_tsquery('german', ${params.add(tsQuery)})`;
          conditions.push(
            `(numnode(${query}) = 0 OR b.search_document @@ ${query} OR ${params.add(word)} <<% b.name_folded)`,
          );
        }
      } else {
        // All words as prefixes; a query of stop words only has no lexeme and matches nothing here.
        conditions.push(`b.search_document @@ to_tsquery('german', ${params.add(criteria.tsQuery)})`);
      }
    }
    if (criteria.categories?.length === 1) {
      // Plain equality lets idx_businesses_category_quality return rows already in listing order.
      conditions.push(`b.category = ${params.add(criteria.categories[0])}`);
    } else if (criteria.categories !== undefined) {
      conditions.push(`b.category = ANY(${params.add(criteria.categories)}::text[])`);
    }
    if (criteria.categoryTsQuery !== undefined) {
      conditions.push(`b.search_document @@ to_tsquery('german', ${params.add(criteria.categoryTsQuery)})`);
    }
    if (criteria.cityPrefix !== undefined) {
      conditions.push(`b.city_folded LIKE ${params.add(`${escapeLike(criteria.cityPrefix)}%`)}`);
    }
    if (criteria.postalCodePrefix !== undefined) {
      conditions.push(`b.postal_code LIKE ${params.add(`${escapeLike(criteria.postalCodePrefix)}%`)}`);
    }
    return conditions.length === 0 ? '' : `WHERE ${conditions.join(' AND ')}`;
  }

  private orderBy(criteria: SearchCriteria, params: Params): string {
    if (criteria.tsQuery === undefined || criteria.phrase === undefined) return QUALITY_ORDER;
    const phrase = params.add(criteria.phrase);
    const tsQuery = params.add(criteria.tsQuery);
    return [
      `(b.name_folded = ${phrase}) DESC`,
      `(ts_rank(b.search_document, to_tsquery('german', ${tsQuery})) + word_similarity(${phrase}, b.name_folded)) DESC`,
      QUALITY_ORDER,
    ].join(', ');
  }

  /** One page in relevance order (or quality order without a query). */
  async findPage(criteria: SearchCriteria, offset: number, limit: number): Promise<Business[]> {
    const params = new Params();
    const where = this.where(criteria, params);
    const order = this.orderBy(criteria, params);
    const sql = `SELECT ${this.selectList()} FROM businesses b ${where} ORDER BY ${order}
      LIMIT ${params.add(limit)} OFFSET ${params.add(offset)}`;
    return this.dataSource.query<Business[]>(sql, params.values);
  }

  /**
   * `limit` random matches. Without filters, TABLESAMPLE SYSTEM_ROWS reads a few random pages
   * instead of every row; with filters, the (index-served) matches are shuffled.
   */
  async findRandom(criteria: SearchCriteria, limit: number): Promise<Business[]> {
    const params = new Params();
    if (!hasFilters(criteria)) {
      const sample = Math.max(limit * 20, 100);
      const sql = `SELECT ${this.selectList()} FROM businesses b TABLESAMPLE SYSTEM_ROWS(${params.add(sample)})
        ORDER BY random() LIMIT ${params.add(limit)}`;
      return this.dataSource.query<Business[]>(sql, params.values);
    }
    const where = this.where(criteria, params);
    const sql = `SELECT ${this.selectList()} FROM businesses b ${where} ORDER BY random() LIMIT ${params.add(limit)}`;
    return this.dataSource.query<Business[]>(sql, params.values);
  }

  /**
   * The number of matches. Filtered counts go through the same indexes as the page; an
   * unfiltered count of a very large table uses the planner's estimate, which is exact enough
   * for "25.000+ Einträge" and costs nothing.
   */
  async count(criteria: SearchCriteria): Promise<number> {
    if (!hasFilters(criteria)) {
      const [estimate] = await this.dataSource.query<{ rows: number }[]>(
        `SELECT reltuples::bigint::int AS rows FROM pg_class WHERE oid = 'businesses'::regclass`,
      );
      if (estimate !== undefined && estimate.rows > EXACT_COUNT_LIMIT) return estimate.rows;
    }
    const params = new Params();
    const sql = `SELECT count(*)::int AS total FROM businesses b ${this.where(criteria, params)}`;
    const [row] = await this.dataSource.query<{ total: number }[]>(sql, params.values);
    return row.total;
  }
}
