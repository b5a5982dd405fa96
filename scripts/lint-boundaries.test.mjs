// The frontend's layer rules fail on a deliberate violation (and stay quiet on the allowed import),
// so a refactoring of eslint.config.mjs cannot switch them off unnoticed. Run by `npm run lint`.
import { ESLint } from 'eslint';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

/** Lints `code` as if it stood at `file` (the file need not exist; what it imports must). */
async function ruleIds(file, code) {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return result.messages.map((message) => message.ruleId);
}

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
