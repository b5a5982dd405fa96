// The backend's modules use each other one way: no loop of modules (counting run-time imports only, as
// madge --circular would with type imports skipped), and the lower layers' lint rules fail on a deliberate
// violation, so a refactoring cannot switch them off unnoticed. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { moduleGraph, moduleLoops, runtimeImports } from './backend-modules.mjs';
import { ruleIds } from './lint-fixture.mjs';

test('backend/src has no loop of modules', () => {
  assert.deepEqual(moduleLoops(moduleGraph()), []);
});

test('the check finds a loop of modules, and ignores type-only imports', () => {
  const dir = mkdtempSync(join(tmpdir(), 'backend-modules-'));
  try {
    const write = (file, code) => {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      writeFileSync(join(dir, file), code);
    };
    write('shop/shop.ts', "import { rate } from '../review/rate';\nexport const shop = rate;\n");
    write('review/rate.ts', "import type { Shop } from '../shop/types';\nexport const rate = 1;\n");
    write('shop/types.ts', 'export interface Shop { name: string }\n');
    assert.deepEqual(moduleLoops(moduleGraph(dir)), []);
    write('review/rate.ts', "import { shop } from '../shop/shop';\nexport const rate = shop;\n");
    assert.deepEqual(moduleLoops(moduleGraph(dir)), [['review', 'shop']]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('run-time imports: type-only imports are left out, re-exports counted', () => {
  const code = [
    "import type { A } from './a';",
    "import { type B, type C } from './b';",
    "import { D, type E } from './d';",
    "import './side-effect';",
    "export { F } from './f';",
    "export type { G } from './g';",
  ].join('\n');
  assert.deepEqual(runtimeImports(code), ['./d', './side-effect', './f']);
});

for (const [layer, feature] of [
  ['common', '../businesses/business-constants'],
  ['config', '../seo/sitemap-xml'],
  ['database', '../businesses/business.entity'],
  ['places', '../businesses/business-constants'],
  ['admin-access', '../admin/admin-session.entity'],
]) {
  test(`backend/src/${layer}/ may not import a feature module`, async () => {
    const ids = await ruleIds(
      `backend/src/${layer}/fixture.ts`,
      `import * as feature from '${feature}';\nexport const f = feature;\n`,
    );
    assert.ok(ids.includes('import/no-restricted-paths'), `got ${ids.join(', ')}`);
  });
}

test('a backend feature module may use the lower layers', async () => {
  const ids = await ruleIds(
    'backend/src/reviews/fixture.ts',
    "import { COUNTRIES } from '../places/countries';\nimport { MAX_PAGE } from '../common/pagination';\nexport const all = [COUNTRIES, MAX_PAGE];\n",
  );
  assert.deepEqual(ids, []);
});

test('an import loop between backend files is refused', async () => {
  const ids = await ruleIds(
    'backend/src/common/loop-fixture-a.ts',
    "import { b } from './loop-fixture-b';\nexport const a = (): unknown => b;\n",
    {
      'backend/src/common/loop-fixture-b.ts':
        "import { a } from './loop-fixture-a';\nexport const b = (): unknown => a;\n",
    },
  );
  assert.ok(ids.includes('import/no-cycle'), `got ${ids.join(', ')}`);
});

/** A migration's code with `imports` beside TypeORM's types. */
const migration = (imports) =>
  `import { MigrationInterface, QueryRunner } from 'typeorm';\n${imports}
export class Fixture1999999999999 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('SELECT 1');
  }
}
`;
const MIGRATION_FIXTURE = 'backend/src/database/migrations/1999999999999-fixture.ts';

for (const [what, from] of [
  ['application code', "import { PUBLISHED_PREDICATE } from '../../businesses/search-expressions';\n"],
  ['a type of application code', "import type { Country } from '../../places/countries';\n"],
  ['another migration', "import { Search1763700000002 } from './1763700000002-search';\n"],
]) {
  test(`a migration may not import ${what}`, async () => {
    const ids = await ruleIds(MIGRATION_FIXTURE, migration(from));
    assert.ok(ids.includes('no-restricted-imports'), `got ${ids.join(', ')}`);
  });
}

test('a migration may import TypeORM, and the list of migrations imports them all', async () => {
  assert.deepEqual(await ruleIds(MIGRATION_FIXTURE, migration('')), []);
  const index =
    "import { Search1763700000002 } from './1763700000002-search';\nexport const all = [Search1763700000002];\n";
  assert.deepEqual(await ruleIds('backend/src/database/migrations/index.ts', index), []);
});
