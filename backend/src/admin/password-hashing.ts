import { DomainError } from '../common/domain-error';
import { hash, verify } from '@node-rs/argon2';
import {
  MESSAGE_HASHING_BUSY,
  NEW_PASSWORD_TOO_LONG_MESSAGE,
  PASSWORD_REQUIRED_MESSAGE,
  passwordTooShortMessage,
} from './admin-messages';

/** argon2id (the library's default algorithm) with the OWASP baseline: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const MIN_ADMIN_PASSWORD_LENGTH = 12;

/**
 * At most `running` tasks at once, at most `waiting` more queued; beyond that a 503 at once.
 * Each argon2 run takes 19 MiB and a thread, so a flood of logins must not run them all together.
 */
export function boundedConcurrency(running: number, waiting: number) {
  let active = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (active >= running) {
      if (queue.length >= waiting) throw DomainError.unavailable(MESSAGE_HASHING_BUSY);
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      active++;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next queued task, or is given back.
      const next = queue.shift();
      if (next === undefined) active--;
      else next();
    }
  };
}

/** Password hashes running at once in this process (the libuv thread pool has 4 threads). */
const hashingSlot = boundedConcurrency(4, 64);

export function hashPassword(password: string): Promise<string> {
  return hashingSlot(() => hash(password, OPTIONS));
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return hashingSlot(async () => {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must read as a failed login, never as a server error.
      return false;
    }
  });
}

/** German reason why a new admin password is unacceptable, or undefined when it is fine. */
export function passwordProblem(password: string): string | undefined {
  if (password.trim() === '') return PASSWORD_REQUIRED_MESSAGE;
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return passwordTooShortMessage(MIN_ADMIN_PASSWORD_LENGTH);
  }
  if (password.length > 1000) return NEW_PASSWORD_TOO_LONG_MESSAGE;
  return undefined;
}
