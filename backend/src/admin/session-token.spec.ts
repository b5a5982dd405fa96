import { extractSessionToken, generateSessionToken, hashToken } from './session-token';

describe('session tokens', () => {
  it('are 256 random bits in base64url, stored as SHA-256 hex', () => {
    const token = generateSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(generateSessionToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).not.toContain(token);
  });

  it.each([
    [{ 'x-admin-session': 'abc' }, 'abc'],
    [{ authorization: 'Bearer abc' }, 'abc'],
    [{ 'x-admin-session': ' abc ', authorization: 'Basic zzz' }, 'abc'],
    [{ 'x-admin-session': ['abc', 'def'] }, 'abc'],
  ])('reads %j', (headers, token) => {
    expect(extractSessionToken(headers)).toBe(token);
  });

  it.each([
    [{}, 'Keine Admin-Session'],
    [{ 'x-admin-session': '  ' }, 'Keine Admin-Session'],
    [{ authorization: 'Basic YWRtaW4=' }, 'Bearer Token erforderlich'],
    [{ authorization: 'bearer abc' }, 'Bearer Token erforderlich'],
    [{ authorization: 'Bearer a b' }, 'Bearer Token erforderlich'],
  ])('refuses %j with %s', (headers, message) => {
    expect(() => extractSessionToken(headers)).toThrow(message);
  });
});
