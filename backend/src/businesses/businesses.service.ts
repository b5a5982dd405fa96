import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEFAULT_PAGE_SIZE, Page } from '../common/pagination';
import { DatabaseReader } from '../database/database-reader';
import { Business } from './business.entity';
import {
  BusinessDto,
  businessFieldColumns,
  CreateBusinessDto,
  CreateBusinessResponseDto,
  mapBusiness,
  SearchBusinessesQueryDto,
} from './business.dto';
import { buildSearchCriteria } from './business-search';
import { BusinessSearchRepository } from './business-search.repository';
import { EditTokenService } from './edit-token.service';

export const BUSINESS_NOT_FOUND = 'Unternehmen nicht gefunden';
export const EDIT_FORBIDDEN =
  'Bearbeitung nicht erlaubt: Der Bearbeitungszeitraum ist abgelaufen oder der Schlüssel ist ungültig.';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; any other well-formed id cannot exist and is not sent to PostgreSQL. */
export function isBusinessUuid(id: string): boolean {
  return UUID.test(id);
}

@Injectable()
export class BusinessesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly reader: DatabaseReader,
    private readonly search: BusinessSearchRepository,
    private readonly editTokens: EditTokenService,
  ) {}

  /**
   * One page of the search. The query's words are matched as written (prefixes, umlauts and case
   * folded) first; only when that finds nothing is the search repeated with typo tolerance.
   */
  async listBusinesses(query: SearchBusinessesQueryDto): Promise<Page<BusinessDto>> {
    let criteria = buildSearchCriteria(query);
    let total = await this.search.count(criteria);
    if (total === 0 && criteria.words !== undefined) {
      criteria = { ...criteria, typoTolerant: true };
      total = await this.search.count(criteria);
    }
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    if (query.sort === 'random') {
      const items = total === 0 ? [] : await this.search.findRandom(criteria, limit);
      return { items: items.map(mapBusiness), total, page: 1, limit, navigable: false };
    }
    const page = query.page ?? 1;
    const offset = (page - 1) * limit;
    const items = offset >= total ? [] : await this.search.findPage(criteria, offset, limit);
    return { items: items.map(mapBusiness), total, page, limit, navigable: true };
  }

  /**
   * The detail page, the busiest public read: from a replica. An id the replica has not replayed
   * yet (the redirect right after creating) is asked on the primary before answering 404.
   */
  async getBusiness(id: string): Promise<BusinessDto> {
    const business = isBusinessUuid(id)
      ? await this.reader.readOrPrimary((manager) => manager.findOneBy(Business, { id }))
      : null;
    if (business === null) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return mapBusiness(business);
  }

  /** A public entry: visible at once, unverified, editable for ten minutes with the returned token. */
  createBusiness(dto: CreateBusinessDto): Promise<CreateBusinessResponseDto> {
    return this.dataSource.transaction(async (manager) => {
      const business = manager.create(Business, {
        ...businessFieldColumns(dto),
        state: dto.state ?? null,
        source: 'form',
        verified: false,
        isFormCustomer: false,
      });
      await manager.insert(Business, business);
      const editToken = await this.editTokens.issue(manager, business.id);
      return { id: business.id, name: business.name, editToken };
    });
  }

  /** Replaces the owner's entry while the edit token is valid; otherwise nothing changes. */
  async updateBusiness(id: string, editToken: string | undefined, dto: CreateBusinessDto): Promise<BusinessDto> {
    if (!isBusinessUuid(id)) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return this.dataSource.transaction(async (manager) => {
      const business = await manager.findOne(Business, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (business === null) throw new NotFoundException(BUSINESS_NOT_FOUND);
      if (!(await this.editTokens.isValid(manager, id, editToken))) throw new ForbiddenException(EDIT_FORBIDDEN);
      Object.assign(business, businessFieldColumns(dto), { state: dto.state ?? null });
      await manager.save(business);
      return mapBusiness(business);
    });
  }
}
