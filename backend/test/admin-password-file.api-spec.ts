import { Logger } from '@nestjs/common';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { AdminBootstrapService } from '../src/admin/admin-bootstrap.service';
import { createTestApp, TestApp } from './support/test-app';

describe('a generated admin password outside tests', () => {
  let t: TestApp;
  let dataDir: string;
  const warnings: string[] = [];
  const infos: string[] = [];
  let warnSpy: jest.SpyInstance;
  let logSpy: jest.SpyInstance;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'bb-admin-password-'));
    warnSpy = jest.spyOn(Logger.prototype, 'warn').mockImplementation(function (this: Logger, message: unknown) {
      if ((this as unknown as { context?: string }).context === 'AdminAccess') warnings.push(String(message));
    });
    logSpy = jest.spyOn(Logger.prototype, 'log').mockImplementation(function (this: Logger, message: unknown) {
      if ((this as unknown as { context?: string }).context === 'AdminAccess') infos.push(String(message));
    });
    t = await createTestApp({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: 'admin',
      DATA_DIR: dataDir,
    });
  });

  afterAll(async () => {
    warnSpy.mockRestore();
    logSpy.mockRestore();
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('goes once to a file only the owner can read; the log names the file, never the password', async () => {
    const path = join(dataDir, 'admin-password.txt');
    expect(statSync(path).mode & 0o777).toBe(0o600);
    const password = /^Passwort: (\S+)$/m.exec(readFileSync(path, 'utf8'))?.[1];
    expect(password).toBeDefined();
    expect(password!.length).toBeGreaterThanOrEqual(12);
    await request(t.server).post('/api/admin/login').send({ username: 'admin', password }).expect(200);

    expect(warnings).toContain(`Generiertes Passwort gespeichert in: ${path} (nur für den Eigentümer lesbar)`);
    expect(warnings.join('\n')).not.toContain(password);

    // A later start neither prints nor rewrites it, and names the admin address and the file again.
    const address = warnings.find((line) => line.startsWith('Admin-Bereich: '));
    expect(address).toMatch(/^Admin-Bereich: http:\/\/localhost:\d+\/[\w-]{16,}\/login$/);
    expect(infos).toEqual([]);
    const before = readFileSync(path, 'utf8');
    warnings.length = 0;
    await t.app.get(AdminBootstrapService).onApplicationBootstrap();
    expect(warnings).toEqual([]);
    expect(infos).toEqual([`${address} (generiertes Passwort in ${path})`]);
    expect(readFileSync(path, 'utf8')).toBe(before);

    // Once the file is deleted after the first login, the address alone.
    rmSync(path);
    infos.length = 0;
    await t.app.get(AdminBootstrapService).onApplicationBootstrap();
    expect(infos).toEqual([address]);
  });
});
