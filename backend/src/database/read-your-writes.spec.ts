import { hasFreshPrimaryCookie, onPrimary, primaryCookie, readsStayOnPrimary } from './read-your-writes';

describe('read-your-writes cookie', () => {
  const wrote = new Date('2025-06-02T08:00:00Z');
  const later = (ms: number) => new Date(wrote.getTime() + ms);
  const sent = primaryCookie(wrote);
  const header = sent.split(';')[0];

  it('is short-lived, HttpOnly and valid for the whole site', () => {
    expect(sent).toBe(`bb_primary=${wrote.getTime() + 5000}; Max-Age=5; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('holds until its deadline, whatever the browser does with Max-Age', () => {
    expect(hasFreshPrimaryCookie(header, later(4999))).toBe(true);
    expect(hasFreshPrimaryCookie(`theme=dark; ${header}; lang=de`, later(1000))).toBe(true);
    expect(hasFreshPrimaryCookie(header, later(5000))).toBe(false);
  });

  it.each([undefined, '', 'theme=dark', 'bb_primary=', 'bb_primary=soon', 'xbb_primary=99999999999999'])(
    'ignores %p',
    (cookie) => {
      expect(hasFreshPrimaryCookie(cookie, wrote)).toBe(false);
    },
  );

  it('scopes primary reads to the work it wraps', async () => {
    expect(readsStayOnPrimary()).toBe(false);
    await onPrimary(async () => {
      await Promise.resolve();
      expect(readsStayOnPrimary()).toBe(true);
    });
    expect(readsStayOnPrimary()).toBe(false);
  });
});
