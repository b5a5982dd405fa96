// `npm start` takes its settings from `.env`, a variable set in the shell first (run by `npm run lint`).
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { loadLocalEnv } from './local-env.mjs';

const dir = mkdtempSync(join(tmpdir(), 'local-env-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the values of .env are used; a variable set in the shell wins; an empty value keeps the default', () => {
  const file = join(dir, '.env');
  writeFileSync(
    file,
    [
      '# local settings',
      'PORT=8080',
      'HOST=127.0.0.1',
      'LOG_LEVEL=debug',
      'DATABASE_URL=',
      'OPERATOR_COMPANY_NAME="Muster & Söhne" # quoted, with a comment',
      '',
    ].join('\n'),
  );
  const env = { HOST: '0.0.0.0', PATH: '/usr/bin' };

  assert.deepEqual(loadLocalEnv(file, env).sort(), ['LOG_LEVEL', 'OPERATOR_COMPANY_NAME', 'PORT']);
  assert.deepEqual(env, {
    HOST: '0.0.0.0',
    PATH: '/usr/bin',
    PORT: '8080',
    LOG_LEVEL: 'debug',
    OPERATOR_COMPANY_NAME: 'Muster & Söhne',
  });
});

test('without a .env nothing changes', () => {
  const env = { PORT: '3000' };
  assert.deepEqual(loadLocalEnv(join(dir, 'missing.env'), env), []);
  assert.deepEqual(env, { PORT: '3000' });
});
