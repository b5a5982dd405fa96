import { hashToken, randomToken, sha256, TOKEN_PATTERN, UUID_PATTERN } from './crypto';

describe('crypto', () => {
  it('tokens are 256 random bits in base64url, stored as SHA-256 hex', () => {
    const token = randomToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it('recognises its own tokens and ids only', () => {
    expect(TOKEN_PATTERN.test(randomToken())).toBe(true);
    expect(TOKEN_PATTERN.test(randomToken(18))).toBe(false);
    expect(UUID_PATTERN.test('0b9f1c2e-3a4d-4e5f-8a9b-0c1d2e3f4a5b')).toBe(true);
    expect(UUID_PATTERN.test('0B9F1C2E-3A4D-4E5F-8A9B-0C1D2E3F4A5B')).toBe(true);
    expect(UUID_PATTERN.test("1' OR '1'='1")).toBe(false);
  });

  it('hashes SHA-256 as the standard says', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(sha256('abc').toString('hex')).toBe(hashToken('abc'));
  });
});
