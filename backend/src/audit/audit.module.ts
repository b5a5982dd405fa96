import { Module } from '@nestjs/common';
import { AuditLogController } from './audit-log.controller';
import { AuditLogService } from './audit-log.service';

/** The audit log of administrator actions; admin services call AuditLogService.record. */
@Module({ controllers: [AuditLogController], providers: [AuditLogService], exports: [AuditLogService] })
export class AuditModule {}
