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
  'image.upload',
  'review.hide',
  'review.restore',
  'review.dismissReports',
  'import.productionData',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ENTITY_TYPES = ['business', 'review', 'image', 'dataset'] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

export const AUDIT_PAGE_SIZE = 50;

export class ListAuditLogQueryDto extends PaginationQueryDto(AUDIT_PAGE_SIZE) {}

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
    description: 'Zustand vorher (JSON), null wenn es keinen gab',
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { hidden: false },
  })
  before!: Record<string, unknown> | null;

  @ApiProperty({
    description: 'Zustand nachher (JSON), null wenn es keinen mehr gibt',
    type: 'object',
    additionalProperties: true,
    nullable: true,
    example: { hidden: true },
  })
  after!: Record<string, unknown> | null;

  @ApiProperty({ format: 'date-time', example: '2025-11-22T10:00:00.000Z' })
  createdAt!: string;
}

function asObject(value: unknown): Record<string, unknown> | null {
  return value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : null;
}

export function mapAuditLogEntry(entry: AuditLogEntry): AuditLogEntryDto {
  return {
    id: entry.id,
    adminUsername: entry.adminUsername,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: asObject(entry.before),
    after: asObject(entry.after),
    createdAt: entry.createdAt.toISOString(),
  };
}
