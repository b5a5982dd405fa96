import 'reflect-metadata';
import { resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { DataSource } from 'typeorm';
import { setAdminPassword } from '../admin/admin-credentials';
import { passwordProblem } from '../admin/password-hashing';
import { ConfigError, loadConfig } from '../config/app-config';
import { startEmbeddedPostgres } from '../database/embedded-postgres';
import { entities } from '../entities';
import { typeOrmOptions } from '../database/typeorm-options';

/** Asks on the terminal without echoing what is typed. */
function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      if (!muted) process.stdout.write(chunk);
      callback();
    },
  });
  const rl = createInterface({ input: process.stdin, output, terminal: true });
  return new Promise((resolvePassword) => {
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolvePassword(answer);
    });
    muted = true;
  });
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

async function readNewPassword(fromEnv: string | undefined): Promise<string> {
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) return readStdin();
  const first = await promptHidden('Neues Admin-Passwort: ');
  const second = await promptHidden('Passwort wiederholen: ');
  if (first !== second) throw new Error('Die Passwörter stimmen nicht überein.');
  return first;
}

/**
 * `npm run admin:set-password [benutzername]`: sets the admin password (ADMIN_PASSWORD, piped
 * stdin or a hidden prompt), creating the user if needed, and ends that user's sessions.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const username = process.argv[2]?.trim() || config.admin.username;
  const password = await readNewPassword(config.admin.password);
  const problem = passwordProblem(password);
  if (problem !== undefined) throw new Error(problem);

  const embedded =
    config.databaseUrl === undefined
      ? await startEmbeddedPostgres({ dataDir: resolve(config.dataDir, 'postgres'), port: config.embeddedPostgresPort })
      : undefined;
  const dataSource = new DataSource({ ...typeOrmOptions(config, config.databaseUrl ?? embedded!.url), entities });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    const outcome = await setAdminPassword(dataSource, username, password);
    console.log(
      outcome === 'created'
        ? `Admin-Benutzer "${username}" angelegt.`
        : `Passwort für "${username}" geändert; bestehende Sessions wurden beendet.`,
    );
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
