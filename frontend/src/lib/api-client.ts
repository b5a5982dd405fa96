import axios, {
  AxiosError,
  AxiosHeaders,
  AxiosRequestConfig,
  AxiosResponseHeaders,
  InternalAxiosRequestConfig,
} from 'axios';
import type { ErrorBodyDto } from '@/api/generated/model';

/** The one HTTP client of the app; the generated API functions call through it. */
export const axiosInstance = axios.create({ withCredentials: true, timeout: 20000 });

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

function toApiError(error: unknown): unknown {
  if (!axios.isAxiosError(error)) return error;
  const axiosError = error as AxiosError<ErrorBodyDto | string>;
  const response = axiosError.response;
  if (response === undefined) return new ApiError(0, undefined, 'Verbindungsfehler. Versuchen Sie es erneut.');
  const data = response.data;
  const body = typeof data === 'object' && data !== null ? data : undefined;
  const text =
    typeof data === 'string' && data !== '' ? data : body !== undefined ? JSON.stringify(body) : response.statusText;
  return new ApiError(response.status, body, `${response.status}: ${text}`);
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

axiosInstance.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  if (adminSession !== null && isAdminApiUrl(config.url) && !isAdminLoginUrl(config.url)) {
    const token = adminSession.token();
    if (token !== null && token !== '') config.headers.set(ADMIN_SESSION_HEADER, token);
  }
  return config;
});

axiosInstance.interceptors.response.use(undefined, (error: unknown) => {
  const apiError = toApiError(error);
  if (apiError instanceof ApiError && apiError.status === 401 && adminSession !== null && axios.isAxiosError(error)) {
    const url = error.config?.url;
    if (isAdminApiUrl(url) && !isAdminLoginUrl(url)) adminSession.onUnauthorized(apiError);
  }
  return Promise.reject(apiError);
});

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

export function readListingHeaders(headers: AxiosHeaders): ListingHeaders {
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
  read: (headers: AxiosHeaders) => T,
  onRead: (value: T) => void,
): AxiosRequestConfig {
  const defaults = axiosInstance.defaults.transformResponse;
  const parsers = defaults === undefined ? [] : Array.isArray(defaults) ? defaults : [defaults];
  return {
    transformResponse: [
      ...parsers,
      (data: unknown, headers: AxiosResponseHeaders, status?: number) => {
        if (status !== undefined && status >= 200 && status < 300) onRead(read(AxiosHeaders.from(headers)));
        return data;
      },
    ],
  };
}

/** Request options for a generated listing call that hand over its total, exactness and links. */
export function withListingHeaders(onListing: (listing: ListingHeaders) => void): AxiosRequestConfig {
  return withResponseHeaders(readListingHeaders, onListing);
}

/** One page of a listing: its rows (a non-array answer counts as empty) and the total from X-Total-Count. */
export interface ListingPage<T> {
  items: T[];
  total: number;
}

/** Calls a generated listing function with the request options that read its total from the headers. */
export async function fetchListingPage<T>(
  call: (options: AxiosRequestConfig) => Promise<T[]>,
): Promise<ListingPage<T>> {
  let total = 0;
  const body = await call(withListingHeaders((listing) => (total = listing.total)));
  return { items: Array.isArray(body) ? body : [], total };
}

/** orval's mutator: every generated call resolves to the response body. */
export async function apiClient<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const response = await axiosInstance.request<T>({ ...config, ...options });
  return response.data;
}

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;
