import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditEntityType } from './audit-log.dto';

/** One administrator action: who, what, on which entity, when, and the entity before and after. */
@Entity({ name: 'audit_log' })
// Descending: declared so schema sync leaves it alone (see the migration).
@Index('idx_audit_log_created', { synchronize: false })
export class AuditLogEntry {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_audit_log' })
  id!: string;

  @Column({ name: 'admin_username', type: 'varchar', length: 100 })
  adminUsername!: string;

  @Column({ type: 'varchar', length: 40 })
  action!: AuditAction;

  @Column({ name: 'entity_type', type: 'varchar', length: 20 })
  entityType!: AuditEntityType;

  @Column({ name: 'entity_id', type: 'varchar', length: 100, nullable: true })
  entityId!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  before!: object | null;

  @Column({ type: 'jsonb', nullable: true })
  after!: object | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
