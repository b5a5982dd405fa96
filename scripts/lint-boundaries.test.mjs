// The frontend's layer rules fail on a deliberate violation (and stay quiet on the allowed import),
// so a refactoring of eslint.config.mjs cannot switch them off unnoticed. Run by `npm run lint`.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ruleIds } from './lint-fixture.mjs';

test('a feature may not import another feature', async () => {
  const ids = await ruleIds(
    'frontend/src/features/home/fixture.ts',
    "import { SearchPage } from '@/features/search/search-page';\nexport const page = SearchPage;\n",
  );
  assert.ok(ids.includes('import/no-restricted-paths'), `got ${ids.join(', ')}`);
});

test('a feature may not import app/', async () => {
  const ids = await ruleIds(
    'frontend/src/features/home/fixture.ts',
    "import { routes } from '@/app/router';\nexport const all = routes;\n",
  );
  assert.ok(ids.includes('import/no-restricted-paths'), `got ${ids.join(', ')}`);
});

for (const layer of ['components', 'lib', 'config']) {
  test(`${layer}/ may not import a feature`, async () => {
    const ids = await ruleIds(
      `frontend/src/${layer}/fixture.ts`,
      "import HomePage from '@/features/home/home-page';\nexport const page = HomePage;\n",
    );
    assert.ok(ids.includes('import/no-restricted-paths'), `got ${ids.join(', ')}`);
  });
}

test('climbing two folders is refused in favour of the @/ alias', async () => {
  const ids = await ruleIds(
    'frontend/src/features/home/components/fixture.ts',
    "import { paths } from '../../../config/paths';\nexport const home = paths.home;\n",
  );
  assert.ok(ids.includes('no-restricted-imports'), `got ${ids.join(', ')}`);
});

test('a feature may use the shared layers through the alias', async () => {
  const ids = await ruleIds(
    'frontend/src/features/home/fixture.ts',
    "import { paths } from '@/config/paths';\nexport const home = paths.home;\n",
  );
  assert.deepEqual(ids, []);
});

test('an import loop between frontend files is refused', async () => {
  const ids = await ruleIds(
    'frontend/src/lib/loop-fixture-a.ts',
    "import { b } from './loop-fixture-b';\nexport const a = (): unknown => b;\n",
    {
      'frontend/src/lib/loop-fixture-b.ts':
        "import { a } from './loop-fixture-a';\nexport const b = (): unknown => a;\n",
    },
  );
  assert.ok(ids.includes('import/no-cycle'), `got ${ids.join(', ')}`);
});

// The type-aware rules see what the types say: a promise dropped on the floor is refused on both sides.
for (const file of ['frontend/src/lib/floating-fixture.ts', 'backend/src/common/floating-fixture.ts']) {
  test(`a promise nobody awaits is refused (${file.split('/')[0]})`, async () => {
    const ids = await ruleIds(file, 'export function submit(save: () => Promise<void>): void {\n  save();\n}\n');
    assert.ok(ids.includes('@typescript-eslint/no-floating-promises'), `got ${ids.join(', ')}`);
  });
}

test('an awaited promise passes the type-aware rules', async () => {
  const ids = await ruleIds(
    'frontend/src/lib/floating-fixture.ts',
    'export async function submit(save: () => Promise<void>): Promise<void> {\n  await save();\n}\n',
  );
  assert.deepEqual(ids, []);
});

test('a function over 80 lines and a file over 500 lines are refused in application code', async () => {
  const body = Array.from({ length: 81 }, (_, i) => `  total += ${i};`).join('\n');
  const longFunction = `export function long(): number {\n  let total = 0;\n${body}\n  return total;\n}\n`;
  assert.ok((await ruleIds('backend/src/common/fixture.ts', longFunction)).includes('max-lines-per-function'));
  const shortFunction = `export function short(): number {\n  let total = 0;\n${body.split('\n').slice(0, 70).join('\n')}\n  return total;\n}\n`;
  assert.deepEqual(await ruleIds('backend/src/common/fixture.ts', shortFunction), []);
  const longFile = Array.from({ length: 501 }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';
  assert.ok((await ruleIds('frontend/src/lib/fixture.ts', longFile)).includes('max-lines'));
});

// The bench and the scripts are held to the same lengths; the dataset's word pools are data.
for (const file of ['backend/bench/fixture.mjs', 'backend/scripts/fixture.mjs', 'scripts/fixture.mjs']) {
  test(`a function over 80 lines and a file over 500 lines are refused in ${file.split('/fixture')[0]}/`, async () => {
    const body = Array.from({ length: 81 }, (_, i) => `  total += ${i};`).join('\n');
    const longFunction = `export function long() {\n  let total = 0;\n${body}\n  return total;\n}\n`;
    assert.ok((await ruleIds(file, longFunction)).includes('max-lines-per-function'));
    const longFile = Array.from({ length: 501 }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';
    assert.ok((await ruleIds(file, longFile)).includes('max-lines'));
  });
}

test('the word pools of the bundled dataset may be long', async () => {
  const longFile = Array.from({ length: 501 }, (_, i) => `export const value${i} = ${i};`).join('\n') + '\n';
  assert.deepEqual(await ruleIds('backend/scripts/dataset-pools.mjs', longFile), []);
});
