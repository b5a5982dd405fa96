import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import type { Page } from '../common/pagination';
import type { OutgoingMail } from './mail-messages';
import { ListMailQueryDto, MAIL_PAGE_SIZE, mapMailOutboxEntry, MailOutboxEntryDto } from './mail-outbox.dto';
import { MailOutboxMessage } from './mail-outbox.entity';

/** The one way to send e-mail: a row in the outbox, which MailWorker delivers. */
@Injectable()
export class MailOutboxService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  /**
   * Pass the manager of the transaction that makes the change the message reports: the message is kept exactly
   * when the change is, and an SMTP outage cannot lose it.
   */
  async enqueue(manager: EntityManager, mail: OutgoingMail): Promise<void> {
    await manager.insert(MailOutboxMessage, {
      kind: mail.kind,
      recipient: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      nextAttemptAt: this.clock.now(),
    });
  }

  /** Newest first, one page (idx_mail_outbox_created). */
  async list(query: ListMailQueryDto): Promise<Page<MailOutboxEntryDto>> {
    const page = query.page ?? 1;
    const limit = query.limit ?? MAIL_PAGE_SIZE;
    const [rows, total] = await this.dataSource.manager.findAndCount(MailOutboxMessage, {
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items: rows.map(mapMailOutboxEntry), total, page, limit, navigable: true };
  }
}
