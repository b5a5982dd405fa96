import { isUUID } from 'class-validator';
import { OpeningCalendar } from '../businesses/opening-calendar';
import { SpecialHoursService } from '../businesses/special-hours.service';
import type { SpecialHoursDto, SpecialHoursEntryDto } from '../businesses/special-hours.dto';
import { Injectable, Logger } from '@nestjs/common';
import { DomainError } from '../common/domain-error';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditLogService } from '../audit/audit-log.service';
import { businessFieldColumns, BusinessFormColumns } from '../businesses/business.dto';
import { Business } from '../businesses/business.entity';
import { TRASH_RETENTION_DAYS } from '../businesses/business-constants';
import { assertClosureAhead } from '../businesses/business-validators';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { Clock } from '../common/clock';
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
  type RejectBusinessDto,
} from './admin-businesses.dto';
import type { AdminActor } from '../admin-access/admin-access';
import { OwnerNotificationsService } from '../owners/owner-notifications.service';
import { formCustomersMarkedMessage, IMPORT_FAILED_ERROR, importMessage, MESSAGE_NOT_IN_TRASH } from './admin-messages';
import { BUSINESS_NOT_FOUND_ERROR } from '../businesses/business-messages';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The admin form's columns beyond the shared ones; absent optional fields become null. */
function adminFieldColumns(dto: AdminBusinessFormDto): BusinessFormColumns & Pick<Business, 'fax' | 'keywords'> {
  return { ...businessFieldColumns(dto), fax: dto.fax ?? null, keywords: dto.keywords ?? null };
}

/** A business as the audit log keeps it: every stored field the dashboard sees (not the change time, nor what is computed). */
function auditSnapshot(
  business: Business,
  now: Date,
): Omit<AdminBusinessDto, 'updatedAt' | 'openNow' | 'categoryCode' | 'possibleDuplicateOf'> {
  const {
    updatedAt: _updatedAt,
    openNow: _openNow,
    categoryCode: _categoryCode,
    possibleDuplicateOf: _duplicates,
    ...fields
  } = mapAdminBusiness(business, OpeningCalendar.withoutSpecialHours(now));
  return fields;
}

/** Special hours as one line of the audit log: "2026-12-24–2026-12-24 09:00–13:00 (Heiligabend); …". */
function specialHoursText(entries: readonly SpecialHoursDto[]): string {
  return entries
    .map(({ startsOn, endsOn, opens, closes, note }) => {
      const hours = opens === null ? 'geschlossen' : `${opens}–${closes}`;
      return `${startsOn}–${endsOn} ${hours}${note === null ? '' : ` (${note})`}`;
    })
    .join('; ');
}

/** An edit that changes nothing but the badge is logged as verifying (or withdrawing it). */
function updateAction(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): 'business.update' | 'business.verify' | 'business.unverify' {
  // When the editors last touched the entry changes with every edit; it says nothing about what changed.
  const changed = Object.keys(after).filter(
    (key) => key !== 'editedByAdminAt' && JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  if (changed.length !== 1 || changed[0] !== 'verified') return 'business.update';
  return after.verified === true ? 'business.verify' : 'business.unverify';
}

/** The back office's view of the directory: every entry, every field, any change; each change is in the audit log. */
@Injectable()
export class AdminBusinessesService {
  private readonly logger = new Logger(AdminBusinessesService.name);

  constructor(
    // Only for the transaction that creates an entry and logs it.
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly businesses: BusinessesRepository,
    private readonly importService: ImportService,
    private readonly auditLog: AuditLogService,
    private readonly clock: Clock,
    private readonly notifications: OwnerNotificationsService,
    private readonly specialHoursService: SpecialHoursService,
  ) {}

  async listBusinesses(query: AdminBusinessesQueryDto): Promise<Page<AdminBusinessDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? ADMIN_PAGE_SIZE;
    const { items, total } = await this.businesses.listForAdmin(
      {
        text: query.query,
        verified: query.verified,
        formCustomers: query.formCustomers,
        status: query.status,
        deleted: query.deleted,
      },
      (page - 1) * limit,
      limit,
    );
    const at = await this.specialHoursService.moment();
    const duplicates = await this.businesses.possibleDuplicatesOf(items.map((item) => item.id));
    const mapped = items.map((item) => mapAdminBusiness(item, at, duplicates.get(item.id)));
    return { items: mapped, total, page, limit, navigable: true };
  }

  async createBusiness(actor: AdminActor, dto: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    assertClosureAhead(dto, this.clock.now());
    const business = await this.dataSource.transaction(async (manager) => {
      const { id } = await this.businesses.create(
        {
          ...adminFieldColumns(dto),
          verified: dto.verified ?? false,
          isFormCustomer: false,
          state: null,
          source: 'admin',
          status: 'published',
        },
        manager,
      );
      const created = await manager.findOneByOrFail(Business, { id });
      await this.auditLog.record(manager, {
        actor: actor.username,
        action: 'business.create',
        entityType: 'business',
        entityId: id,
        after: auditSnapshot(created, this.clock.now()),
      });
      return created;
    });
    return this.withDuplicates(business);
  }

  /**
   * Replaces the form's fields; `verified` and the public form's state stay when not sent. From
   * now on the owner's edit token no longer changes the entry (the editors' version stands).
   */
  async updateBusiness(actor: AdminActor, id: string, dto: AdminBusinessFormDto): Promise<AdminBusinessDto> {
    assertClosureAhead(dto, this.clock.now());
    const business = await this.businesses.update(id, async (business, manager) => {
      const before = auditSnapshot(business, this.clock.now());
      Object.assign(business, adminFieldColumns(dto), {
        verified: dto.verified ?? business.verified,
        editedByAdminAt: this.clock.now(),
      });
      const after = auditSnapshot(business, this.clock.now());
      await this.auditLog.record(manager, {
        actor: actor.username,
        action: updateAction(before, after),
        entityType: 'business',
        entityId: id,
        before,
        after,
      });
    });
    return this.withDuplicates(business);
  }

  /** Publishes the entry: it appears in search, listings and sitemaps. Verifying stays a separate step. */
  approveBusiness(actor: AdminActor, id: string): Promise<AdminBusinessDto> {
    return this.changeStatus(actor, id, 'business.approve', { status: 'published', rejectionReason: null });
  }

  /** Rejects the entry with a reason kept for the back office; the public gets 404 from now on. */
  rejectBusiness(actor: AdminActor, id: string, dto: RejectBusinessDto): Promise<AdminBusinessDto> {
    return this.changeStatus(actor, id, 'business.reject', { status: 'rejected', rejectionReason: dto.reason });
  }

  private async changeStatus(
    actor: AdminActor,
    id: string,
    action: 'business.approve' | 'business.reject',
    change: Pick<Business, 'status' | 'rejectionReason'>,
  ): Promise<AdminBusinessDto> {
    const business = await this.businesses.update(id, async (business, manager) => {
      const before = auditSnapshot(business, this.clock.now());
      Object.assign(business, change);
      await this.auditLog.record(manager, {
        actor: actor.username,
        action,
        entityType: 'business',
        entityId: id,
        before,
        after: auditSnapshot(business, this.clock.now()),
      });
      await this.notifications.entryDecided(manager, business);
    });
    return mapAdminBusiness(business, await this.specialHoursService.moment());
  }

  /** Moves the entry to the trash (restorable for TRASH_RETENTION_DAYS); reviews and edit tokens stay with it. */
  deleteBusiness(actor: AdminActor, id: string): Promise<void> {
    return this.businesses.softDelete(id, this.clock.now(), (business, manager) =>
      this.auditLog.record(manager, {
        actor: actor.username,
        action: 'business.delete',
        entityType: 'business',
        entityId: id,
        before: auditSnapshot(business, this.clock.now()),
      }),
    );
  }

  /** Takes an entry out of the trash while it is restorable; after that it is as good as purged (404). */
  async restoreBusiness(actor: AdminActor, id: string): Promise<AdminBusinessDto> {
    const restored = await this.dataSource.transaction(async (manager) => {
      if (!(await this.businesses.restore(id, this.trashCutoff(), manager))) return false;
      await this.auditLog.record(manager, {
        actor: actor.username,
        action: 'business.restore',
        entityType: 'business',
        entityId: id,
        after: auditSnapshot(await manager.findOneByOrFail(Business, { id }), this.clock.now()),
      });
      return true;
    });
    if (!restored) {
      const deletedAt = await this.businesses.deletedAt(id);
      if (deletedAt === null) throw DomainError.conflict(MESSAGE_NOT_IN_TRASH);
      throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
    }
    return mapAdminBusiness(await this.businesses.getOnPrimary(id), await this.specialHoursService.moment());
  }

  /** Removes for good what has been in the trash longer than TRASH_RETENTION_DAYS; returns how many. */
  purgeTrash(): Promise<number> {
    return this.businesses.purgeDeleted(this.trashCutoff());
  }

  /** The answer to a create or an edit: the entry with the older entries it probably duplicates. */
  private async withDuplicates(business: Business): Promise<AdminBusinessDto> {
    const duplicates = await this.businesses.possibleDuplicatesOf([business.id]);
    return mapAdminBusiness(business, await this.specialHoursService.moment(), duplicates.get(business.id));
  }

  private trashCutoff(): Date {
    return new Date(this.clock.now().getTime() - TRASH_RETENTION_DAYS * DAY_MS);
  }

  /** Marks every entry that came through the public form and is not marked yet. */
  async markFormCustomers(actor: AdminActor): Promise<MarkFormCustomersResultDto> {
    const count = await this.businesses.markFormCustomers();
    await this.auditLog.record(undefined, {
      actor: actor.username,
      action: 'business.markFormCustomers',
      entityType: 'business',
      after: { marked: count },
    });
    return { message: formCustomersMarkedMessage(count), count };
  }

  /**
   * All or nothing: replaces the imported entries; owner and back-office entries stay with their
   * reviews. A failure leaves the previous data as it was (and logs nothing).
   */
  async importProductionData(actor: AdminActor): Promise<ImportResultDto> {
    try {
      const outcome = await this.importService.importBundledDataset(async (manager, result) => {
        await this.auditLog.record(manager, {
          actor: actor.username,
          action: 'import.productionData',
          entityType: 'dataset',
          before: { importedEntries: result.previousImported, keptEntries: result.keptEntries },
          after: {
            importedEntries: result.imported,
            keptEntries: result.keptEntries,
            removedEntries: result.removedEntries,
            removedReviews: result.removedReviews,
          },
        });
      });
      const { imported, keptEntries, removedEntries, removedReviews } = outcome;
      return { success: true, imported, keptEntries, removedEntries, removedReviews, message: importMessage(outcome) };
    } catch (error) {
      this.logger.error({ err: error }, 'Import of the production data failed');
      // The one error body (code IMPORT_FAILED, the message, requestId), like every other failure.
      throw DomainError.failed(IMPORT_FAILED_ERROR);
    }
  }

  /** The entry's current and future special hours (404 for an unknown id, also one in the trash). */
  async specialHours(id: string): Promise<SpecialHoursDto[]> {
    await this.assertExists(id);
    return this.specialHoursService.list(id);
  }

  /** Replaces the entry's special hours, logged with before and after. */
  async replaceSpecialHours(
    actor: AdminActor,
    id: string,
    entries: SpecialHoursEntryDto[],
  ): Promise<SpecialHoursDto[]> {
    await this.assertExists(id);
    const before = await this.specialHoursService.list(id);
    const after = await this.specialHoursService.replace(id, entries);
    await this.auditLog.record(undefined, {
      actor: actor.username,
      action: 'business.specialHours',
      entityType: 'business',
      entityId: id,
      before: { specialHours: specialHoursText(before) },
      after: { specialHours: specialHoursText(after) },
    });
    return after;
  }

  /** 404 for an id without an entry (also one shaped like an id but no UUID) or in the trash. */
  private async assertExists(id: string): Promise<void> {
    if (!isUUID(id) || !(await this.dataSource.manager.existsBy(Business, { id }))) {
      throw DomainError.notFound(BUSINESS_NOT_FOUND_ERROR);
    }
  }
}
