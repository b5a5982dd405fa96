/** The row shapes BusinessesRepository reads and writes, apart from the queries themselves. */
import type { Business } from './business.entity';
import type { BusinessStatus } from './business-constants';
import type { SearchRequest } from './business-search';

/** The maintained review counters of a business. */
export type RatingCounts = Pick<Business, 'reviewCount' | 'ratingSum'>;

/**
 * A business for insertRows: stored columns by property name, as JSON values (dates as ISO
 * text); absent optional columns are null, an absent createdAt is now.
 */
export type BusinessRow = Partial<Record<keyof Business, string | number | boolean | null>>;

/** A published business as the sitemap lists it. */
export interface PublishedBusinessRef {
  id: string;
  updatedAt: Date;
}

/** How many published businesses of a kind one stored city (folded) has, and how most of them spell it. */
export interface CityCount {
  cityFolded: string;
  city: string;
  count: number;
}

/** A kind of business to recognise: by its stored category, or by a full-text query on search_document. */
export interface BusinessKind {
  slug: string;
  criteria: Pick<SearchRequest, 'categories' | 'categoryTsQuery'>;
}

/** What the back office filters its list by; every filter is optional. */
export interface AdminBusinessFilter {
  /** A part of the name or the city (folded like search), or the start of the postal code. */
  text?: string;
  verified?: boolean;
  formCustomers?: boolean;
  status?: BusinessStatus;
  /** The trash instead of the live entries, most recently deleted first. */
  deleted?: boolean;
}
