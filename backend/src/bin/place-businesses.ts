import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { loadConfig } from '../config/app-config';
import { withDatabaseUrl } from '../database/cli-database';
import { typeOrmOptions } from '../database/typeorm-options';
import { placeBusinesses } from '../places/place-businesses';

/**
 * `npm run places:backfill`: sets the coordinates of the stored businesses from the bundled place dataset (the
 * Umkreissuche's latitude and longitude). Every write sets them; needed only for rows stored before migration
 * 1763910000010 added the columns (that migration changes the schema only) or after the dataset changed.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  await withDatabaseUrl(config, async (url) => {
    const dataSource = new DataSource(typeOrmOptions({ db: { ...config.db, statementTimeoutMs: 0 } }, url));
    await dataSource.initialize();
    try {
      const { addresses, placed, businesses } = await placeBusinesses((sql, parameters) =>
        dataSource.query<unknown[]>(sql, parameters),
      );
      console.log(`${placed} von ${addresses} Adressen verortet, ${businesses} Einträge aktualisiert.`);
    } finally {
      await dataSource.destroy();
    }
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
