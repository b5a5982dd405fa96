import { migrations } from '../src/database/migrations';
import { createTestApp, TestApp } from './support/test-app';

describe('migrations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });

  afterAll(async () => {
    await t.close();
  });

  it('leave nothing for TypeORM to generate: entities and schema agree', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('enable pg_trgm and unaccent with an indexable unaccent wrapper', async () => {
    const extensions: { extname: string }[] = await t.dataSource.query('SELECT extname FROM pg_extension');
    expect(extensions.map((row) => row.extname)).toEqual(expect.arrayContaining(['pg_trgm', 'unaccent']));
    const [row] = await t.dataSource.query(`SELECT immutable_unaccent('Müller Bäckerei Straße') AS value`);
    expect(row.value).toBe('Muller Backerei Strasse');
  });

  it('keep no GIN index with a pending list, which every search of it would read whole', async () => {
    const indexes: { name: string; options: string[] | null }[] = await t.dataSource.query(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c JOIN pg_am a ON a.oid = c.relam
       WHERE a.amname = 'gin' AND c.relnamespace = 'public'::regnamespace`,
    );
    expect(indexes.length).toBeGreaterThan(0);
    expect(indexes.filter(({ options }) => !(options ?? []).includes('fastupdate=off'))).toEqual([]);
  });

  it('can be reverted and applied again', async () => {
    for (let i = 0; i < migrations.length; i++) await t.dataSource.undoLastMigration();
    const applied = await t.dataSource.runMigrations();
    expect(applied).toHaveLength(migrations.length);
  });
});
