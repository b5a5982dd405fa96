import type { ErrorBodyDto } from '@/api/generated/model';

/** A call as a generated function describes it (orval's mutator input). */
export interface ApiRequestConfig {
  url: string;
  method?: string;
  params?: object;
  data?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  responseType?: 'blob' | 'json';
}

/** What the app's own code may add to a generated call (its second argument). */
export interface ApiRequestOptions {
  headers?: Record<string, string>;
  /** Reads a successful answer's headers (listings carry their total and navigation there). */
  onResponseHeaders?: (headers: ResponseHeaders) => void;
}

/** The part of the Fetch API's Headers that reading an answer needs. */
export type ResponseHeaders = Pick<Headers, 'get'>;

/** The finished request a transport sends, with the call it was made from (the test fake reads its params). */
export interface ApiTransportRequest {
  /** Path and query string. */
  url: string;
  /** Upper-case. */
  method: string;
  headers: Headers;
  body: BodyInit | undefined;
  signal: AbortSignal | undefined;
  call: ApiRequestConfig;
}

/** Sends a request and resolves to the answer, whatever its status; rejects only when there is none. */
export type ApiTransport = (request: ApiTransportRequest) => Promise<Response>;

/** A call that has not been answered within this time counts as a connection failure. */
const REQUEST_TIMEOUT_MS = 20000;
const CONNECTION_FAILED = 'Verbindungsfehler. Versuchen Sie es erneut.';

const browserTransport: ApiTransport = (request) =>
  fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: request.signal,
    credentials: 'include',
  });

let transport: ApiTransport = browserTransport;

/**
 * Replaces how calls are sent — the server renderer answers them in-process, tests answer them from a fake —
 * and returns the transport it replaced.
 */
export function setApiTransport(next: ApiTransport): ApiTransport {
  const previous = transport;
  transport = next;
  return previous;
}

/** A failed call: '{status}: {text}' like the specification's request helper, plus the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBodyDto | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The server's German message when it sent one. */
  get serverMessage(): string | undefined {
    return this.body?.message;
  }

  fieldErrors(): Record<string, string> {
    return Object.fromEntries((this.body?.errors ?? []).map((error) => [error.field, error.message]));
  }
}

function errorOf(status: number, data: unknown, statusText: string): ApiError {
  const body = typeof data === 'object' && data !== null ? (data as ErrorBodyDto) : undefined;
  const text = typeof data === 'string' && data !== '' ? data : body !== undefined ? JSON.stringify(body) : statusText;
  return new ApiError(status, body, `${status}: ${text}`);
}

/** The header that carries the admin session token (specification, section 6). */
export const ADMIN_SESSION_HEADER = 'x-admin-session';

/** The admin back office's session, registered by the admin chunk so public code never knows it. */
export interface AdminSessionProvider {
  /** The stored session token, read at request time (never during render). */
  token(): string | null;
  /** A call under /api/admin/ (other than the login) was answered with 401. */
  onUnauthorized(error: ApiError): void;
}

let adminSession: AdminSessionProvider | null = null;

/** Registers the admin session; returns the function that unregisters it again. */
export function setAdminSessionProvider(provider: AdminSessionProvider | null): () => void {
  adminSession = provider;
  return () => {
    if (adminSession === provider) adminSession = null;
  };
}

function pathOf(url: string | undefined): string {
  if (url === undefined) return '';
  try {
    return new URL(url, 'http://relative.invalid').pathname;
  } catch {
    return url;
  }
}

export function isAdminApiUrl(url: string | undefined): boolean {
  return pathOf(url).startsWith('/api/admin/');
}

/** A wrong password is a 401 too, but not an expired session. */
function isAdminLoginUrl(url: string | undefined): boolean {
  return pathOf(url) === '/api/admin/login';
}

/** Parses a listing's X-Total-Count header; a missing or broken value counts as 0. */
export function parseTotalCount(value: unknown): number {
  const total = Number(typeof value === 'string' || typeof value === 'number' ? value : NaN);
  return Number.isInteger(total) && total >= 0 ? total : 0;
}

/**
 * The targets of an RFC 8288 Link header by relation ('<…?page=2>; rel="next", …' → { next: '…?page=2' }).
 * A target listed under several relations ('rel="prev first"') appears under each; the first one wins.
 */
export function parseLinkHeader(value: unknown): Partial<Record<string, string>> {
  const links: Partial<Record<string, string>> = {};
  if (typeof value !== 'string') return links;
  for (const [, target, params] of value.matchAll(/<([^>]*)>([^<]*)/g)) {
    const rel = /;\s*rel\s*=\s*(?:"([^"]*)"|([^\s;,]+))/i.exec(params);
    for (const name of (rel?.[1] ?? rel?.[2] ?? '').toLowerCase().split(/\s+/)) {
      if (name !== '' && links[name] === undefined) links[name] = target;
    }
  }
  return links;
}

/** What a listing says about itself in its headers (X-Total-Count, X-Total-Count-Exact, Link). */
export interface ListingHeaders {
  /** All matches; a lower bound when `exact` is false. 0 when missing or broken. */
  total: number;
  /** False when the server stopped counting at `total` and there are more. */
  exact: boolean;
  /** The navigation targets by relation: first, prev, next and (with an exact total) last. */
  links: Partial<Record<string, string>>;
}

export function readListingHeaders(headers: ResponseHeaders): ListingHeaders {
  return {
    total: parseTotalCount(headers.get('x-total-count')),
    // Only an explicit "false" is a lower bound; servers without the header count exactly.
    exact: String(headers.get('x-total-count-exact') ?? '').toLowerCase() !== 'false',
    links: parseLinkHeader(headers.get('link')),
  };
}

/**
 * Request options for a generated call that hand its response headers, read by `read` into a typed object,
 * to `onRead` (the generated functions resolve to the body only; listings carry total and navigation in headers).
 */
export function withResponseHeaders<T>(
  read: (headers: ResponseHeaders) => T,
  onRead: (value: T) => void,
): ApiRequestOptions {
  return { onResponseHeaders: (headers) => onRead(read(headers)) };
}

/** Request options for a generated listing call that hand over its total, exactness and links. */
export function withListingHeaders(onListing: (listing: ListingHeaders) => void): ApiRequestOptions {
  return withResponseHeaders(readListingHeaders, onListing);
}

/** One page of a listing: its rows (a non-array answer counts as empty) and the total from X-Total-Count. */
export interface ListingPage<T> {
  items: T[];
  total: number;
}

/** Calls a generated listing function with the request options that read its total from the headers. */
export async function fetchListingPage<T>(call: (options: ApiRequestOptions) => Promise<T[]>): Promise<ListingPage<T>> {
  let total = 0;
  const body = await call(withListingHeaders((listing) => (total = listing.total)));
  return { items: Array.isArray(body) ? body : [], total };
}

/** Query parameters as the API reads them: absent values left out, lists as repeated keys. */
function queryString(params: object | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      search.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const query = search.toString();
  return query === '' ? '' : `?${query}`;
}

/** The caller's cancellation and the time limit, as one signal (where the browser can combine them). */
function withTimeout(signal: AbortSignal | undefined): AbortSignal | undefined {
  if (typeof AbortSignal.timeout !== 'function') return signal;
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  if (signal === undefined) return timeout;
  return typeof AbortSignal.any === 'function' ? AbortSignal.any([signal, timeout]) : signal;
}

/** JSON when the answer is JSON, otherwise its text ('' when empty). */
function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** orval's mutator, and the app's one way to call the API: every generated call resolves to the response body. */
export async function apiClient<T>(config: ApiRequestConfig, options?: ApiRequestOptions): Promise<T> {
  const headers = new Headers(config.headers);
  for (const [name, value] of Object.entries(options?.headers ?? {})) headers.set(name, value);
  const adminCall = adminSession !== null && isAdminApiUrl(config.url) && !isAdminLoginUrl(config.url);
  const token = adminCall ? adminSession?.token() : null;
  if (token !== null && token !== undefined && token !== '') headers.set(ADMIN_SESSION_HEADER, token);
  let body: BodyInit | undefined;
  if (config.data instanceof FormData) {
    // The browser writes the multipart boundary into the content type itself.
    headers.delete('content-type');
    body = config.data;
  } else if (config.data !== undefined) {
    body = typeof config.data === 'string' ? config.data : JSON.stringify(config.data);
    if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  }
  if (config.responseType !== 'blob' && !headers.has('accept'))
    headers.set('accept', 'application/json, text/plain, */*');

  let response: Response;
  let data: unknown;
  try {
    response = await transport({
      url: `${config.url}${queryString(config.params)}`,
      method: (config.method ?? 'GET').toUpperCase(),
      headers,
      body,
      signal: withTimeout(config.signal),
      call: config,
    });
    data = config.responseType === 'blob' && response.ok ? await response.blob() : parseBody(await response.text());
  } catch {
    throw new ApiError(0, undefined, CONNECTION_FAILED);
  }
  if (!response.ok) {
    const error = errorOf(response.status, data, response.statusText);
    if (error.status === 401 && adminCall) adminSession?.onUnauthorized(error);
    throw error;
  }
  options?.onResponseHeaders?.(response.headers);
  return data as T;
}

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;
