import type { ResolvedSearch } from './business-search';
import { matchCondition, wordsMatch, wordsQuery } from './business-search-filters';
import type { SqlParams } from './business-search-sql';

/** The relevance tiers of query words over one relation's rows, as conditions and as one CASE. */
export interface RankingTiers {
  /** The exact name: `name_folded` equals the whole folded query; and its negation. */
  exactName: string;
  notExactName: string;
  /**
   * Each tier's condition (index = tier, SEARCH_TIERS), without overlap: the exact name, the name holding every word
   * (name_document is part of search_document, so a name match is a match), every other match.
   */
  conditions: string[];
  /** The tier of a row that matches the words: 0, 1 or 2. */
  tierOf: string;
}

/**
 * Which of the words' tests no index serves (ts_match_vq, what `@@` calls), on rows another index has found: none,
 * the whole document's only (a walk of a place's listing; the names keep their index), or all.
 */
export type WordsPerRow = 'none' | 'document' | 'all';

/**
 * The ranking tiers, written once: each page, count and sort that orders by relevance takes them from here. Words
 * tested per row (`perRow`) keep the planner from ANDing the place's bitmap with that of every match in the country's
 * words index.
 */
export const rankingTiers = {
  of(search: ResolvedSearch, params: SqlParams, relation = 'b', perRow: WordsPerRow = 'none'): RankingTiers {
    const query = wordsQuery(search, params);
    const phrase = params.add(search.phrase);
    const exactName = `${relation}.name_folded = ${phrase}`;
    const notExactName = `${relation}.name_folded <> ${phrase}`;
    const inName = wordsMatch(`${relation}.name_document`, query, perRow === 'all' || search.wordsPerRow === true);
    const inDocument = wordsMatch(
      `${relation}.search_document`,
      query,
      perRow !== 'none' || search.wordsPerRow === true,
    );
    return {
      exactName,
      notExactName,
      conditions: [
        `${exactName} AND ${inDocument}`,
        `${inName} AND ${notExactName}`,
        // Not the exact name either: a page of this tier alone (a cursor in it) then uses the phrase's parameter too,
        // which PostgreSQL otherwise cannot type ("could not determine data type of parameter").
        `${inDocument} AND NOT (${inName}) AND ${notExactName}`,
      ],
      tierOf: `CASE WHEN ${exactName} THEN 0 WHEN ${inName} THEN 1 ELSE 2 END`,
    };
  },

  /** Every match of the words, all tiers together (one tier when sorted by rating or date). */
  allMatches(search: ResolvedSearch, params: SqlParams, perRow: WordsPerRow): string | undefined {
    return matchCondition(search, params, perRow !== 'none');
  },
};
