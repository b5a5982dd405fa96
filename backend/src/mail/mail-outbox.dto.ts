import { ApiProperty } from '@nestjs/swagger';
import { PaginationQueryDto } from '../common/pagination';
import { MAIL_STATUSES, type MailOutboxMessage, type MailStatus } from './mail-outbox.entity';

export const MAIL_PAGE_SIZE = 50;

export class ListMailQueryDto extends PaginationQueryDto(MAIL_PAGE_SIZE) {}

/** One message of the Postausgang (without its body). */
export class MailOutboxEntryDto {
  @ApiProperty({ example: '5d2f8b1a-3c4e-4f6a-8b9c-0d1e2f3a4b5c' })
  id!: string;

  @ApiProperty({ description: 'Anlass der Nachricht', example: 'operator.newEntry' })
  kind!: string;

  @ApiProperty({ format: 'email', example: 'info@branchenbuch.example' })
  recipient!: string;

  @ApiProperty({ example: 'Neuer Eintrag zur Prüfung: Bäckerei Müller' })
  subject!: string;

  @ApiProperty({
    enum: MAIL_STATUSES,
    enumName: 'MailStatus',
    description: 'pending: wartet auf (einen weiteren) Versuch; sent: zugestellt; failed: aufgegeben',
    example: 'sent',
  })
  status!: MailStatus;

  @ApiProperty({ type: 'integer', description: 'Bisherige Zustellversuche', example: 1 })
  attempts!: number;

  @ApiProperty({ type: String, nullable: true, description: 'Fehler des letzten Versuchs', example: null })
  lastError!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2025-06-02T08:00:05.000Z' })
  sentAt!: string | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Nächster Versuch (bei pending)',
    example: '2025-06-02T08:01:00.000Z',
  })
  nextAttemptAt!: string;

  @ApiProperty({ type: String, format: 'date-time', example: '2025-06-02T08:00:00.000Z' })
  createdAt!: string;
}

export function mapMailOutboxEntry(row: MailOutboxMessage): MailOutboxEntryDto {
  return {
    id: row.id,
    kind: row.kind,
    recipient: row.recipient,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    sentAt: row.sentAt === null ? null : row.sentAt.toISOString(),
    nextAttemptAt: row.nextAttemptAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
