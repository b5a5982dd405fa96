import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { createApp } from '../src/app.factory';
import { loadConfig } from '../src/config/app-config';
import { buildOpenApiDocument, COMMITTED_DOCUMENT_ENV, renderOpenApiDocument } from '../src/openapi';

const root = resolve(__dirname, '../..');
const STALE = 'veraltet: `npm run api:generate` ausführen und das Ergebnis committen';

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    return statSync(path).isDirectory() ? listFiles(path) : [path];
  });
}

function snapshot(dir: string): Record<string, string> {
  return Object.fromEntries(listFiles(dir).map((file) => [relative(dir, file), readFileSync(file, 'utf8')]));
}

describe('generated artifacts are up to date', () => {
  it(`docs/openapi.json matches the controllers and DTOs (${STALE})`, async () => {
    const app = await createApp(loadConfig({ ...COMMITTED_DOCUMENT_ENV }), {
      databaseUrl: 'postgres://offline@127.0.0.1:1/none',
      offline: true,
    });
    try {
      const expected = renderOpenApiDocument(buildOpenApiDocument(app));
      expect(readFileSync(join(root, 'docs/openapi.json'), 'utf8')).toBe(expected);
    } finally {
      await app.close();
    }
  });

  it(`frontend/src/api/generated matches docs/openapi.json (${STALE})`, () => {
    const check = 'src/api/.generated-check';
    const frontend = join(root, 'frontend');
    try {
      const run = spawnSync('npx', ['orval', '--config', 'orval.config.ts'], {
        cwd: frontend,
        env: { ...process.env, ORVAL_OUTPUT: check },
        encoding: 'utf8',
      });
      expect(run.status).toBe(0);
      expect(snapshot(join(frontend, check))).toEqual(snapshot(join(frontend, 'src/api/generated')));
    } finally {
      rmSync(join(frontend, check), { recursive: true, force: true });
    }
  });
});
