import { Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Business } from '../businesses/business.entity';
import { businessFieldColumns } from '../businesses/business.dto';
import { BUSINESS_NOT_FOUND, isBusinessUuid } from '../businesses/businesses.service';
import type { Page } from '../common/pagination';
import { ImportService } from '../import/import.service';
import { ADMIN_PAGE_SIZE, mapAdminBusiness } from './admin-businesses.dto';
import type {
  AdminBusinessDto,
  AdminBusinessesQueryDto,
  AdminBusinessFormDto,
  ImportResultDto,
  MarkFormCustomersResultDto,
} from './admin-businesses.dto';

export const MESSAGE_IMPORT_FAILED = 'Import fehlgeschlagen. Die bisherigen Daten sind unverändert.';

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The back office's view of the directory: every entry, every field, any change. */
@Injectable()
export class AdminBusinessesService {
  private readonly logger = new Logger(AdminBusinessesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly importService: ImportService,
  ) {}

  async listBusinesses(query: AdminBusinessesQueryDto): Promise<Page<AdminBusinessDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_PAGE_SIZE;
    const builder = this.dataSource.getRepository(Business).createQueryBuilder('business');
    if (query.query !== undefined) {
      // search_fold() is what the trigram indexes on name and city are built on.
      builder.andWhere(
        `(search_fold(business.name) LIKE '%' || search_fold(:text) || '%'
          OR search_fold(business.city) LIKE '%' || search_fold(:text) || '%'
          OR business.postal_code LIKE :prefix)`,
        { text: escapeLike(query.query), prefix: `${escapeLike(query.query)}%` },
      );
    }
    if (query.verified !== undefined) builder.andWhere('business.verified = :verified', { verified: query.verified });
    if (query.formCustomers !== undefined) {
      builder.andWhere('business.is_form_customer = :formCustomers', { formCustomers: query.formCustomers });
    }
    const [items, total] = await builder
      .orderBy('business.created_at', 'DESC')
      .addOrderBy('business.id', 'DESC')
      .skip((page - 1) * limit)
      .take(limit)
      .getManyAndCount();
    return { items: items.map(mapAdminBusiness), total, page, limit, navigable: true };
  }

  async createBusiness(dto: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    const repository = this.dataSource.getRepository(Business);
    const business = repository.create({
      ...businessFieldColumns(dto),
      fax: dto.fax ?? null,
      keywords: dto.keywords ?? null,
      verified: dto.verified ?? false,
      isFormCustomer: false,
      state: null,
      source: 'admin',
    });
    await repository.insert(business);
    return mapAdminBusiness(await repository.findOneByOrFail({ id: business.id }));
  }

  /** Replaces the form's fields; `verified` and the public form's state stay when not sent. */
  async updateBusiness(id: string, dto: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    if (!isBusinessUuid(id)) throw new NotFoundException(BUSINESS_NOT_FOUND);
    return this.dataSource.transaction(async (manager) => {
      const business = await manager.findOne(Business, { where: { id }, lock: { mode: 'pessimistic_write' } });
      if (business === null) throw new NotFoundException(BUSINESS_NOT_FOUND);
      Object.assign(business, businessFieldColumns(dto), {
        fax: dto.fax ?? null,
        keywords: dto.keywords ?? null,
        verified: dto.verified ?? business.verified,
      });
      await manager.save(business);
      return mapAdminBusiness(business);
    });
  }

  /** Reviews and edit tokens go with it (foreign keys ON DELETE CASCADE). */
  async deleteBusiness(id: string): Promise<void> {
    if (!isBusinessUuid(id)) throw new NotFoundException(BUSINESS_NOT_FOUND);
    const result = await this.dataSource.getRepository(Business).delete({ id });
    if (result.affected !== 1) throw new NotFoundException(BUSINESS_NOT_FOUND);
  }

  /** Marks every entry that came through the public form and is not marked yet. */
  async markFormCustomers(): Promise<MarkFormCustomersResultDto> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(Business)
      .set({ isFormCustomer: true })
      .where('source = :source AND is_form_customer = false', { source: 'form' })
      .execute();
    const count = result.affected ?? 0;
    return { message: `${count} ${count === 1 ? 'Formular-Kunde' : 'Formular-Kunden'} markiert`, count };
  }

  /** All or nothing: a failure leaves the previous data as it was. */
  async importProductionData(): Promise<ImportResultDto> {
    try {
      const { imported } = await this.importService.importBundledDataset();
      return { success: true, imported };
    } catch (error) {
      this.logger.error({ err: error }, 'Import der Produktionsdaten fehlgeschlagen');
      return { success: false, error: MESSAGE_IMPORT_FAILED };
    }
  }
}
