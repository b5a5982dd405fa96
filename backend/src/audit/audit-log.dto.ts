import { ApiProperty } from '@nestjs/swagger';
import { PaginationQueryDto } from '../common/pagination';
import type { AuditLogEntry } from './audit-log.entity';

/**
 * Every administrator action the log knows. A new admin action adds its name here (and its German
 * label in the dashboard's `audit-labels.ts`) and calls AuditLogService.record.
 */
export const AUDIT_ACTIONS = [
  'business.create',
  'business.update',
  'business.verify',
  'business.unverify',
  'business.delete',
  'business.restore',
  'business.approve',
  'business.reject',
  'business.markFormCustomers',
  'business.specialHours',
  'image.upload',
  'review.hide',
  'review.restore',
  'review.dismissReports',
  'reviewAnswer.hide',
  'reviewAnswer.restore',
  'reviewAnswer.dismissReports',
  'import.productionData',
  'claim.approve',
  'claim.reject',
  'claim.undo',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['business', 'review', 'image', 'dataset', 'claim'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;

/** What the log keeps of an entity before and after an action: flat field → value pairs. */
export type AuditSnapshot = Record<string, string | number | boolean | null>;
/** A snapshot as recorded: absent optional fields are left out of the stored JSON. */
export type AuditSnapshotInput = Readonly<Record<string, string | number | boolean | null | undefined>>;

export class ListAuditLogQueryDto extends PaginationQueryDto(AUDIT_PAGE_SIZE) {}

/**
 * A value of a snapshot: every snapshot (a business's stored fields, a review's state, an import's
 * counts) is flat, field → text, number, true/false or null. (`nullable` sits on the text because
 * OpenAPI 3.0 has no null type of its own.)
 */
const SNAPSHOT_VALUE = {
  anyOf: [{ type: 'string', nullable: true }, { type: 'number' }, { type: 'boolean' }],
};

export class AuditLogEntryDto {
  @ApiProperty({ example: '9a1c2e34-5b6d-4e7f-8a9b-0c1d2e3f4a5b' })
  id!: string;

  @ApiProperty({ description: 'Benutzername des Administrators', example: 'admin' })
  adminUsername!: string;

  @ApiProperty({ enum: AUDIT_ACTIONS, enumName: 'AuditAction', example: 'review.hide' })
  action!: AuditAction;

  @ApiProperty({ enum: AUDIT_ENTITY_TYPES, enumName: 'AuditEntityType', example: 'review' })
  entityType!: AuditEntityType;

  @ApiProperty({ type: String, nullable: true, example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  entityId!: string | null;

  @ApiProperty({
    description: 'Zustand vorher (Feld → Wert), null wenn es keinen gab',
    type: 'object',
    additionalProperties: SNAPSHOT_VALUE,
    nullable: true,
    example: { hidden: false },
  })
  before!: AuditSnapshot | null;

  @ApiProperty({
    description: 'Zustand nachher (Feld → Wert), null wenn es keinen mehr gibt',
    type: 'object',
    additionalProperties: SNAPSHOT_VALUE,
    nullable: true,
    example: { hidden: true },
  })
  after!: AuditSnapshot | null;

  @ApiProperty({ format: 'date-time', example: '2025-11-22T10:00:00.000Z' })
  createdAt!: string;
}

/** The stored snapshot: what AuditLogService.record wrote, flat by its type (AuditSnapshotInput). */
function asSnapshot(value: unknown): AuditSnapshot | null {
  return value !== null && typeof value === 'object' ? (value as AuditSnapshot) : null;
}

export function mapAuditLogEntry(entry: AuditLogEntry): AuditLogEntryDto {
  return {
    id: entry.id,
    adminUsername: entry.adminUsername,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: asSnapshot(entry.before),
    after: asSnapshot(entry.after),
    createdAt: entry.createdAt.toISOString(),
  };
}
