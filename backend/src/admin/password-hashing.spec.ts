import { boundedConcurrency, hashPassword, passwordProblem, verifyPassword } from './password-hashing';

describe('admin password hashing', () => {
  it('uses argon2id with a fresh salt and verifies only the right password', async () => {
    const first = await hashPassword('richtiges-Passwort-1');
    const second = await hashPassword('richtiges-Passwort-1');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    await expect(verifyPassword(first, 'richtiges-Passwort-1')).resolves.toBe(true);
    await expect(verifyPassword(first, 'richtiges-Passwort-2')).resolves.toBe(false);
  });

  it('treats a broken stored hash as a failed login', async () => {
    await expect(verifyPassword('kein-hash', 'egal')).resolves.toBe(false);
  });

  it('runs at most the bounded number of hashes at once, queues a few and refuses the rest with 503', async () => {
    const run = boundedConcurrency(2, 3);
    let active = 0;
    let peak = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      new Promise<number>((resolve) => {
        active++;
        peak = Math.max(peak, active);
        releases.push(() => {
          active--;
          resolve(active);
        });
      });
    const results = Array.from({ length: 6 }, () => run(task));
    await expect(results[5]).rejects.toMatchObject({ status: 503 });
    while (releases.length > 0 || active > 0) {
      await new Promise((tick) => setImmediate(tick));
      releases.shift()?.();
    }
    await Promise.all(results.slice(0, 5));
    expect(peak).toBe(2);
  });

  it.each([
    ['', 'Passwort erforderlich'],
    ['kurz', 'Das Passwort muss mindestens 12 Zeichen lang sein.'],
    ['x'.repeat(1001), 'Das Passwort darf höchstens 1000 Zeichen lang sein.'],
    ['genau-zwoelf', undefined],
  ])('judges %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
