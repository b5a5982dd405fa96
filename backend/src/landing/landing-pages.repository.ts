import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DatabaseReader } from '../database/database-reader';
import { LandingPage } from './landing-page.entity';

/** A landing page's row as the link lists read it. */
export type LandingPageRef = Pick<LandingPage, 'tradeSlug' | 'citySlug' | 'cityName' | 'businessCount'>;

/** A city with landing pages, by its number of entries. */
export type LandingCityRef = Pick<LandingPage, 'citySlug' | 'cityName' | 'cityTotal'>;

const REF_COLUMNS = `trade_slug AS "tradeSlug", city_slug AS "citySlug", city_name AS "cityName", business_count AS "businessCount"`;

/** The one reader and writer of `landing_pages`; every read is an index lookup or an index walk that stops early. */
@Injectable()
export class LandingPagesRepository {
  constructor(private readonly reader: DatabaseReader) {}

  /** Replaces every row inside the caller's transaction. */
  async replaceAll(manager: EntityManager, rows: readonly LandingPage[]): Promise<void> {
    await manager.query('DELETE FROM landing_pages');
    const CHUNK = 5_000;
    for (let start = 0; start < rows.length; start += CHUNK) {
      await manager.query(
        `INSERT INTO landing_pages (trade_slug, city_slug, city_name, city_terms, business_count, city_total)
         SELECT r."tradeSlug", r."citySlug", r."cityName", ARRAY(SELECT jsonb_array_elements_text(r."cityTerms")),
                r."businessCount", r."cityTotal"
         FROM jsonb_to_recordset($1::jsonb) AS r("tradeSlug" text, "citySlug" text, "cityName" text,
           "cityTerms" jsonb, "businessCount" int, "cityTotal" int)`,
        [JSON.stringify(rows.slice(start, start + CHUNK))],
      );
    }
  }

  /** One landing page by its slugs (primary key). */
  async find(tradeSlug: string, citySlug: string): Promise<LandingPage | undefined> {
    const rows = await this.reader.query<LandingPage[]>(
      `SELECT ${REF_COLUMNS}, city_terms AS "cityTerms", city_total AS "cityTotal"
       FROM landing_pages WHERE trade_slug = $1 AND city_slug = $2`,
      [tradeSlug, citySlug],
    );
    return rows[0];
  }

  /** Those of the trades that have a landing page in the city, in no particular order. */
  findInCity(tradeSlugs: readonly string[], citySlug: string): Promise<LandingPageRef[]> {
    return this.reader.query<LandingPageRef[]>(
      `SELECT ${REF_COLUMNS} FROM landing_pages WHERE trade_slug = ANY($1::text[]) AND city_slug = $2`,
      [tradeSlugs, citySlug],
    );
  }

  /** The `limit` cities with the most entries (a walk of idx_landing_pages_city_total). */
  topCities(limit: number): Promise<LandingCityRef[]> {
    return this.reader.query<LandingCityRef[]>(
      `SELECT DISTINCT city_total AS "cityTotal", city_slug AS "citySlug", city_name AS "cityName"
       FROM landing_pages ORDER BY city_total DESC, city_slug DESC, city_name DESC LIMIT $1`,
      [limit],
    );
  }

  /** Per city, its `perCity` largest landing pages of the given trades (idx_landing_pages_city). */
  largestInCities(
    citySlugs: readonly string[],
    tradeSlugs: readonly string[],
    perCity: number,
  ): Promise<LandingPageRef[]> {
    return this.reader.query<LandingPageRef[]>(
      `SELECT page.* FROM unnest($1::text[]) WITH ORDINALITY AS c(slug, position)
       CROSS JOIN LATERAL (
         SELECT ${REF_COLUMNS} FROM landing_pages
         WHERE city_slug = c.slug AND trade_slug = ANY($2::text[])
         ORDER BY business_count DESC, trade_slug LIMIT $3) AS page
       ORDER BY c.position, page."businessCount" DESC, page."tradeSlug"`,
      [citySlugs, tradeSlugs, perCity],
    );
  }

  /** The `limit` largest landing pages of the given trades (a walk of idx_landing_pages_count). */
  largest(tradeSlugs: readonly string[], limit: number): Promise<LandingPageRef[]> {
    return this.reader.query<LandingPageRef[]>(
      `SELECT ${REF_COLUMNS} FROM landing_pages WHERE trade_slug = ANY($1::text[])
       ORDER BY business_count DESC, trade_slug, city_slug LIMIT $2`,
      [tradeSlugs, limit],
    );
  }

  /** How many landing pages there are (an index-only scan; for the sitemap's file count). */
  async count(): Promise<number> {
    const [{ count }] = await this.reader.query<{ count: number }[]>(
      'SELECT count(*)::int AS count FROM landing_pages',
    );
    return count;
  }

  /** Landing pages in key order after `after` (a keyset page of the primary key), for the sitemap. */
  list(after: Pick<LandingPage, 'tradeSlug' | 'citySlug'> | undefined, limit: number): Promise<LandingPageRef[]> {
    return after === undefined
      ? this.reader.query<LandingPageRef[]>(
          `SELECT ${REF_COLUMNS} FROM landing_pages ORDER BY trade_slug, city_slug LIMIT $1`,
          [limit],
        )
      : this.reader.query<LandingPageRef[]>(
          `SELECT ${REF_COLUMNS} FROM landing_pages WHERE (trade_slug, city_slug) > ($2, $3)
           ORDER BY trade_slug, city_slug LIMIT $1`,
          [limit, after.tradeSlug, after.citySlug],
        );
  }

  /** The key of the landing page at `position` (0-based) in key order; undefined past the end. */
  async keyAt(position: number): Promise<Pick<LandingPage, 'tradeSlug' | 'citySlug'> | undefined> {
    const rows = await this.reader.query<Pick<LandingPage, 'tradeSlug' | 'citySlug'>[]>(
      `SELECT trade_slug AS "tradeSlug", city_slug AS "citySlug" FROM landing_pages
       ORDER BY trade_slug, city_slug OFFSET $1 LIMIT 1`,
      [position],
    );
    return rows[0];
  }
}
