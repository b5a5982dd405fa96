import 'reflect-metadata';
import { loadConfig } from '../config/app-config';
import { backupDatabase, defaultBackupFile, withBackupDatabase } from '../database/backup';
import { resolve } from 'node:path';

/** `npm run db:backup [-- <file>]`: dumps DATABASE_URL or the embedded database (default file in $DATA_DIR/backups). */
async function main(): Promise<void> {
  const config = loadConfig();
  const file = resolve(process.argv[2] ?? defaultBackupFile(config, new Date()));
  await withBackupDatabase(config, (url) => backupDatabase(config, process.env, url, file));
  console.log(`Sicherung geschrieben: ${file}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
