import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * idx_search_terms_word_trgm as a GIN index. The typo correction ("Bakerei" → "Bäckerei") looked for the nearest
 * words by a nearest-neighbour walk of the GiST index, whose small trigram signatures let it rule out few of the
 * vocabulary's words: each query word was measured against nearly all of them. GIN finds the words sharing enough
 * trigrams (pg_trgm's `%`) from its posting lists. Without a pending list, as every GIN index here (1764079000020).
 */
export class WordTrigramGin1764081000010 implements MigrationInterface {
  name = 'WordTrigramGin1764081000010';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_search_terms_word_trgm"');
    await queryRunner.query(
      `CREATE INDEX "idx_search_terms_word_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops)
       WITH (fastupdate = off) WHERE "kind" = 'w'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX "idx_search_terms_word_trgm"');
    await queryRunner.query(
      `CREATE INDEX "idx_search_terms_word_trgm" ON "search_terms" USING gist ("term" gist_trgm_ops) WHERE "kind" = 'w'`,
    );
  }
}
