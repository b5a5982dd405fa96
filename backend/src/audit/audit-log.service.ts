import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { Page } from '../common/pagination';
import {
  AUDIT_PAGE_SIZE,
  type AuditAction,
  type AuditEntityType,
  type AuditLogEntryDto,
  type AuditSnapshotInput,
  type ListAuditLogQueryDto,
  mapAuditLogEntry,
} from './audit-log.dto';
import { AuditLogEntry } from './audit-log.entity';

/** What an administrator did; `before` and `after` are flat snapshots (absent: there was none). */
export interface AuditRecord {
  /** The administrator's username (`AdminActor.username`). */
  actor: string;
  action: AuditAction;
  entityType: AuditEntityType;
  entityId?: string | null;
  before?: AuditSnapshotInput | null;
  after?: AuditSnapshotInput | null;
}

/** The audit log: written by every admin service inside its transaction, read by the dashboard. */
@Injectable()
export class AuditLogService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Writes one entry. Pass the transaction's manager so the entry is kept exactly when the action
   * is; without one it is written on its own (actions that have no transaction, e.g. an upload).
   */
  async record(manager: EntityManager | undefined, record: AuditRecord): Promise<void> {
    await (manager ?? this.dataSource.manager).insert(AuditLogEntry, {
      adminUsername: record.actor,
      action: record.action,
      entityType: record.entityType,
      entityId: record.entityId ?? null,
      before: record.before ?? null,
      after: record.after ?? null,
    });
  }

  /** Newest first, one page (idx_audit_log_created). */
  async list(query: ListAuditLogQueryDto): Promise<Page<AuditLogEntryDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    const [entries, total] = await this.dataSource.manager.findAndCount(AuditLogEntry, {
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items: entries.map(mapAuditLogEntry), total, page, limit, navigable: true };
  }
}
