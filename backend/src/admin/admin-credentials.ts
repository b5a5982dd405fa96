import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { AdminSession } from './admin-session.entity';
import { AdminUser } from './admin-user.entity';
import { hashPassword } from './password-hashing';

/**
 * Sets the password of `username`, creating the user when it does not exist yet; ends the
 * user's sessions, so a leaked session dies with the old password. Used by the CLI.
 */
export async function setAdminPassword(
  dataSource: DataSource,
  username: string,
  password: string,
): Promise<'created' | 'updated'> {
  const passwordHash = await hashPassword(password);
  return dataSource.transaction(async (manager) => {
    const existing = await manager.findOne(AdminUser, { where: { username }, lock: { mode: 'pessimistic_write' } });
    if (existing === null) {
      await manager.insert(AdminUser, { username, passwordHash });
      return 'created';
    }
    await manager.update(AdminUser, { id: existing.id }, { passwordHash });
    await manager.delete(AdminSession, { userId: existing.id });
    return 'updated';
  });
}

/** Creates the first admin unless any admin exists; true when this call created it. */
export async function createFirstAdmin(dataSource: DataSource, username: string, password: string): Promise<boolean> {
  if ((await dataSource.getRepository(AdminUser).count()) > 0) return false;
  const passwordHash = await hashPassword(password);
  // Two replicas starting on an empty database race here; the unique username lets one win.
  const result = await dataSource
    .createQueryBuilder()
    .insert()
    .into(AdminUser)
    .values({ username, passwordHash })
    .orIgnore()
    .returning('id')
    .execute();
  return Array.isArray(result.raw) && result.raw.length > 0;
}

/** Where the first start keeps a generated admin password (readable by the owner only). */
export const GENERATED_PASSWORD_FILE = 'admin-password.txt';

/**
 * Writes a generated password once to `dataDir/admin-password.txt` (mode 0600) and returns the path;
 * undefined when the file already exists (it is never overwritten).
 */
export function writeGeneratedPassword(dataDir: string, username: string, password: string): string | undefined {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, GENERATED_PASSWORD_FILE);
  try {
    writeFileSync(path, `Benutzer: ${username}\nPasswort: ${password}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error: unknown) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return undefined;
    throw error;
  }
  return path;
}
