import { MigrationInterface, QueryRunner } from 'typeorm';
import {
  COUNTED_COLUMNS,
  placeCountRows,
  searchReindex,
  searchTermsMaintain,
  searchTermsOf,
  VocabularyKinds,
} from './1763970000010-place-word-counts';

const BEFORE: VocabularyKinds = { places: true, lexemes: 'published' };
const AFTER: VocabularyKinds = { ...BEFORE, placeCounts: true };

/**
 * The number of published businesses in each place, kept in search_terms (kind 'n') by the same statement triggers
 * as the words: in all ('all'), per city ('city|berlin'), per dataset point ('point|52.52437,13.41053') and per
 * postal code ('code|10115'). A listing without words or other filters counted its first 10,001 rows from an index
 * at every request: the unfiltered first page 1.4 ms of PostgreSQL's time at a million businesses, "Berlin" 1.5,
 * 10 km around Berlin 2.8 (every point's businesses), "803" 1.8. These counts are now a lookup of the places' rows
 * (BusinessSearchQueries.placeCount). An update is counted again when its postal code changed too. About 36,000
 * rows at a million businesses; this migration takes about 5 s there.
 */
export class PlaceCounts1764010000020 implements MigrationInterface {
  name = 'PlaceCounts1764010000020';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.kinds(queryRunner, ['w', 'c', 'l', 'g', 'x', 'n']);
    await queryRunner.query(searchTermsOf(AFTER));
    await queryRunner.query(searchTermsMaintain([...COUNTED_COLUMNS, 'postal_code']));
    await queryRunner.query(searchReindex(AFTER));
    await queryRunner.query(`INSERT INTO search_terms (kind, term, display, documents) ${placeCountRows()}`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM search_terms WHERE kind = 'n'`);
    await this.kinds(queryRunner, ['w', 'c', 'l', 'g', 'x']);
    await queryRunner.query(searchTermsOf(BEFORE));
    await queryRunner.query(searchTermsMaintain(COUNTED_COLUMNS));
    await queryRunner.query(searchReindex(BEFORE));
  }

  private async kinds(queryRunner: QueryRunner, kinds: readonly string[]): Promise<void> {
    await queryRunner.query('ALTER TABLE "search_terms" DROP CONSTRAINT "chk_search_terms_kind"');
    await queryRunner.query(
      `ALTER TABLE "search_terms" ADD CONSTRAINT "chk_search_terms_kind" CHECK ("kind" IN (${kinds.map((kind) => `'${kind}'`).join(', ')}))`,
    );
  }
}
