import { checkDumpable, clientMajor } from './backup';

describe('backup version check', () => {
  it('reads the major version of a client program', () => {
    expect(clientMajor('pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)')).toBe(15);
    expect(clientMajor('pg_dump (PostgreSQL) 18.1')).toBe(18);
    expect(clientMajor('etwas anderes')).toBeUndefined();
  });

  it('refuses a server newer than pg_dump with the fix in German, and accepts older and equal ones', () => {
    expect(() => checkDumpable(15, 18)).toThrow(
      'pg_dump 15 kann keine Datenbank von PostgreSQL 18 sichern. Installieren Sie die Client-Programme von PostgreSQL 18 oder neuer (z. B. postgresql-client-18 aus dem Paketarchiv von PostgreSQL) und geben Sie ihren Ordner mit PG_BIN_DIR an.',
    );
    expect(() => checkDumpable(15, 15)).not.toThrow();
    expect(() => checkDumpable(18, 15)).not.toThrow();
  });
});
