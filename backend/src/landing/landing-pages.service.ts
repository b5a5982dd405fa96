import { SpecialHoursService } from '../businesses/special-hours.service';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, Page } from '../common/pagination';
import { mapBusiness, BusinessDto } from '../businesses/business-response.dto';
import { BusinessSearchRepository } from '../businesses/business-search.repository';
import { BusinessesRepository } from '../businesses/businesses.repository';
import type { LandingPage } from './landing-page.entity';
import {
  LandingLinkDto,
  LandingLinksDto,
  LandingPageDto,
  LandingPageQueryDto,
  mapLandingCity,
  mapLandingLink,
  mapLandingTrade,
} from './landing-page.dto';
import { LandingPageRef, LandingPagesRepository } from './landing-pages.repository';
import { LANDING_TRADES, landingSlug, landingTrade, LandingTrade } from './landing-trades';
import type { CityCount } from '../businesses/business-rows';
import { BUSINESS_NOT_FOUND_ERROR } from '../businesses/business-messages';
import { LANDING_PAGE_NOT_FOUND_ERROR } from './landing-messages';

/** How many cities the home page's links name, how many trades each, and how many pages overall. */
export const HOME_CITIES = 8;
export const HOME_TRADES_PER_CITY = 6;
export const HOME_POPULAR = 12;

/** The refresh reads every business of each trade: it may take longer than a request may. */
const REFRESH_STATEMENT_TIMEOUT = '10min';

const COMMON_TRADE_SLUGS = LANDING_TRADES.filter((trade) => !trade.category).map((trade) => trade.slug);

/** A landing page with one page of its businesses, and the page facts the pagination headers need. */
export interface LandingPageResult {
  page: LandingPageDto;
  listing: Page<BusinessDto>;
}

/** One stored city spelling (folded) with how most of its entries write it. */
interface CityGroup {
  slug: string;
  name: string;
  terms: string[];
  total: number;
}

/**
 * Landing pages for trade × city: which combinations have entries (the `landing_pages` table,
 * rebuilt by `refresh` from the businesses), one page of a combination's businesses through the
 * search's index walks, and links to the pages for the home page and a business's breadcrumb.
 */
@Injectable()
export class LandingPagesService {
  private readonly logger = new Logger('LandingPages');

  constructor(
    // Only for the transaction that rebuilds the table.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly search: BusinessSearchRepository,
    private readonly landingPages: LandingPagesRepository,
    private readonly specialHours: SpecialHoursService,
  ) {}

  /**
   * Rebuilds the table of combinations with entries: per trade, its published businesses counted
   * per stored city, cities grouped by slug ("München" and "Muenchen" are one page). Scans each
   * trade's matches; a job, never a request. An advisory lock keeps two replicas from doing it at once.
   */
  async refresh(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query(`SET LOCAL statement_timeout = '${REFRESH_STATEMENT_TIMEOUT}'`);
      await manager.query(`SELECT pg_advisory_xact_lock(hashtext('branchenbuch:landing-pages'))`);
      const cities = groupCities(await this.businesses.countByCity(manager, {}));
      const rows: LandingPage[] = [];
      for (const trade of LANDING_TRADES) {
        const counts = new Map<CityGroup, number>();
        for (const { cityFolded, count } of await this.businesses.countByCity(manager, trade.criteria)) {
          const city = cities.get(cityFolded);
          if (city !== undefined) counts.set(city, (counts.get(city) ?? 0) + count);
        }
        for (const [city, count] of counts) {
          rows.push({
            tradeSlug: trade.slug,
            citySlug: city.slug,
            cityName: city.name,
            cityTerms: city.terms,
            businessCount: count,
            cityTotal: city.total,
          });
        }
      }
      await this.landingPages.replaceAll(manager, rows);
      return rows.length;
    });
  }

  private readonly refreshListeners: (() => void)[] = [];

  /** Called after each successful recount: pages rendered from the old counts (server rendering's cache) are stale. */
  onRefreshed(listener: () => void): void {
    this.refreshListeners.push(listener);
  }

  /** `refresh`, logging a failure instead of throwing: for start-up, after an import and the timer. */
  async refreshQuietly(): Promise<void> {
    try {
      const started = Date.now();
      const count = await this.refresh();
      for (const listener of this.refreshListeners) listener();
      this.logger.log(`${count} landing pages refreshed (${Date.now() - started} ms)`);
    } catch (error) {
      this.logger.warn({ err: error }, 'Landing pages not refreshed; retrying later');
    }
  }

  /** One page of a combination's businesses in listing order; an unknown trade, city, combination or page is a 404. */
  async page(tradeSlug: string, citySlug: string, query: LandingPageQueryDto): Promise<LandingPageResult> {
    const trade = landingTrade(tradeSlug);
    const landing = trade === undefined ? undefined : await this.landingPages.find(tradeSlug, citySlug);
    if (trade === undefined || landing === undefined) throw DomainError.notFound(LANDING_PAGE_NOT_FOUND_ERROR);
    const page = query.page ?? 1;
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    // The table's count (as of the last recount) stands for the total: counting thousands of
    // matches would cost more than the page itself.
    const outcome = await this.search.search(
      { ...trade.criteria, cities: landing.cityTerms },
      {
        order: 'relevance',
        position: { offset: (page - 1) * limit },
        limit,
        knownCount: { total: landing.businessCount, exact: true },
      },
    );
    // An exact count is never refused a page.
    const { count, rows } = 'refused' in outcome ? { count: { total: 0, exact: true }, rows: [] } : outcome;
    // Past the last page there is no page: a crawler must not index an empty list.
    if (rows.length === 0 && page > 1) throw DomainError.notFound(LANDING_PAGE_NOT_FOUND_ERROR);
    const at = await this.specialHours.moment();
    const items = rows.map((row) => mapBusiness(row, at));
    return {
      page: {
        trade: mapLandingTrade(trade),
        city: mapLandingCity(landing),
        total: count.total,
        totalExact: count.exact,
        page,
        limit,
        items,
      },
      listing: { items, total: count.total, exact: count.exact, page, limit, navigable: true },
    };
  }

  /** The home page's links: the largest cities with their largest trades, and the largest pages overall. */
  async homeLinks(): Promise<LandingLinksDto> {
    const cities = await this.landingPages.topCities(HOME_CITIES);
    const [perCity, popular] = await Promise.all([
      this.landingPages.largestInCities(
        cities.map((city) => city.citySlug),
        COMMON_TRADE_SLUGS,
        HOME_TRADES_PER_CITY,
      ),
      this.landingPages.largest(COMMON_TRADE_SLUGS, HOME_POPULAR),
    ]);
    return {
      cities: cities.map((city) => ({
        city: mapLandingCity(city),
        links: links(perCity.filter((page) => page.citySlug === city.citySlug)),
      })),
      popular: links(popular),
    };
  }

  /**
   * The landing pages a business belongs on, in its city: its category's first, then the common
   * trades its name and keywords name. An unknown business is a 404, as on its own page.
   */
  async businessLinks(id: string): Promise<LandingLinkDto[]> {
    const kinds = await this.businesses.kindsOf(id, LANDING_TRADES);
    if (kinds === undefined) throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
    if (kinds.slugs.length === 0) return [];
    const pages = await this.landingPages.findInCity(kinds.slugs, landingSlug(kinds.city));
    const order = (page: LandingPageRef): number => {
      const trade = landingTrade(page.tradeSlug);
      return trade?.category === true ? -1 : COMMON_TRADE_SLUGS.indexOf(page.tradeSlug);
    };
    return links(pages.sort((a, b) => order(a) - order(b)));
  }
}

function links(pages: readonly LandingPageRef[]): LandingLinkDto[] {
  return pages.flatMap((page) => {
    const trade: LandingTrade | undefined = landingTrade(page.tradeSlug);
    return trade === undefined ? [] : [mapLandingLink(page, trade)];
  });
}

/**
 * Stored cities by folded name, each with the slug group it belongs to: the spellings that share
 * a slug share its name (that of the spelling with the most entries), terms and total.
 */
function groupCities(counts: readonly CityCount[]): Map<string, CityGroup> {
  const groups = new Map<string, CityGroup & { largest: number }>();
  for (const { cityFolded, city, count } of counts) {
    const slug = landingSlug(city);
    if (slug === '') continue;
    const group = groups.get(slug) ?? { slug, name: city, terms: [], total: 0, largest: 0 };
    group.terms.push(cityFolded);
    group.total += count;
    if (count > group.largest) Object.assign(group, { name: city, largest: count });
    groups.set(slug, group);
  }
  const byFolded = new Map<string, CityGroup>();
  for (const { largest: _largest, ...group } of groups.values()) {
    for (const term of group.terms) byFolded.set(term, group);
  }
  return byFolded;
}
