import { hashPassword, passwordProblem, verifyPassword } from './password-hashing';

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

  it.each([
    ['', 'Passwort erforderlich'],
    ['kurz', 'Das Passwort muss mindestens 12 Zeichen lang sein.'],
    ['x'.repeat(1001), 'Das Passwort darf höchstens 1000 Zeichen lang sein.'],
    ['genau-zwoelf', undefined],
  ])('judges %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });
});
