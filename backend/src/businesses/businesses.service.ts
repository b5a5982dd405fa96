import type { BusinessChanges } from '../common/write-changes';
import { SpecialHoursService } from './special-hours.service';
import { Inject, Injectable } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { DEFAULT_PAGE_SIZE, Page } from '../common/pagination';
import { RADIUS_KM } from './business-constants';
import { businessFieldColumns, CreateBusinessDto, PossibleDuplicatesQueryDto } from './business.dto';
import {
  BusinessDetailDto,
  BusinessDto,
  CreateBusinessResponseDto,
  mapBusiness,
  PossibleDuplicateDto,
} from './business-response.dto';
import { SearchBusinessesQueryDto } from './business-search-query.dto';
import {
  buildSearchRequest,
  decodeCursor,
  encodeCursor,
  ListingCursor,
  NearCriteria,
  PageOrder,
  SearchRequest,
  withWords,
} from './business-search';
import { PagePosition } from './business-search-plan';
import { refusedPlace } from './business-search-shape';
import { BusinessSearchRepository, SearchRow } from './business-search.repository';
import { assertClosureAhead } from './business-validators';
import type { Business } from './business.entity';
import { BusinessesRepository } from './businesses.repository';
import { foldedPhrase, foldSearchText } from '../common/search-text';
import { EditTokenService } from './edit-token.service';
import { placeLookup } from '../places/place-lookup';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { newEntryForOperator } from '../mail/mail-messages';
import { MailOutboxService } from '../mail/mail-outbox.service';
import {
  EDIT_FORBIDDEN_ERROR,
  EDIT_LOCKED_BY_ADMIN_ERROR,
  DISTANCE_WITHOUT_NEAR_MESSAGE,
  RADIUS_WITHOUT_NEAR_MESSAGE,
  unknownPlaceMessage,
  CURSOR_MESSAGE,
  DEEP_DISTANCE_PAGE_MESSAGE,
  DEEP_PAGE_MESSAGE,
  SHORT_CITY_MESSAGE,
  SHORT_POSTAL_CODE_MESSAGE,
  BUSINESS_NOT_FOUND_ERROR,
} from './business-messages';

/** A search page, with the corrected query when the typed one found nothing. */
export interface SearchPage extends Page<BusinessDto> {
  suggestion?: string;
}

/** A row's place in the result order, for the cursors of the neighbouring pages. */
function placeOf(row: SearchRow, order: PageOrder, direction: ListingCursor['direction']): ListingCursor {
  if (order === 'rating') return { direction, order, key: [row.k1, row.k2, row.name, row.id] };
  if (order === 'newest' && row.k3 !== undefined) return { direction, order, key: [row.k3, row.id] };
  return { direction, order: 'relevance', tier: row.tier, key: [row.k0, row.k1, row.k2, row.name, row.id] };
}

/** The order a search is paged in: `sort` as asked, relevance by default. */
function pageOrderOf(query: SearchBusinessesQueryDto): PageOrder {
  return query.sort === 'rating' || query.sort === 'newest' ? query.sort : 'relevance';
}

/**
 * The Umkreissuche of a query (issue 14): `near` resolved through the bundled place dataset, the
 * radius defaulting to RADIUS_KM.default. A radius or sort=distance without `near`, or a place the
 * dataset does not know, is refused (400) with the contract's German messages.
 */
export function nearCriteria(query: SearchBusinessesQueryDto): NearCriteria | undefined {
  if (query.near === undefined) {
    if (query.radius !== undefined) {
      throw DomainError.invalidField('radius', RADIUS_WITHOUT_NEAR_MESSAGE);
    }
    if (query.sort === 'distance') {
      throw DomainError.invalidField('sort', DISTANCE_WITHOUT_NEAR_MESSAGE);
    }
    return undefined;
  }
  const centre = placeLookup().forSearch(query.near);
  if (centre === undefined) throw DomainError.invalidField('near', unknownPlaceMessage(query.near));
  return { ...centre, radiusKm: query.radius ?? RADIUS_KM.default };
}

/** A search row's distance from the centre of an Umkreissuche, when it has one. */
function withDistance(business: BusinessDto, row: SearchRow): BusinessDto {
  return row.distanceKm === undefined || row.distanceKm === null
    ? business
    : { ...business, distanceKm: row.distanceKm };
}

@Injectable()
export class BusinessesService {
  constructor(
    // Only for transactions that span the business and its edit token.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly search: BusinessSearchRepository,
    private readonly editTokens: EditTokenService,
    private readonly clock: Clock,
    private readonly outbox: MailOutboxService,
    private readonly specialHours: SpecialHoursService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * One page of the search, with its count (exact up to COUNT_CAP). When the words
   * as written match nothing, each unknown word is corrected against the vocabulary of indexed
   * words and the corrected search is answered, with the corrected query as `suggestion`.
   */
  async listBusinesses(query: SearchBusinessesQueryDto): Promise<SearchPage> {
    const order = pageOrderOf(query);
    const now = this.clock.now();
    const calendar = query.openNow === true ? (await this.specialHours.calendarAt(now)).openNow(now) : undefined;
    let request: SearchRequest = { ...buildSearchRequest(query, now, calendar), near: nearCriteria(query) };
    const refusal = refusedPlace(request);
    if (refusal !== undefined) {
      const message = refusal === 'short city' ? SHORT_CITY_MESSAGE : SHORT_POSTAL_CODE_MESSAGE;
      throw DomainError.invalidField('city', message);
    }
    let result = await this.findPage(request, order, query);
    let suggestion: string | undefined;
    if (result.total === 0 && request.words !== undefined && query.query !== undefined) {
      const correction = await this.correctQuery(query.query, request.words);
      if (correction !== undefined) {
        request = withWords(request, correction.words, foldedPhrase(correction.query));
        result = await this.findPage(request, order, query);
        if (result.total > 0) suggestion = correction.query;
      }
    }
    return { ...result, suggestion };
  }

  private async findPage(
    request: SearchRequest,
    order: PageOrder,
    query: SearchBusinessesQueryDto,
  ): Promise<Page<BusinessDto>> {
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    if (query.sort === 'random') {
      const { count, items } = await this.search.findRandom(request, limit);
      const at = await this.specialHours.moment();
      return { items: items.map((item) => mapBusiness(item, at)), ...count, page: 1, limit, navigable: false };
    }
    const page = query.page ?? 1;
    const cursor = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    const byDistance = query.sort === 'distance';
    // A cursor marks a place in one order only. Nearest first pages by offset only (MAX_PAGE bounds
    // it): a cursor is ignored there, and none is handed out.
    if (cursor !== undefined && !byDistance && cursor.order !== order) throw DomainError.invalid(CURSOR_MESSAGE);
    // Without query words a result has one tier: a cursor in another was never handed out for it.
    if (cursor?.order === 'relevance' && cursor.tier > 0 && request.words === undefined && !byDistance) {
      throw DomainError.invalid(CURSOR_MESSAGE);
    }
    const position: PagePosition = cursor === undefined || byDistance ? { offset: (page - 1) * limit } : { cursor };
    const outcome = await this.search.search(request, { order, position, limit, byDistance });
    // Of more matches than were counted, a page by number past those the Link header links by number is reached only
    // by a walk past every earlier match: the next links' cursors reach it; nearest first has no cursor.
    if ('refused' in outcome) throw DomainError.invalid(byDistance ? DEEP_DISTANCE_PAGE_MESSAGE : DEEP_PAGE_MESSAGE);
    const { count, rows } = outcome;
    const at = await this.specialHours.moment();
    const first = byDistance ? undefined : rows.at(0);
    const last = byDistance ? undefined : rows.at(-1);
    return {
      items: rows.map((row) => withDistance(mapBusiness(row, at), row)),
      ...count,
      page,
      limit,
      navigable: true,
      nextCursor: last === undefined ? undefined : encodeCursor(placeOf(last, order, 'after')),
      prevCursor: first === undefined ? undefined : encodeCursor(placeOf(first, order, 'before')),
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
    const checks = await this.search.checkWords(words);
    const replacements = new Map<string, { term: string; display: string }>();
    // Only a word that may be corrected (neither known nor a stop word, long enough: checkWordsSql) has a closest one.
    for (const { word, closest } of checks) if (closest !== undefined) replacements.set(word, closest);
    if (replacements.size === 0) return undefined;
    return {
      words: words.map((word) => replacements.get(word)?.term ?? word),
      // The typed words stay as typed; only the corrected ones take the indexed spelling.
      query: typed
        .replace(/[\p{L}\p{Nd}]+/gu, (word) => replacements.get(foldSearchText(word))?.display ?? word)
        .trim(),
    };
  }

  /**
   * The detail page, the busiest public read (from a replica, see BusinessesRepository.getById).
   * A pending entry is shown (its status says it is being checked); a rejected one is not found.
   */
  async getBusiness(id: string): Promise<BusinessDetailDto> {
    const business = await this.businesses.getById(id);
    if (business.status === 'rejected') throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
    const [at, specialHours] = await Promise.all([this.specialHours.moment(), this.specialHours.list(id)]);
    return {
      ...mapBusiness(business, at),
      ownerVerified: business.ownerVerified,
      specialHours,
      holidays: this.specialHours.upcomingHolidays(business),
    };
  }

  /** Published entries that may be the business about to be entered (similar name at the same address). */
  findPossibleDuplicates(query: PossibleDuplicatesQueryDto): Promise<PossibleDuplicateDto[]> {
    return this.businesses.findPossibleDuplicates(query);
  }

  /**
   * A public entry: pending review (reachable at its own address, listed once approved),
   * unverified, editable for ten minutes with the returned token. The operator is told by mail.
   */
  createBusiness(dto: CreateBusinessDto): Promise<CreateBusinessResponseDto> {
    assertClosureAhead(dto, this.clock.now());
    return this.dataSource.transaction(async (manager) => {
      const business = await this.businesses.create(
        {
          ...businessFieldColumns(dto),
          state: dto.state ?? null,
          source: 'form',
          status: 'pending',
          verified: false,
          isFormCustomer: false,
        },
        manager,
      );
      const editToken = await this.editTokens.issue(manager, business.id);
      await this.outbox.enqueue(
        manager,
        newEntryForOperator(this.config, { id: business.id, name: business.name, city: business.city }),
      );
      return { id: business.id, name: business.name, editToken };
    });
  }

  /**
   * Replaces the owner's entry while the edit token is valid and no administrator has changed
   * it; otherwise nothing changes. The changed entry is checked again: it goes back to pending
   * and loses the Verifiziert badge (verification was of the previous content).
   */
  async updateBusiness(
    id: string,
    editToken: string | undefined,
    dto: CreateBusinessDto,
  ): Promise<{ business: BusinessDto; changes: BusinessChanges }> {
    const { business, changes } = await this.replaceEntry(id, dto, async (business, manager) => {
      if (business.status === 'rejected') throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
      if (!(await this.editTokens.isValid(manager, id, editToken))) throw DomainError.forbidden(EDIT_FORBIDDEN_ERROR);
      if (business.editedByAdminAt !== null) throw DomainError.forbidden(EDIT_LOCKED_BY_ADMIN_ERROR);
    });
    return { business: mapBusiness(business, await this.specialHours.moment()), changes };
  }

  /**
   * The confirmed owner's edit (owners/, which checks the ownership): any time, also of a rejected entry, which
   * so goes back to review with the owner's corrections. The same rule as every edit: checked again.
   */
  updateOwnedBusiness(id: string, dto: CreateBusinessDto): Promise<{ business: Business; changes: BusinessChanges }> {
    return this.replaceEntry(id, dto, () => Promise.resolve());
  }

  /** Replaces the entry's form fields after `allow` has had its say; it goes back to review and loses Verifiziert. */
  private async replaceEntry(
    id: string,
    dto: CreateBusinessDto,
    allow: (business: Business, manager: EntityManager) => Promise<void>,
  ): Promise<{ business: Business; changes: BusinessChanges }> {
    assertClosureAhead(dto, this.clock.now());
    let wasPublished = false;
    const business = await this.businesses.update(id, async (business, manager) => {
      await allow(business, manager);
      wasPublished = business.status === 'published';
      Object.assign(business, businessFieldColumns(dto), {
        state: dto.state ?? null,
        status: 'pending',
        verified: false,
      });
    });
    // A pending entry is listed nowhere, so its edit changes no public listing; a published one leaves them.
    return { business, changes: { businessId: id, publicListing: wasPublished } };
  }
}
