import { clearedOwnerCookie, ownerCookie, ownerCookieToken } from './owner-cookie';

describe('owner session cookie', () => {
  it('is HttpOnly and SameSite=Lax for 30 days, Secure only when asked (production)', () => {
    expect(ownerCookie('abc', false)).toBe('bb_owner=abc; Max-Age=2592000; Path=/; HttpOnly; SameSite=Lax');
    expect(ownerCookie('abc', true)).toBe('bb_owner=abc; Max-Age=2592000; Path=/; HttpOnly; Secure; SameSite=Lax');
    expect(clearedOwnerCookie(true)).toBe('bb_owner=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax');
  });

  it('reads its token among other cookies', () => {
    expect(ownerCookieToken({ cookie: 'bb_primary=1; bb_owner=tok-en_1; x=y' })).toBe('tok-en_1');
    expect(ownerCookieToken({ cookie: 'bb_owner=' })).toBeUndefined();
    expect(ownerCookieToken({})).toBeUndefined();
  });
});
