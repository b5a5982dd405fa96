import { MigrationInterface, QueryRunner } from 'typeorm';
import { PUBLISHED_PREDICATE, TOP_RATED_PREDICATE } from '../../businesses/search-expressions';
import { lexemeCounts, searchReindex, searchTermsOf, VocabularyKinds } from './1763970000010-place-word-counts';

/**
 * A word of middling frequency, alone: "Schwimmschule" matches 3,532 of a million businesses, few enough to be
 * counted exactly and too many to find the first page by walking the listing order (one row in 280 matches). Its
 * count and first page read every match from the table: 3,500 rows, 10 to 12 ms of the request's 12 to 15, and
 * a quarter of PostgreSQL's time in the search mix at 16 connections.
 *
 * - The German lexemes of search_terms (kind 'x', migration 1763980000010) are now counted over the published
 *   businesses only, as the place words are. The search is public, so it looks up only lexemes that published
 *   rows hold, and a word whose prefix stands for one lexeme has its exact count there, without a row read.
 * - idx_businesses_top_rated_names holds the name of the published businesses at the head of the listing order
 *   (verified, rated 4.5 or better: about 4 % of them). The first pages of the name tier are the first of these
 *   when there are enough of them: 138 of the 3,532 for "Schwimmschule", read in 0.4 ms.
 *
 * At a million businesses, search_reindex's lexeme count takes about 20 s and the index 1 s (1 MB).
 */
export class TopRatedNames1764010000010 implements MigrationInterface {
  name = 'TopRatedNames1764010000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.countLexemes(queryRunner, true);
    await queryRunner.query(
      `CREATE INDEX "idx_businesses_top_rated_names" ON "businesses"
       USING gin (name_document) WHERE ${PUBLISHED_PREDICATE} AND ${TOP_RATED_PREDICATE}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_businesses_top_rated_names"');
    await this.countLexemes(queryRunner, false);
  }

  /** search_terms_of and search_reindex with the lexemes of the published rows only (or of all), and their counts. */
  private async countLexemes(queryRunner: QueryRunner, publishedOnly: boolean): Promise<void> {
    const kinds: VocabularyKinds = { places: true, lexemes: publishedOnly ? 'published' : 'every row' };
    await queryRunner.query(searchTermsOf(kinds));
    await queryRunner.query(searchReindex(kinds));
    await queryRunner.query(`DELETE FROM search_terms WHERE kind = 'x'`);
    await queryRunner.query(`INSERT INTO search_terms (kind, term, display, documents) ${lexemeCounts(publishedOnly)}`);
  }
}
