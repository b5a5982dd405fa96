import { extractSessionToken } from './session-token';

describe('session tokens', () => {
  it.each([
    [{ 'x-admin-session': 'abc' }, 'abc'],
    [{ authorization: 'Bearer abc' }, 'abc'],
    [{ authorization: 'bearer abc' }, 'abc'],
    [{ authorization: 'BEARER abc' }, 'abc'],
    [{ 'x-admin-session': ' abc ', authorization: 'Basic zzz' }, 'abc'],
    [{ 'x-admin-session': ['abc', 'def'] }, 'abc'],
  ])('reads %j', (headers, token) => {
    expect(extractSessionToken(headers)).toBe(token);
  });

  it.each([
    [{}, 'Keine Admin-Session'],
    [{ 'x-admin-session': '  ' }, 'Keine Admin-Session'],
    [{ authorization: 'Basic YWRtaW4=' }, 'Bearer Token erforderlich'],
    [{ authorization: 'Bearer a b' }, 'Bearer Token erforderlich'],
  ])('refuses %j with %s', (headers, message) => {
    expect(() => extractSessionToken(headers)).toThrow(message);
  });
});
