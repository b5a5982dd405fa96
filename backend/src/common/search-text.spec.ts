import { escapeLike, foldSearchText, foldedPhrase, prefixTsQuery, searchTokens, searchTsQuery } from './search-text';

describe('foldSearchText', () => {
  it.each([
    ['Bäckerei', 'backerei'],
    ['Baeckerei', 'backerei'],
    ['BACKEREI', 'backerei'],
    ['München', 'munchen'],
    ['Muenchen', 'munchen'],
    ['münchen', 'munchen'],
    ['Köln', 'koln'],
    ['Koeln', 'koln'],
    ['Straße', 'strasse'],
    ['STRASSE', 'strasse'],
    ['Zürich', 'zurich'],
    ['Café Crème', 'cafe creme'],
    ['Ærø', 'aro'],
    ['Łódź', 'lodz'],
  ])('folds %s to %s', (input, folded) => {
    expect(foldSearchText(input)).toBe(folded);
  });

  it('gives umlaut and ae/oe/ue spellings the same form', () => {
    for (const [a, b] of [
      ['Ärztehaus', 'Aerztehaus'],
      ['Schönheit', 'Schoenheit'],
      ['Düsseldorf', 'Duesseldorf'],
    ]) {
      expect(foldSearchText(a)).toBe(foldSearchText(b));
    }
  });
});

describe('searchTokens', () => {
  it('splits folded words, dropping punctuation and duplicates', () => {
    expect(searchTokens('  Bäckerei, Bäckerei & Café-Bar!  ')).toEqual(['backerei', 'cafe', 'bar']);
  });

  it('keeps digits and stops after eight words', () => {
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('Praxis 24')).toEqual(['praxis', '24']);
  });

  it('returns nothing for a query without letters or digits', () => {
    expect(searchTokens(' – & / ')).toEqual([]);
  });
});

describe('prefixTsQuery', () => {
  it('matches every word as a quoted prefix', () => {
    expect(prefixTsQuery(['back', 'munchen'])).toBe("'back':* & 'munchen':*");
    expect(prefixTsQuery(['hotel', 'reise'], '|')).toBe("'hotel':* | 'reise':*");
  });

  it('drops anything that could be tsquery syntax', () => {
    expect(prefixTsQuery(["a'b", 'x:*', '!y', 'ok'])).toBe("'ok':*");
    expect(prefixTsQuery([])).toBeUndefined();
  });
});

describe('foldedPhrase and escapeLike', () => {
  it('folds the whole query with single spaces', () => {
    expect(foldedPhrase('  Bäckerei   Sonnenschein ')).toBe('backerei sonnenschein');
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_\\')).toBe('50\\%\\_\\\\');
  });
});

describe('searchTsQuery', () => {
  it('matches every word as a prefix, short words beside others as whole words', () => {
    expect(searchTsQuery(['bäck'])).toBe("'bäck':*");
    expect(searchTsQuery(['og'])).toBe("'og':*");
    expect(searchTsQuery(['backerei', 'daubner', 'og'])).toBe("'backerei':* & 'daubner':* & 'og'");
    expect(searchTsQuery(['zahnarzt', 'dr', 'weiss'])).toBe("'zahnarzt':* & 'dr' & 'weiss':*");
    expect(searchTsQuery([])).toBeUndefined();
  });
});
