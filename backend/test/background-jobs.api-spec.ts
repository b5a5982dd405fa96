import { TRASH_RETENTION_DAYS } from '../src/businesses/business-constants';
import { ImportService } from '../src/import/import.service';
import { fixtureBusiness } from './support/dataset-fixture';
import { HOUR } from './support/fake-clock';
import { createTestApp } from './support/test-app';
import { createTestDatabase, withClient } from './support/test-database';

const DAY = 24 * HOUR;

/**
 * BACKGROUND_JOBS: of several replicas on one database (docker-compose's api-1 and api-2), one runs the periodic
 * jobs. A process starts them while it starts (the landing pages' recount, the trash) and waits for a job under
 * way when it closes, so after a start and a close the database shows whether it ran them.
 */
describe('BACKGROUND_JOBS', () => {
  let database: { url: string; drop(): Promise<void> };
  /** The same database for each app; dropped after the suite. */
  let shared: { url: string; drop(): Promise<void> };
  let trashedId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    shared = { url: database.url, drop: () => Promise.resolve() };
  });

  afterAll(async () => {
    await database.drop();
  });

  /** A published entry and one in the trash past its time; no landing pages counted. */
  async function prepare(): Promise<void> {
    const setup = await createTestApp({ BACKGROUND_JOBS: 'false' }, { database: shared });
    const kept = fixtureBusiness(1, { name: 'Salon Kamm', keywords: 'Friseur', city: 'Berlin' });
    const trashed = fixtureBusiness(2, { name: 'Salon Schere', keywords: 'Friseur', city: 'Berlin' });
    trashedId = trashed.id;
    await setup.dataSource.transaction((manager) =>
      setup.app.get(ImportService).replaceImported(manager, [kept, trashed]),
    );
    await setup.dataSource.query('UPDATE businesses SET deleted_at = $2 WHERE id = $1', [
      trashedId,
      new Date(Date.now() - (TRASH_RETENTION_DAYS + 1) * DAY),
    ]);
    await setup.dataSource.query('DELETE FROM landing_pages');
    await setup.close();
  }

  async function startAndClose(env: Record<string, string>): Promise<{ landingPages: number; trashed: number }> {
    const t = await createTestApp(env, { database: shared });
    await t.close();
    const { rows } = await withClient(database.url, (client) =>
      client.query<{ landingPages: number; trashed: number }>(
        `SELECT (SELECT count(*) FROM landing_pages)::int AS "landingPages",
                (SELECT count(*) FROM businesses WHERE id = $1)::int AS trashed`,
        [trashedId],
      ),
    );
    return rows[0];
  }

  it('false: the process neither recounts the landing pages nor empties the trash', async () => {
    await prepare();
    expect(await startAndClose({ BACKGROUND_JOBS: 'false' })).toEqual({ landingPages: 0, trashed: 1 });
  });

  it('unset (true): the process recounts the landing pages and empties the trash at start-up', async () => {
    await prepare();
    const after = await startAndClose({});
    expect(after.landingPages).toBeGreaterThan(0);
    expect(after.trashed).toBe(0);
  });

  it('a value other than true or false stops the start with a German message naming the variable', async () => {
    await expect(createTestApp({ BACKGROUND_JOBS: 'vielleicht' }, { database: shared })).rejects.toThrow(
      /^Ungültige Konfiguration: BACKGROUND_JOBS /,
    );
  });
});
