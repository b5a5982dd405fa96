import 'reflect-metadata';
import { resolve } from 'node:path';
import { loadConfig } from '../config/app-config';
import { restoreDatabase, withBackupDatabase } from '../database/backup';

/** `npm run db:restore -- <file>`: restores a db:backup file over DATABASE_URL or the embedded database. */
async function main(): Promise<void> {
  const argument = process.argv[2];
  if (argument === undefined) {
    throw new Error('Bitte die Sicherungsdatei angeben: npm run db:restore -- <Datei>');
  }
  const config = loadConfig();
  const file = resolve(argument);
  await withBackupDatabase(config, (url) => restoreDatabase(config, process.env, url, file));
  console.log(`Wiederhergestellt aus ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
