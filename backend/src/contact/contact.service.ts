import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { contactMessageForOperator } from '../mail/mail-messages';
import { MailOutboxService } from '../mail/mail-outbox.service';
import type { Page } from '../common/pagination';
import { ContactMessage } from './contact-message.entity';
import {
  CONTACT_LIST_DEFAULT_LIMIT,
  ContactMessageDto,
  ContactMessageSentDto,
  ListContactMessagesQueryDto,
  mapContactMessage,
  SendContactMessageDto,
} from './contact.dto';
import { CONTACT_MESSAGES } from './contact-messages';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactMessage) private readonly messages: Repository<ContactMessage>,
    private readonly outbox: MailOutboxService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Stores a message and, in the same transaction, the operator's mail about it; the DTO has already refused it
   * unless the privacy policy was accepted.
   */
  async send(input: SendContactMessageDto): Promise<ContactMessageSentDto> {
    const saved = await this.messages.manager.transaction(async (manager) => {
      const message = await manager.save(
        this.messages.create({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
          privacyConsent: input.privacyConsent,
          consentedAt: new Date(),
        }),
      );
      await this.outbox.enqueue(
        manager,
        contactMessageForOperator(this.config, {
          name: `${input.firstName} ${input.lastName}`,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
        }),
      );
      return message;
    });
    return { id: saved.id, message: CONTACT_MESSAGES.sent };
  }

  /** Newest first, one page at a time. */
  async list(query: ListContactMessagesQueryDto): Promise<Page<ContactMessageDto>> {
    const limit = query.limit ?? CONTACT_LIST_DEFAULT_LIMIT;
    const page = query.page ?? 1;
    const [rows, total] = await this.messages.findAndCount({
      order: { createdAt: 'DESC', id: 'DESC' },
      skip: (page - 1) * limit,
      take: limit,
    });
    return { items: rows.map(mapContactMessage), total, page, limit, navigable: true };
  }
}
