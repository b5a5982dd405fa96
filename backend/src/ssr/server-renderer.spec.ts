import { createHash } from 'node:crypto';
import { PageScripts, SCRIPT_LOADER_SOURCE } from './server-renderer';

/** A build manifest as Vite writes it: an entry with shared chunks, a page module, a stylesheet. */
const manifest = {
  'index.html': { file: 'assets/index-A.js', isEntry: true, imports: ['_react.js', '_client.js'] },
  '_react.js': { file: 'assets/react-B.js' },
  '_client.js': { file: 'assets/client-C.js', imports: ['_react.js'] },
  'src/features/home/home-page.tsx': { file: 'assets/home-page-D.js', imports: ['_react.js', '_card.js'] },
  '_card.js': { file: 'assets/card-E.js', imports: ['_card.css'] },
  '_card.css': { file: 'assets/card-F.css' },
};

const indexHtml = `<head>
    <!--page-head--><title>x</title><!--/page-head-->
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="modulepreload" crossorigin href="/assets/client-C.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  </head>`;

describe('PageScripts', () => {
  const scripts = new PageScripts(manifest);

  it("replaces Vite's entry script and preloads with one loader, where the entry script was", () => {
    const page = scripts.fill(scripts.template(indexHtml), ['src/features/home/home-page.tsx']);
    expect(page).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    expect(page.match(/<script data-modules/g)).toHaveLength(1);
    expect(page.indexOf('data-modules')).toBeLessThan(page.indexOf('rel="stylesheet"'));
  });

  it('names the entry first, then its chunks, then the page module and its chunks, each once and only scripts', () => {
    const page = scripts.fill(scripts.template(indexHtml), ['src/features/home/home-page.tsx']);
    expect(page.match(/data-modules="([^"]+)"/)?.[1].split(' ')).toEqual([
      '/assets/index-A.js',
      '/assets/react-B.js',
      '/assets/client-C.js',
      '/assets/home-page-D.js',
      '/assets/card-E.js',
    ]);
  });

  it('names only the entry for a page without a module of its own (the admin area, the fallback shell)', () => {
    const page = scripts.fill(scripts.template(indexHtml), []);
    expect(page.match(/data-modules="([^"]+)"/)?.[1]).toBe('/assets/index-A.js /assets/react-B.js /assets/client-C.js');
  });

  it('leaves index.html as Vite wrote it when the build has no manifest', () => {
    const withoutManifest = new PageScripts({});
    expect(withoutManifest.fill(withoutManifest.template(indexHtml), [])).toBe(indexHtml);
  });

  it("is allowed by the Content-Security-Policy: the source is the hash of the inline script's text", () => {
    const page = scripts.fill(scripts.template(indexHtml), []);
    const inline = page.match(/<script data-modules="[^"]+">([\s\S]*?)<\/script>/)?.[1] ?? '';
    expect(inline).not.toBe('');
    expect(SCRIPT_LOADER_SOURCE).toBe(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
  });
});
