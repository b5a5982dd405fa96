import Axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { ErrorBodyDto } from '@/api/generated/model';

/** A call that has not been answered within this time counts as a connection failure. */
const REQUEST_TIMEOUT_MS = 20000;
const CONNECTION_FAILED = 'Verbindungsfehler. Versuchen Sie es erneut.';

/**
 * The app's one HTTP client (bulletproof-react's `lib/api-client.ts`): every generated call goes through it
 * (`apiClient`, orval's mutator), and its interceptors add the admin session and turn every failure into an
 * ApiError once. The browser sends the calls itself; the server renderer and the tests answer them in-process
 * through an adapter of their own (`setApiAdapter`).
 */
export const api = Axios.create({
  timeout: REQUEST_TIMEOUT_MS,
  withCredentials: true,
  // Lists as repeated keys (`category=a&category=b`), as the API reads them.
  paramsSerializer: { indexes: null },
});

/** What the app's own code may add to a generated call (its second argument). */
export interface ApiRequestOptions extends AxiosRequestConfig {
  /** Reads a successful answer's headers (listings carry their total and navigation there). */
  onResponseHeaders?: (headers: ResponseHeaders) => void;
}

/** Reading an answer's headers (names in any case). */
export interface ResponseHeaders {
  get(name: string): unknown;
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
  const exact = headers.get('x-total-count-exact');
  return {
    total: parseTotalCount(headers.get('x-total-count')),
    // Only an explicit "false" is a lower bound; servers without the header count exactly.
    exact: typeof exact !== 'string' || exact.toLowerCase() !== 'false',
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

/** The admin session's calls: under /api/admin/, except the login (a wrong password is a 401 too). */
function isAdminSessionCall(url: string | undefined): boolean {
  return adminSession !== null && isAdminApiUrl(url) && !isAdminLoginUrl(url);
}

api.interceptors.request.use((config) => {
  const token = isAdminSessionCall(config.url) ? adminSession?.token() : null;
  if (token !== null && token !== undefined && token !== '') config.headers.set(ADMIN_SESSION_HEADER, token);
  return config;
});

/** Every failure once: the server's answer as '{status}: {text}', no answer as the German connection failure. */
function toApiError(error: unknown): Error {
  // The caller cancelled (TanStack Query left the page): not a failure to report.
  if (Axios.isCancel(error)) return error;
  const response = Axios.isAxiosError(error) ? error.response : undefined;
  if (response === undefined) return new ApiError(0, undefined, CONNECTION_FAILED);
  const apiError = errorOf(response.status, response.data, response.statusText);
  if (apiError.status === 401 && isAdminSessionCall(response.config.url)) adminSession?.onUnauthorized(apiError);
  return apiError;
}

api.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

/** orval's mutator, and the app's one way to call the API: every generated call resolves to the response body. */
export async function apiClient<T>(config: AxiosRequestConfig, options?: ApiRequestOptions): Promise<T> {
  const { onResponseHeaders, ...request } = options ?? {};
  const response = await api.request<T>({ ...config, ...request, headers: { ...config.headers, ...request.headers } });
  onResponseHeaders?.(AxiosHeaders.from(response.headers as AxiosHeaders));
  return response.data;
}

/** A call as an in-process adapter sees it: the finished request. */
export interface ApiCall {
  /** Upper-case. */
  method: string;
  /** Path and query string. */
  url: string;
  /** By lower-case name. */
  headers: Record<string, string>;
  /** As sent: JSON as a string, a form as FormData, nothing as undefined. */
  body: unknown;
  config: InternalAxiosRequestConfig;
}

/** The answer to a call; `'no-answer'` is a connection that failed before any answer. */
export type ApiAnswer =
  { status: number; headers?: Record<string, string | string[] | number | undefined>; body?: string } | 'no-answer';

/**
 * An adapter that answers calls without a network (the server renderer in-process, the tests from a fake): axios
 * parses the body and applies its interceptors as for an answer from the network.
 */
export function answeringAdapter(answer: (call: ApiCall) => Promise<ApiAnswer>): AxiosAdapter {
  return async (config) => {
    const answered = await answer({
      method: (config.method ?? 'get').toUpperCase(),
      url: api.getUri(config),
      headers: Object.fromEntries(
        Object.entries(config.headers.toJSON(true)).map(([name, value]) => [name.toLowerCase(), String(value)]),
      ),
      body: config.data,
      config,
    });
    if (answered === 'no-answer') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const headers = new AxiosHeaders();
    for (const [name, value] of Object.entries(answered.headers ?? {})) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const response: AxiosResponse = {
      data: answered.body ?? '',
      status: answered.status,
      statusText: '',
      headers,
      config,
      request: {},
    };
    if (config.validateStatus?.(response.status) ?? true) return response;
    const code = response.status < 500 ? AxiosError.ERR_BAD_REQUEST : AxiosError.ERR_BAD_RESPONSE;
    throw new AxiosError(`Request failed with status code ${response.status}`, code, config, {}, response);
  };
}

type ApiAdapter = AxiosRequestConfig['adapter'];

/** Replaces how calls are sent and returns the adapter it replaced (to put back). */
export function setApiAdapter(adapter: ApiAdapter): ApiAdapter {
  const previous = api.defaults.adapter;
  api.defaults.adapter = adapter;
  return previous;
}

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;
