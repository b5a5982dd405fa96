import { MigrationInterface, QueryRunner } from 'typeorm';
import { searchReindex, searchTermsOf } from './1763970000010-place-word-counts';

/**
 * The German lexemes of every row's search_document (all of them, whatever the row's status), counted in
 * search_terms as kind 'x' and kept by the same statement triggers. A query word is a prefix ('backerei':*),
 * which GIN answers by collecting every posting of every lexeme it starts with before it can intersect them:
 * "Bäckerei Daubner OG" spent 21 ms on the 60,000 postings of "backerei*" to find one business. Written as the
 * lexemes themselves (`('backerei' | 'backereien') & 'daubn':* & 'og'`), GIN's fast scan skips through the
 * common word guided by the rare one: 0.6 ms. The search looks the lexemes up here (BusinessSearchQueries),
 * which is complete because it holds every lexeme of every row in the same snapshot as the rows.
 */
export class SearchLexemes1763980000010 implements MigrationInterface {
  name = 'SearchLexemes1763980000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c', 'l', 'g', 'x'))`,
    );
    await queryRunner.query(searchTermsOf({ places: true, lexemes: 'every row' }));
    await queryRunner.query(searchReindex({ places: true, lexemes: 'every row' }));
    await queryRunner.query(
      `INSERT INTO search_terms (kind, term, display, documents)
       SELECT 'x', w.word, w.word, w.ndoc FROM ts_stat('SELECT search_document FROM businesses') AS w ORDER BY 2`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "search_terms" WHERE "kind" = 'x'`);
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN ('w', 'c', 'l', 'g'))`,
    );
    await queryRunner.query(searchTermsOf({ places: true }));
    await queryRunner.query(searchReindex({ places: true }));
  }
}
