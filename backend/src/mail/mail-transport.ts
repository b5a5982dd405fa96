import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import type { MailConfig } from '../config/app-config';

/** What the worker hands a transport: one message of the outbox. */
export interface MailEnvelope {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends one message or throws; MailWorker retries on a throw. */
export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

/**
 * Short timeouts: an attempt holds its message for at least the first retry delay (MailWorker's lease), and a hung
 * server must not outlast that.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/** SMTP_URL set: nodemailer over SMTP. Unset: nodemailer builds the RFC 822 source and it is written as a .eml file. */
export function createMailTransport(config: MailConfig): MailTransport {
  if (config.smtpUrl !== undefined) {
    const transport = createTransport({ url: config.smtpUrl, ...SMTP_TIMEOUTS }, { from: config.from });
    return {
      async send(mail) {
        await transport.sendMail(message(mail));
      },
      close: () => transport.close(),
    };
  }
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' }, { from: config.from });
  return {
    async send(mail) {
      const info = await transport.sendMail(message(mail));
      await mkdir(config.dir, { recursive: true });
      // Named by the outbox id: a second attempt after a crash overwrites instead of adding a copy.
      await writeFile(join(config.dir, `${mail.id}.eml`), info.message);
    },
    close: () => transport.close(),
  };
}

function message(mail: MailEnvelope) {
  // The outbox id as Message-ID: a receiver that sees a retry after a lost answer can tell it is the same message.
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: `<${mail.id}@branchenbuch>`,
  };
}
