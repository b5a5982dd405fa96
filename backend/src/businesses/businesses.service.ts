import { ForbiddenException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, Page } from '../common/pagination';
import { EDIT_FORBIDDEN } from './business-constants';
import {
  BusinessDto,
  businessFieldColumns,
  CreateBusinessDto,
  CreateBusinessResponseDto,
  mapBusiness,
  SearchBusinessesQueryDto,
} from './business.dto';
import {
  buildSearchCriteria,
  decodeCursor,
  encodeCursor,
  ListingCursor,
  SearchCriteria,
  withWords,
} from './business-search';
import { PagePosition, SearchRow } from './business-search.repository';
import { BusinessesRepository } from './businesses.repository';
import { foldedPhrase, foldSearchText } from './search-text';
import { EditTokenService } from './edit-token.service';

/** A search page, with the corrected query when the typed one found nothing. */
export interface SearchPage extends Page<BusinessDto> {
  suggestion?: string;
}

/** A row's place in the result order, for the cursors of the neighbouring pages. */
function placeOf(row: SearchRow): Omit<ListingCursor, 'direction'> {
  return { tier: row.tier, key: [row.k0, row.k1, row.k2, row.name, row.id] };
}

@Injectable()
export class BusinessesService {
  constructor(
    // Only for transactions that span the business and its edit token.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly editTokens: EditTokenService,
  ) {}

  /**
   * One page of the search, with its count (exact up to COUNT_CAP). When the words
   * as written match nothing, each unknown word is corrected against the vocabulary of indexed
   * words and the corrected search is answered, with the corrected query as `suggestion`.
   */
  async listBusinesses(query: SearchBusinessesQueryDto): Promise<SearchPage> {
    let criteria = await this.businesses.resolveCities(buildSearchCriteria(query));
    let result = await this.findPage(criteria, query);
    let suggestion: string | undefined;
    if (result.total === 0 && criteria.words !== undefined && query.query !== undefined) {
      const correction = await this.correctQuery(query.query, criteria.words);
      if (correction !== undefined) {
        criteria = withWords(criteria, correction.words, foldedPhrase(correction.query));
        result = await this.findPage(criteria, query);
        if (result.total > 0) suggestion = correction.query;
      }
    }
    return { ...result, suggestion };
  }

  private async findPage(criteria: SearchCriteria, query: SearchBusinessesQueryDto): Promise<Page<BusinessDto>> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    if (query.sort === 'random') {
      const [count, items] = await Promise.all([
        this.businesses.count(criteria),
        this.businesses.findRandom(criteria, limit),
      ]);
      return { items: items.map(mapBusiness), ...count, page: 1, limit, navigable: false };
    }
    const page = query.page ?? 1;
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const position: PagePosition = cursor === undefined ? { offset: (page - 1) * limit } : { cursor };
    const { count, rows } = await this.businesses.search(criteria, position, limit);
    const first = rows.at(0);
    const last = rows.at(-1);
    return {
      items: rows.map(mapBusiness),
      ...count,
      page,
      limit,
      navigable: true,
      nextCursor: last === undefined ? undefined : encodeCursor({ direction: 'after', ...placeOf(last) }),
      prevCursor: first === undefined ? undefined : encodeCursor({ direction: 'before', ...placeOf(first) }),
    };
  }

  /**
   * The query with each word the index does not know replaced by the closest indexed word
   * ("Bakerei" → "Bäckerei"); undefined when nothing could be corrected.
   */
  private async correctQuery(
    typed: string,
    words: readonly string[],
  ): Promise<{ query: string; words: string[] } | undefined> {
    const checks = await this.businesses.checkWords(words);
    const replacements = new Map<string, { term: string; display: string }>();
    for (const check of checks) {
      if (check.stopWord || check.known || check.closest === undefined || check.word.length < 3) continue;
      replacements.set(check.word, check.closest);
    }
    if (replacements.size === 0) return undefined;
    return {
      words: words.map((word) => replacements.get(word)?.term ?? word),
      // The typed words stay as typed; only the corrected ones take the indexed spelling.
      query: typed
        .replace(/[\p{L}\p{Nd}]+/gu, (word) => replacements.get(foldSearchText(word))?.display ?? word)
        .trim(),
    };
  }

  /** The detail page, the busiest public read (from a replica, see BusinessesRepository.getById). */
  async getBusiness(id: string): Promise<BusinessDto> {
    return mapBusiness(await this.businesses.getById(id));
  }

  /** A public entry: visible at once, unverified, editable for ten minutes with the returned token. */
  createBusiness(dto: CreateBusinessDto): Promise<CreateBusinessResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const business = await this.businesses.create(
        {
          ...businessFieldColumns(dto),
          state: dto.state ?? null,
          source: 'form',
          verified: false,
          isFormCustomer: false,
        },
        manager,
      );
      const editToken = await this.editTokens.issue(manager, business.id);
      return { id: business.id, name: business.name, editToken };
    });
  }

  /** Replaces the owner's entry while the edit token is valid; otherwise nothing changes. */
  async updateBusiness(id: string, editToken: string | undefined, dto: CreateBusinessDto): Promise<BusinessDto> {
    const business = await this.businesses.update(id, async (business, manager) => {
      if (!(await this.editTokens.isValid(manager, id, editToken))) throw new ForbiddenException(EDIT_FORBIDDEN);
      Object.assign(business, businessFieldColumns(dto), { state: dto.state ?? null });
    });
    return mapBusiness(business);
  }
}
