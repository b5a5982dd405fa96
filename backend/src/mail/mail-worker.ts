import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Clock } from '../common/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MAIL_TRANSPORT } from './mail-tokens';
import type { MailEnvelope, MailTransport } from './mail-transport';

/** How often the outbox is looked at; a new message waits at most this long. */
const POLL_INTERVAL_MS = 5_000;
/** Messages taken per claim. */
const BATCH_SIZE = 20;
/** The delay before attempt n+1 is RETRY_BASE_SECONDS · 2^(n−1), at most RETRY_MAX_SECONDS. */
export const RETRY_BASE_SECONDS = 60;
const RETRY_MAX_SECONDS = 6 * 3600;
/** After this many failed attempts (about 17 hours) a message is given up ('failed'), visible in the Postausgang. */
export const MAX_ATTEMPTS = 10;

interface ClaimedRow {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attempts: number;
}

/**
 * Delivers the outbox: claims due messages with FOR UPDATE SKIP LOCKED and, in the same statement, moves each one's
 * next attempt ahead by its retry delay, then sends outside any transaction. Another worker (a second instance)
 * skips what this one holds and, once committed, sees it as not yet due, so each message is attempted by one worker
 * at a time; success marks it sent, a failure leaves it for the retry already scheduled.
 */
@Injectable()
export class MailWorker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('MailOutbox');
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport,
    private readonly clock: Clock,
  ) {}

  onApplicationBootstrap(): void {
    // Offline (OpenAPI writer): no database. BACKGROUND_JOBS=false: another process sends.
    if (!this.dataSource.isInitialized || !this.config.backgroundJobs) return;
    this.timer = setInterval(() => void this.deliverQuietly(), POLL_INTERVAL_MS).unref();
  }

  /** One pass over the due messages (also what tests call); resolves to the number sent. */
  deliverDue(): Promise<number> {
    this.running ??= this.deliverAll().finally(() => (this.running = undefined));
    return this.running;
  }

  private async deliverQuietly(): Promise<void> {
    try {
      await this.deliverDue();
    } catch (error) {
      this.logger.warn({ err: error }, 'Mail outbox not readable; retrying shortly');
    }
  }

  private async deliverAll(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await this.claim();
      for (const row of batch) if (await this.deliver(row)) sent++;
      if (batch.length < BATCH_SIZE) return sent;
    }
  }

  private async claim(): Promise<ClaimedRow[]> {
    const [rows] = await this.dataSource.query<[ClaimedRow[], number]>(
      `UPDATE mail_outbox m
          SET attempts = m.attempts + 1,
              next_attempt_at = $1::timestamptz + least(make_interval(secs => $2 * power(2, m.attempts)), make_interval(secs => $3))
         FROM (SELECT id FROM mail_outbox
                WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
                ORDER BY next_attempt_at
                LIMIT $4
                FOR UPDATE SKIP LOCKED) due
        WHERE m.id = due.id
    RETURNING m.id, m.recipient, m.subject, m.text_body, m.html_body, m.attempts`,
      [this.clock.now().toISOString(), RETRY_BASE_SECONDS, RETRY_MAX_SECONDS, BATCH_SIZE],
    );
    return rows;
  }

  private async deliver(row: ClaimedRow): Promise<boolean> {
    const mail: MailEnvelope = {
      id: row.id,
      to: row.recipient,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
    };
    try {
      await this.transport.send(mail);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const givenUp = row.attempts >= MAX_ATTEMPTS;
      await this.dataSource.query(`UPDATE mail_outbox SET last_error = $2, status = $3 WHERE id = $1`, [
        row.id,
        reason.slice(0, 1000),
        givenUp ? 'failed' : 'pending',
      ]);
      this.logger.warn(
        `Delivery to ${row.recipient} failed (attempt ${row.attempts}): ${reason}` + (givenUp ? '; given up' : ''),
      );
      return false;
    }
    await this.dataSource.query(
      `UPDATE mail_outbox SET status = 'sent', sent_at = $2, last_error = NULL WHERE id = $1`,
      [row.id, this.clock.now().toISOString()],
    );
    return true;
  }

  /** A pass under way finishes before the database connections close. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.running?.catch(() => undefined);
    this.transport.close();
  }
}
