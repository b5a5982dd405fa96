import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** Set by the global setup: the server URL and the migrated template database's name. */
export const TEST_SERVER_URL_VAR = 'BB_TEST_SERVER_URL';
export const TEST_TEMPLATE_VAR = 'BB_TEST_TEMPLATE_DB';
/** Set when the bundled dataset exists: a template with it imported. */
export const TEST_DATASET_TEMPLATE_VAR = 'BB_TEST_DATASET_TEMPLATE_DB';

export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

export async function withClient<T>(serverUrl: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Each test file gets its own database, cloned from the migrated template (or, with `dataset`,
 * the template holding the bundled dataset), so files run in parallel.
 */
export async function createTestDatabase(
  options: { dataset?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env[TEST_SERVER_URL_VAR];
  const template = process.env[options.dataset === true ? TEST_DATASET_TEMPLATE_VAR : TEST_TEMPLATE_VAR];
  if (serverUrl === undefined) {
    throw new Error('Die globale Test-Einrichtung fehlt (jest --selectProjects api).');
  }
  if (template === undefined) {
    throw new Error(
      options.dataset === true
        ? 'Kein Datensatz-Template: src/import/data/businesses.json fehlt.'
        : 'Die globale Test-Einrichtung fehlt (jest --selectProjects api).',
    );
  }
  const name = `bb_test_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = databaseUrl(serverUrl, name);
  // TypeORM finds the expressions of generated columns in typeorm_metadata by database name,
  // which a clone inherits from its template.
  await withClient(url, (client) =>
    client.query(`UPDATE typeorm_metadata SET "database" = current_database() WHERE "database" <> current_database()`),
  );
  return {
    url,
    drop: () =>
      withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
