import { Injectable, Logger } from '@nestjs/common';
import { businessFieldColumns, BusinessFormColumns } from '../businesses/business.dto';
import type { Business } from '../businesses/business.entity';
import { BusinessesRepository } from '../businesses/businesses.repository';
import type { Page } from '../common/pagination';
import { ImportService } from '../import/import.service';
import {
  ADMIN_PAGE_SIZE,
  type AdminBusinessDto,
  type AdminBusinessesQueryDto,
  type AdminBusinessFormDto,
  type ImportResultDto,
  mapAdminBusiness,
  type MarkFormCustomersResultDto,
} from './admin-businesses.dto';

export const MESSAGE_IMPORT_FAILED = 'Import fehlgeschlagen. Die bisherigen Daten sind unverändert.';

/** The admin form's columns beyond the shared ones; absent optional fields become null. */
function adminFieldColumns(dto: AdminBusinessFormDto): BusinessFormColumns & Pick<Business, 'fax' | 'keywords'> {
  return { ...businessFieldColumns(dto), fax: dto.fax ?? null, keywords: dto.keywords ?? null };
}

/** The back office's view of the directory: every entry, every field, any change. */
@Injectable()
export class AdminBusinessesService {
  private readonly logger = new Logger(AdminBusinessesService.name);

  constructor(
    private readonly businesses: BusinessesRepository,
    private readonly importService: ImportService,
  ) {}

  async listBusinesses(query: AdminBusinessesQueryDto): Promise<Page<AdminBusinessDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_PAGE_SIZE;
    const { items, total } = await this.businesses.listForAdmin(
      { text: query.query, verified: query.verified, formCustomers: query.formCustomers },
      (page - 1) * limit,
      limit,
    );
    return { items: items.map(mapAdminBusiness), total, page, limit, navigable: true };
  }

  async createBusiness(dto: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    const { id } = await this.businesses.create({
      ...adminFieldColumns(dto),
      verified: dto.verified ?? false,
      isFormCustomer: false,
      state: null,
      source: 'admin',
    });
    return mapAdminBusiness(await this.businesses.getOnPrimary(id));
  }

  /** Replaces the form's fields; `verified` and the public form's state stay when not sent. */
  async updateBusiness(id: string, dto: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    const business = await this.businesses.update(id, (business) => {
      Object.assign(business, adminFieldColumns(dto), { verified: dto.verified ?? business.verified });
    });
    return mapAdminBusiness(business);
  }

  /** Reviews and edit tokens go with it. */
  deleteBusiness(id: string): Promise<void> {
    return this.businesses.delete(id);
  }

  /** Marks every entry that came through the public form and is not marked yet. */
  async markFormCustomers(): Promise<MarkFormCustomersResultDto> {
    const count = await this.businesses.markFormCustomers();
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
