/**
 * Query-side text folding for search. The data side is folded by the SQL function
 * `search_fold()` (migration 1763700000002); both must produce the same form, which
 * test/search-fold.api-spec.ts checks. Folding removes accents and case, turns ß into ss,
 * and maps the umlaut spellings ae/oe/ue to a/o/u, so "Bäckerei", "Baeckerei" and
 * "Backerei" all become "backerei", and "München"/"Muenchen"/"munchen" become "munchen".
 */

/** Letters that `unaccent` replaces by more than dropping a diacritic. */
const SPECIAL_LETTERS: Record<string, string> = {
  ß: 'ss',
  ẞ: 'SS',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'th',
  Þ: 'TH',
  ı: 'i',
};
const SPECIAL_PATTERN = new RegExp(`[${Object.keys(SPECIAL_LETTERS).join('')}]`, 'g');

export function foldSearchText(value: string): string {
  return value
    .replace(SPECIAL_PATTERN, (letter) => SPECIAL_LETTERS[letter])
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replaceAll('ae', 'a')
    .replaceAll('oe', 'o')
    .replaceAll('ue', 'u');
}

/** At most this many words of a query take part in the full-text match. */
export const MAX_QUERY_TOKENS = 8;

/** The folded words of a query (letters and digits only), without duplicates. */
export function searchTokens(query: string): string[] {
  const words = foldSearchText(query).match(/[\p{L}\p{Nd}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_QUERY_TOKENS);
}

/**
 * A tsquery text that matches every token as a word prefix ("bäck" finds "Bäckerei").
 * Tokens hold letters and digits only, and are quoted, so user input cannot inject
 * tsquery syntax. Returns undefined when there is nothing to search for.
 */
export function prefixTsQuery(tokens: readonly string[], operator: '&' | '|' = '&'): string | undefined {
  const clean = tokens.filter((token) => /^[\p{L}\p{Nd}]+$/u.test(token));
  if (clean.length === 0) return undefined;
  return clean.map((token) => `'${token}':*`).join(` ${operator} `);
}

/** Words shorter than this match only whole words once a query has several words. */
export const MIN_PREFIX_LENGTH = 4;

/**
 * The tsquery text of a search: every word as a prefix ("bäck" finds "Bäckerei", "Zahnarzt" finds
 * "Zahnarztpraxis"), except short words beside others ("OG", "Dr", "am"): as prefixes they stand
 * for hundreds of indexed words, which the GIN index must all collect, and nobody types "og"
 * meaning "Ogilvy". A query of one word keeps it as a prefix, whatever its length.
 */
export function searchTsQuery(words: readonly string[]): string | undefined {
  const clean = words.filter((word) => /^[\p{L}\p{Nd}]+$/u.test(word));
  if (clean.length === 0) return undefined;
  const whole = (word: string): boolean => clean.length > 1 && [...word].length < MIN_PREFIX_LENGTH;
  return clean.map((word) => (whole(word) ? `'${word}'` : `'${word}':*`)).join(' & ');
}

/** The whole query folded and with single spaces, compared with the folded business name. */
export function foldedPhrase(query: string): string {
  return foldSearchText(query).replace(/\s+/g, ' ').trim();
}

/** Escapes LIKE wildcards so user input matches literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}
