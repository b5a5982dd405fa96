// The production bundles run React's own renderer: react-dom in the browser bundle and react-dom/server in the
// server bundle, and no Preact in either (issue 52). Read from the bundles' source maps, which name every module
// a bundle was built from. Needs `npm run build`; part of `npm test` (after the build).
//   node --test scripts/bundles.test.mjs
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const frontend = join(dirname(fileURLToPath(import.meta.url)), '..', 'frontend');

/** The modules the bundles in `folder` were built from, by their maps. */
function modulesOf(folder) {
  return readdirSync(folder)
    .filter((file) => file.endsWith('.js.map') || file.endsWith('.cjs.map'))
    .flatMap((file) => JSON.parse(readFileSync(join(folder, file), 'utf8')).sources);
}

const packageOf = (source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];

function packagesOf(folder) {
  const modules = modulesOf(folder);
  assert.ok(modules.length > 0, `no source maps in ${folder}: build the frontend first (npm run build)`);
  return { modules, packages: new Set(modules.map(packageOf).filter((name) => name !== undefined)) };
}

test('the browser bundle hydrates with react-dom/client and holds no Preact', () => {
  const { modules, packages } = packagesOf(join(frontend, 'dist', 'assets'));
  assert.ok(
    modules.some((source) => /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(source)),
    "react-dom's client renderer (production build) is not in the browser bundle",
  );
  assert.ok(packages.has('react'), 'react is not in the browser bundle');
  assert.ok(packages.has('react-router'), 'react-router (through react-router-dom) is not in the browser bundle');
  assert.ok(packages.has('axios'), 'axios is not in the browser bundle');
  assert.deepEqual(
    [...packages].filter((name) => /preact/i.test(name)),
    [],
    'Preact is in the browser bundle',
  );
});

test('the server bundle renders with react-dom/server and holds no Preact', () => {
  const { modules, packages } = packagesOf(join(frontend, 'dist-server'));
  assert.ok(
    modules.some((source) => /node_modules\/react-dom\/cjs\/react-dom-server[^/]*\.production\.js$/.test(source)),
    "react-dom's server renderer (production build) is not in the server bundle",
  );
  assert.ok(packages.has('axios'), 'axios is not in the server bundle');
  assert.deepEqual(
    [...packages].filter((name) => /preact/i.test(name)),
    [],
    'Preact is in the server bundle',
  );
});
