import { afterEach, describe, expect, it, vi } from 'vitest';
import { watchBrokenImages } from './broken-images';

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('watchBrokenImages', () => {
  it('logs each failing business image once, and no other image', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    document.body.innerHTML =
      '<img alt="Café Luise" data-initial="C" src="/objects/public/fehlt.jpg"><img alt="Logo" src="/logo.svg">';
    watchBrokenImages();
    const [business, other] = document.querySelectorAll('img');
    business.dispatchEvent(new Event('error'));
    business.dispatchEvent(new Event('error'));
    other.dispatchEvent(new Event('error'));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0][0]).toMatch(
      /^Bild für „Café Luise“ konnte nicht geladen werden: .*\/objects\/public\/fehlt\.jpg$/,
    );
  });
});
