import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../src/common/free-port';

/**
 * A real SMTP server in the test process that keeps every message it accepts, parsed. It can be stopped (an
 * outage: connections are refused) and started again on the same port.
 */
export interface SmtpSink {
  url: string;
  received: ParsedMail[];
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Resolves once `count` messages have arrived (or rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const port = await freePort();
  const received: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  const start = (): Promise<void> => {
    const created = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    server = created;
    return new Promise((resolve, reject) => {
      created.once('error', reject);
      created.listen(port, '127.0.0.1', () => resolve());
    });
  };

  await start();
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    start,
    stop: () =>
      new Promise((resolve) => {
        if (server === undefined) return resolve();
        server.close(() => resolve());
        server = undefined;
      }),
    async waitFor(count, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`${received.length} von ${count} E-Mails angekommen`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return received;
    },
  };
}
