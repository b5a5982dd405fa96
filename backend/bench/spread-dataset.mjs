// The second scale dataset (bench:seed --dist spread): the same trades and places as the default
// one, made differently, so that a plan tuned to one distribution shows where it breaks on the
// next (issue 54). Few big cities hold most entries; trades' words turn up in other trades'
// descriptions, keywords and names; many names are compounds; a few dozen surnames are each
// shared by thousands of businesses; verification and ratings vary far more.

import { fill, localize } from '../scripts/dataset-pools.mjs';

/** Place weights are raised to this power: Berlin, Hamburg, München, Wien and Köln hold most entries. */
export const PLACE_CONCENTRATION = 2.5;

/**
 * Surnames a directory of a German-speaking city shares with thousands of entries: German ones
 * first, then Turkish, Polish, Vietnamese, Italian, Greek, Russian, Arabic, Croatian and Serbian,
 * Kurdish and Albanian ones. Drawn by rank (Zipf), so the first are the most common.
 */
export const SHARED_SURNAMES = `
  Müller Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann
  Yılmaz Kaya Demir Şahin Çelik Yıldız Yıldırım Öztürk Aydın Özdemir
  Nowak Kowalski Wiśniewski Wójcik Kowalczyk Kamiński Lewandowski Zieliński
  Nguyen Tran Le Pham Hoang Phan Vu Dang Bui Do
  Rossi Russo Ferrari Esposito Bianchi Romano Colombo Ricci
  Papadopoulos Georgiou Dimitriou Nikolaou Ivanov Smirnov Kuznetsov Popov
  Haddad Khalil Hassan Ali Ahmed Mahmoud Ibrahim Saleh
  Horvat Kovačević Babić Marić Jovanović Petrović Nikolić Marković
  Koch Richter Klein Wolf Schröder Neumann Schwarz Zimmermann Braun Krüger
  Hofmann Hartmann Lange Schmitt Werner Schmitz Krause Meier Lehmann Schmid
  Gruber Huber Bauer Pichler Steiner Moser Mayer Hofer Leitner
  Keller Brunner Baumann Frei Gashi Berisha Krasniqi Aslan Doğan
`
  .trim()
  .split(/\s+/);

/** Zipf weights of the shared surnames: the first near 9 % of the owners who carry one, the last near 0.25 %. */
const SURNAME_WEIGHTS = SHARED_SURNAMES.map((_, index) => 1 / (index + 1 + 2));

/** Share of owners carrying one of the shared surnames. */
const SHARED_SURNAME_SHARE = 0.7;
/** Share of names made compound: a double surname, or two trades' words joined ("Bäckerei-Café"). */
const COMPOUND_SHARE = 0.35;
/** Share of descriptions that carry a sentence of another trade's description. */
const FOREIGN_SENTENCE_SHARE = 0.5;
/** Share of keyword lists that carry another trade's first keyword. */
const FOREIGN_KEYWORD_SHARE = 0.3;
/** Share of compounds joining a trade of the same category (the rest join any trade). */
const SAME_CATEGORY_SHARE = 0.7;

/** Ratings a business deserves, as [stars, share]: every tier about as common. */
export const EVEN_QUALITY_TIERS = [
  [4.9, 20],
  [4.2, 20],
  [3.5, 20],
  [2.6, 20],
  [1.6, 20],
];

const LETTER = '\\p{L}';
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `surname` as a whole word (not "Koch" in "Kochschule"). */
const surnamePattern = (surname) => new RegExp(`(?<!${LETTER})${escapeRegExp(surname)}(?!${LETTER})`, 'gu');

/** The words a trade's names start with ("Bäckerei", "Backstube", "Zahnarztpraxis"), or its first keyword. */
function tradeWords(trade) {
  const words = trade.names
    .map((template) => template.split(' ')[0])
    .filter((word) => !/[{}&]/.test(word) && word.length > 3);
  return words.length > 0 ? [...new Set(words)] : [trade.keywords[0]];
}

/**
 * What makes a business of the spread dataset: `respell(made, trade, place)` gives a name from
 * makeName its shared surname or compound, `mix(business, trade, place, regional)` puts other
 * trades' words into its description and keywords. `nextTrade` draws trades by popularity, so the
 * commonest trades' words spread the most.
 */
export function spreadMaker(random, trades, nextTrade) {
  const nextSurname = random.sampler(SHARED_SURNAMES, SURNAME_WEIGHTS);
  const wordsOf = new Map(trades.map((trade) => [trade.key, tradeWords(trade)]));
  const byCategory = new Map();
  for (const trade of trades) byCategory.set(trade.cat, [...(byCategory.get(trade.cat) ?? []), trade]);

  const otherTrade = (trade, sameCategory) => {
    for (;;) {
      const other = sameCategory ? random.pick(byCategory.get(trade.cat)) : nextTrade();
      if (other.key !== trade.key || byCategory.get(trade.cat).length === 1) return other;
    }
  };

  function compound(name, trade, surname) {
    const pattern = surnamePattern(surname);
    if (random.boolean() && name.search(pattern) !== -1) {
      let second = nextSurname();
      while (second === surname) second = nextSurname();
      return name.replace(pattern, `${surname}-${second}`);
    }
    const other = otherTrade(trade, random.chance(SAME_CATEGORY_SHARE));
    return `${random.pick(wordsOf.get(trade.key))}-${random.pick(wordsOf.get(other.key))} ${surname}`;
  }

  return {
    respell(made, trade, place) {
      const { owner } = made;
      const surname = random.chance(SHARED_SURNAME_SHARE) ? nextSurname() : owner.last;
      let name = made.name.replace(surnamePattern(owner.last), surname);
      if (random.chance(COMPOUND_SHARE)) name = compound(name, trade, surname);
      return {
        ...made,
        name: localize(name, place.country === 'Schweiz' ? 'Schweiz' : ''),
        owner: { ...owner, last: surname },
      };
    },
    mix(business, trade, place, regional) {
      if (random.chance(FOREIGN_SENTENCE_SHARE)) {
        const other = otherTrade(trade, false);
        const sentence = fill(random.pick([...other.d1, ...other.d2]), {
          city: place.city,
          year: String(random.int(1950, 2020)),
          ...regional,
        });
        business.description = `${business.description} ${localize(sentence, place.country)}`;
      }
      if (random.chance(FOREIGN_KEYWORD_SHARE)) {
        const keyword = localize(otherTrade(trade, false).keywords[0], place.country);
        if (!business.keywords.split(', ').includes(keyword)) business.keywords = `${business.keywords}, ${keyword}`;
      }
      return business;
    },
  };
}
