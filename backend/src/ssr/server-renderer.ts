import { Negotiator } from '@fastify/accept-negotiator';
import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { RateLimitHit } from '../common/throttling/rate-limit';
import type { BusinessChanges } from '../common/write-changes';
import { InProcessApi, type ApiAnswer, type ApiCall } from './in-process-api';

/**
 * Server rendering of the public pages. The frontend's server bundle (`frontend/dist-server/entry-server.cjs`,
 * built by `vite build --ssr`) renders a URL with its data; its API calls come back here and are answered
 * in-process (in-process-api.ts).
 */

/** What the server bundle answers (frontend/src/entry-server.tsx). */
type RenderResult =
  | { kind: 'page'; status: number; head: string; html: string; state: string; modules: string[] }
  | { kind: 'client-only' }
  | { kind: 'redirect'; status: number; location: string };

interface ServerBundle {
  render(pathAndQuery: string, options: { baseUrl: string }): Promise<RenderResult>;
  setServerApiAnswer(answer: (call: ApiCall) => Promise<ApiAnswer>): void;
}

export interface ServerRendererOptions {
  distDir: string;
  baseUrl: string;
  cache: { ttlMs: number; maxEntries: number };
  /** Counts a render (not a cache hit) against the visitor's `render` limit (common/throttling/rate-limit.ts). */
  countRender(address: string): Promise<RateLimitHit>;
  /** The app's clock in milliseconds (common/clock.ts): what "Jetzt geöffnet" and the pages' dates are judged by. */
  now(): number;
}

/**
 * The query parameters each page reads (frontend: search-params.ts, landing-page.tsx, contact-page.tsx); a page
 * is rendered, and kept, for these alone, in this order. Any other parameter (`?v=<random>`) changes nothing
 * on the page, so it neither makes a new render nor a new cache entry.
 */
const PAGE_QUERY_PARAMETERS: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /^\/search$/,
    ['query', 'category', 'city', 'near', 'radius', 'openNow', 'minRating', 'verified', 'sort', 'page', 'cursor'],
  ],
  [/^\/branchen\/[^/]+\/[^/]+$/, ['page']],
  [/^\/kontakt$/, ['paket']],
];

/**
 * The page a request target names: its path and the parameters its page reads, or a redirect for a target whose
 * path begins with several slashes or a backslash (`//evil.example/business/1` would otherwise be resolved as
 * another host's URL; `redirect` then says to send the visitor to `url`, on this site).
 */
export function canonicalPageUrl(target: string): { url: string; redirect: boolean } {
  const queryStart = target.indexOf('?');
  const rawPath = queryStart === -1 ? target : target.slice(0, queryStart);
  const path = rawPath.replace(/^[/\\]+/, '/');
  const query = new URLSearchParams(queryStart === -1 ? '' : target.slice(queryStart + 1));
  const read = PAGE_QUERY_PARAMETERS.find(([pattern]) => pattern.test(path))?.[1] ?? [];
  const kept = new URLSearchParams();
  for (const name of read) {
    const value = query.get(name);
    if (value !== null && value !== '') kept.set(name, value);
  }
  const search = kept.toString();
  return { url: search === '' ? path : `${path}?${search}`, redirect: path !== rawPath };
}

/** Seconds a visitor is asked to wait after a page whose data could not be loaded. */
const FAILED_RENDER_RETRY_SECONDS = 30;

/**
 * A page's body with its compressed forms, made on first demand: a cached page is compressed once,
 * not for every visitor.
 */
interface PageBody {
  text: string;
  encoded: Partial<Record<PageEncoding, Buffer>>;
}

interface CachedPage {
  status: number;
  body: PageBody;
  /** When it was rendered, on the app's clock. */
  renderedAt: number;
}

/**
 * Pages are compressed here, not by @fastify/compress: they are answered from Fastify's not-found
 * handler (the exception filter's SPA fallback), which runs no route hooks, so the plugin never sees
 * them. Same encodings and Brotli quality as the plugin (app.factory.ts); a page of 75 KB becomes ~12 KB.
 */
const PAGE_ENCODINGS = ['br', 'gzip'] as const;
type PageEncoding = (typeof PAGE_ENCODINGS)[number];
const pageEncodings = new Negotiator<PageEncoding>({ supportedValues: [...PAGE_ENCODINGS] });
const BROTLI_QUALITY = 4;

function encode(body: PageBody, encoding: PageEncoding): Buffer {
  body.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(body.text, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(body.text);
  return body.encoded[encoding];
}

const pageBody = (text: string): PageBody => ({ text, encoded: {} });

const HEAD_SLOT = /<!--page-head-->[\s\S]*?<!--\/page-head-->/;
const HTML_SLOT = '<!--page-html-->';
const STATE_SLOT = '<!--page-state-->';
/** The admin area is rendered in the browser only and never indexed. */
const CLIENT_ONLY_HEAD = '<meta name="robots" content="noindex, nofollow" />\n    <title>Branchenbuch</title>';
/** A page the server could not render with its data: the browser renders it itself; not for the index. */
const UNAVAILABLE_HEAD = '<meta name="robots" content="noindex" />\n    <title>Branchenbuch</title>';

const logger = new Logger('ServerRenderer');

/** A chunk of the browser build as `dist/.vite/manifest.json` lists it. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The `<link rel="modulepreload">` tags of a page's own chunks, from the build manifest: the page module and
 * every chunk it imports statically, except what the entry already loads (index.html preloads those).
 * Without them the browser finds the page's chunks only after the entry script has run, one round trip
 * later, and hydration waits for it. At low fetch priority, as the entry script (lowPriorityScripts in
 * frontend/vite.config.ts): the stylesheet and the font come first, the paint does not wait for hydration's code.
 */
export class PagePreloads {
  private readonly entryChunks: Set<string>;
  private readonly tags = new Map<string, string>();

  constructor(private readonly manifest: Record<string, ManifestChunk>) {
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
    this.entryChunks = entry === undefined ? new Set() : this.closure(entry, new Set());
  }

  static load(distDir: string): PagePreloads {
    const path = join(distDir, '.vite', 'manifest.json');
    return new PagePreloads(
      existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>) : {},
    );
  }

  /** The tags for the modules of a page's route, in the order the browser needs them. */
  for(modules: readonly string[]): string {
    return modules.map((module) => this.tagsOf(module)).join('');
  }

  private tagsOf(module: string): string {
    let tags = this.tags.get(module);
    if (tags === undefined) {
      const chunks = this.manifest[module] === undefined ? new Set<string>() : this.closure(module, new Set());
      tags = [...chunks]
        .filter((key) => !this.entryChunks.has(key) && this.manifest[key].file.endsWith('.js'))
        .map(
          (key) =>
            `\n    <link rel="modulepreload" fetchpriority="low" crossorigin href="/${this.manifest[key].file}">`,
        )
        .join('');
      this.tags.set(module, tags);
    }
    return tags;
  }

  private closure(key: string, seen: Set<string>): Set<string> {
    if (seen.has(key) || this.manifest[key] === undefined) return seen;
    seen.add(key);
    for (const imported of this.manifest[key].imports ?? []) this.closure(imported, seen);
    return seen;
  }
}

export class ServerRenderer {
  private readonly api: InProcessApi;
  private readonly cache: LRUCache<string, CachedPage> | undefined;
  private readonly preloads: PagePreloads;

  private constructor(
    private readonly bundle: ServerBundle,
    private readonly template: string,
    fastify: FastifyInstance,
    private readonly options: ServerRendererOptions,
  ) {
    this.cache =
      options.cache.ttlMs > 0 ? new LRUCache({ max: options.cache.maxEntries, ttl: options.cache.ttlMs }) : undefined;
    this.preloads = PagePreloads.load(options.distDir);
    this.api = new InProcessApi(fastify);
    bundle.setServerApiAnswer((call) => this.api.answer(call));
  }

  /** Undefined when the frontend was built without its server bundle (then the SPA shell is served as before). */
  static load(fastify: FastifyInstance, options: ServerRendererOptions): ServerRenderer | undefined {
    const bundlePath = join(options.distDir, '..', 'dist-server', 'entry-server.cjs');
    if (!existsSync(bundlePath)) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output chosen at run time
    const bundle = require(bundlePath) as ServerBundle;
    const template = readFileSync(join(options.distDir, 'index.html'), 'utf8');
    return new ServerRenderer(bundle, template, fastify, options);
  }

  /** A write was accepted: pages may show other data now. */
  forgetPages(): void {
    this.cache?.clear();
    this.api.forget();
  }

  /**
   * A write changed one entry (common/write-changes.ts): its own pages go and, when it was or is listed, the
   * pages that list entries (home page, searches, landing pages); the Impressum, blog and others stay.
   */
  forgetPagesOf(changes: BusinessChanges): void {
    if (this.cache === undefined) return;
    const own = `/business/${changes.businessId}`;
    for (const key of this.cache.keys()) {
      const path = key.split('?')[0];
      const listing = path === '/' || path === '/search' || path.startsWith('/branchen/');
      if (path === own || path.startsWith(`${own}/`) || (changes.publicListing && listing)) this.cache.delete(key);
    }
  }

  /** Answers a page request; resolves when the reply is sent. */
  async handle(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const page = canonicalPageUrl(request.url);
    if (page.redirect) {
      void reply.redirect(page.url, 301);
      return;
    }
    const key = page.url;
    const cached = this.cache?.get(key);
    const now = this.options.now();
    // A kept page is as old as the app's clock says: a page of "Jetzt geöffnet" results is true for its instant.
    if (cached !== undefined && Math.abs(now - cached.renderedAt) < this.options.cache.ttlMs) {
      this.sendPage(request, reply, cached.status, cached.body, 'HIT');
      return;
    }
    // A render costs the server far more than a kept page: only renders count against the visitor's limit.
    const hit = await this.options.countRender(request.ip);
    if (hit.blocked) {
      this.sendUnavailable(request, reply, 429, hit.retryAfterSeconds);
      return;
    }
    let result: RenderResult;
    try {
      const rendered = await this.api.forVisitor(request, () =>
        this.bundle.render(page.url, { baseUrl: this.options.baseUrl }),
      );
      if (rendered.scope.failed) {
        // The page would say its data could not be loaded, as 200 and kept for everyone: the browser loads it itself.
        this.sendUnavailable(request, reply, 503, rendered.scope.retryAfterSeconds ?? FAILED_RENDER_RETRY_SECONDS);
        return;
      }
      result = rendered.result;
    } catch (error) {
      // The browser can still render the page itself: the shell is better than an error page.
      logger.error({ err: error, url: request.url, requestId: request.id }, 'Server-side rendering failed');
      this.sendUnavailable(request, reply, 503, FAILED_RENDER_RETRY_SECONDS);
      return;
    }
    if (result.kind === 'redirect') {
      void reply.redirect(result.location, result.status);
      return;
    }
    if (result.kind === 'client-only') {
      this.sendPage(request, reply, 200, pageBody(this.template.replace(HEAD_SLOT, CLIENT_ONLY_HEAD)), 'BYPASS');
      return;
    }
    const body = pageBody(
      this.template
        .replace(HEAD_SLOT, () => result.head + this.preloads.for(result.modules))
        .replace(HTML_SLOT, () => result.html)
        .replace(STATE_SLOT, () =>
          result.state === '' ? '' : `<script type="application/json" id="ssr-state">${result.state}</script>`,
        ),
    );
    // Only answers that hold for every visitor are kept: not a rate-limit page or a failure.
    if (result.status === 200 || result.status === 404)
      this.cache?.set(key, { status: result.status, body, renderedAt: now });
    this.sendPage(request, reply, result.status, body, 'MISS');
  }

  /** The shell without data, never kept: the browser renders the page and loads its data itself. */
  private sendUnavailable(request: FastifyRequest, reply: FastifyReply, status: 429 | 503, retryAfter: number): void {
    void reply.header('retry-after', String(retryAfter));
    this.sendPage(request, reply, status, pageBody(this.template.replace(HEAD_SLOT, UNAVAILABLE_HEAD)), 'BYPASS');
  }

  private sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    body: PageBody,
    cache: 'HIT' | 'MISS' | 'BYPASS',
  ): void {
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .header('x-render-cache', cache);
    const accepted = request.headers['accept-encoding'];
    const encoding = accepted === undefined ? null : pageEncodings.negotiate(accepted);
    if (encoding === null) {
      void reply.send(body.text);
      return;
    }
    void reply.header('content-encoding', encoding).send(encode(body, encoding));
  }
}
