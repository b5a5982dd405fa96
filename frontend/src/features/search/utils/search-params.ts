/** The search page's URL state: query, category, city (trimmed, empty = absent) and the page number. */
export interface SearchCriteria {
  query: string;
  category: string;
  city: string;
  page: number;
}

/** The specification's limits for the search parameters. */
export const SEARCH_LIMITS = { query: 100, category: 50, city: 50 } as const;

export function readSearchParams(params: URLSearchParams): SearchCriteria {
  const text = (name: keyof typeof SEARCH_LIMITS) => (params.get(name) ?? '').trim().slice(0, SEARCH_LIMITS[name]);
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    query: text('query'),
    category: text('category'),
    city: text('city'),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The page heading: 'Suchergebnisse für "…" {category} in {city}', or 'Alle Unternehmen' without criteria. */
export function searchTitle({ query, category, city }: Pick<SearchCriteria, 'query' | 'category' | 'city'>): string {
  if (query === '' && category === '' && city === '') return 'Alle Unternehmen';
  const parts = ['Suchergebnisse für'];
  if (query !== '') parts.push(`"${query}"`);
  if (category !== '') parts.push(category);
  // 'Suchergebnisse für in Berlin' is not German; a city alone reads 'Suchergebnisse für Unternehmen in Berlin'.
  if (query === '' && category === '') parts.push('Unternehmen');
  if (city !== '') parts.push(`in ${city}`);
  return parts.join(' ');
}
