import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

/**
 * Preloads the self-hosted Inter (Latin subset, `font-display: swap`; styles/index.css): the text's font is
 * then requested with the HTML instead of after the stylesheet, so it rarely swaps after the first paint.
 */
function preloadLatinFont(): Plugin {
  return {
    name: 'branchenbuch:preload-latin-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-400-800-[^/]*\.woff2$/.test(file),
        );
        if (font === undefined) return html;
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The entry script at low fetch priority (PagePreloads in backend/src/ssr/server-renderer.ts does the same for
 * the page's chunks). The server-rendered HTML is the page: what the first paint needs is the stylesheet and the
 * font, and on a slow line the 80 KB of scripts that only hydrate it used to share the line with them (Lighthouse
 * mobile counts every script that finished before the paint as needed for it: FCP 1.8-1.9 s, 0.8-0.9 s without).
 */
function lowPriorityScripts(): Plugin {
  return {
    name: 'branchenbuch:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin'),
    },
  };
}

/**
 * Brotli (quality 11) and gzip (level 9) copies of the built scripts, styles and pictures beside them, which the
 * backend sends as they are (@fastify/static `preCompressed`) instead of compressing every answer at Brotli's
 * quality 4: the entry script is 122 KB instead of 143 KB on the wire, bytes a slow line then spends on the
 * stylesheet and the font first.
 */
function precompressAssets(): Plugin {
  return {
    name: 'branchenbuch:precompress-assets',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const file of Object.keys(bundle).filter((name) => /\.(js|css|svg)$/.test(name))) {
        const path = join(options.dir ?? 'dist', file);
        const content = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The app's modules that stay out of the shared chunk: those of the admin area, the business and special-hours forms
 * and the upload,
 * the review forms, the map, and long texts. They need zod, Uppy or Leaflet, or are read on one page only.
 */
const NOT_SHARED =
  /admin|upload|objects|field-rules|business-form|special-hours|schema|legal|blog|results-map|entry-(edit|form)|review-form|report-review/i;

/**
 * Few requests per page: over HTTP/1.1 a browser opens six connections to a host, so the sixteen small chunks a
 * page used to load took three rounds of requests on a slow network. What every page loads first (React,
 * react-router-dom, TanStack Query, axios and the API client: the entry's static imports) is one chunk; the app's own modules
 * that several pages share (cards, forms, formatting, the API calls) are one more. Admin, upload, form validation
 * and the map stay in the chunks of the pages that use them.
 */
const PAGE_CHUNKS = {
  groups: [
    { name: 'app', tags: ['$initial' as const], priority: 2 },
    {
      name: 'shared',
      test: (id: string) => /[\\/](frontend[\\/]src|node_modules[\\/]@tanstack)[\\/]/.test(id) && !NOT_SHARED.test(id),
      minShareCount: 2,
      priority: 1,
    },
  ],
};

/**
 * The server bundle (`vite build --ssr`): one CommonJS file with every dependency, loaded by the backend. Its map
 * (never loaded) tells scripts/bundles.test.mjs which packages it holds.
 */
const serverBuild = {
  outDir: 'dist-server',
  emptyOutDir: true,
  sourcemap: 'hidden' as const,
  rollupOptions: {
    output: { format: 'cjs' as const, entryFileNames: 'entry-server.cjs', inlineDynamicImports: true },
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    preloadLatinFont(),
    lowPriorityScripts(),
    ...(isSsrBuild ? [] : [precompressAssets()]),
  ],
  // `@/…` is `src/…`: imports name the layer they come from instead of climbing with `../../`.
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    port: 5173,
    // In development the API runs on its own port (npm start); the browser talks to one origin.
    proxy: { '/api': 'http://localhost:3000', '/objects': 'http://localhost:3000' },
  },
  // The backend loads the server bundle without node_modules beside it: everything goes into the file.
  ssr: { noExternal: true, target: 'node' as const },
  // The server always renders with React's production build (the test runs' NODE_ENV=test would pick the slow one).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: isSsrBuild
    ? serverBuild
    : {
        // Maps stay in dist/ for debugging (stack traces), unreferenced by the bundles; the backend never serves them.
        sourcemap: 'hidden' as const,
        // dist/.vite/manifest.json: which chunks a page loads (the JavaScript budget check reads it).
        manifest: true,
        // Every browser the site supports knows modulepreload; the polyfill only cost a check on every page.
        modulePreload: { polyfill: false },
        chunkSizeWarningLimit: 600,
        rolldownOptions: { output: { codeSplitting: PAGE_CHUNKS } },
      },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // A form test types into many fields; on a loaded two-core machine that can take longer than the default 5 s.
    testTimeout: 30000,
  },
}));
