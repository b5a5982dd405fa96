import { hash, verify } from '@node-rs/argon2';

/** argon2id (the library's default algorithm) with the OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a failed login, never as a server error.
    return false;
  }
}

/** German reason why a new admin password is unacceptable, or undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if (password.trim() === '') return 'Passwort erforderlich';
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `Das Passwort muss mindestens ${MIN_ADMIN_PASSWORD_LENGTH} Zeichen lang sein.`;
  }
  if (password.length > 1000) return 'Das Passwort darf höchstens 1000 Zeichen lang sein.';
  return undefined;
}
