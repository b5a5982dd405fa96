import type { SiteInfoDto } from '@/api/generated/model';
import { answeringAdapter, setApiAdapter } from '@/lib/api-client';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A call as the fake saw it: as the generated function made it, with its headers and the parsed JSON body. */
export interface FakeRequest {
  /** The path, without the query string. */
  url: string;
  /** Lower-case ('get', 'post', …). */
  method: string;
  params?: object;
  /** The body as sent: JSON as a string, a form as FormData. */
  data?: unknown;
  /** The headers sent; a missing one reads as undefined. */
  headers: { get(name: string): string | undefined };
  body: unknown;
}

/** 'network-error' rejects like a dropped connection (no response at all). */
export type FakeHandler = (request: FakeRequest) => FakeReply | 'network-error' | Promise<FakeReply>;

/** Handlers by 'METHOD /path' (query string ignored); any other call answers 404 so a missing route fails loudly. */
export type FakeRoutes = Record<string, FakeHandler>;

export interface FakeApi {
  /** Every request seen, in order. */
  requests: FakeRequest[];
  restore: () => void;
}

const NOT_FAKED: FakeReply = { status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Nicht gestubbt' } };

function bodyOf(data: unknown): unknown {
  return typeof data === 'string' && data !== '' ? JSON.parse(data) : data;
}

function routeHandler(routes: FakeRoutes): FakeHandler {
  return (request) => {
    const key = `${request.method.toUpperCase()} ${request.url.split('?')[0]}`;
    return routes[key]?.(request) ?? NOT_FAKED;
  };
}

/**
 * Answers every call of the app's API client (tests only), from one handler or from handlers by
 * 'METHOD /path', at the axios instance's adapter: the client's own interceptors (headers, errors, 401) and the
 * generated functions run unchanged.
 */
export function installFakeApi(handlerOrRoutes: FakeHandler | FakeRoutes): FakeApi {
  const handler = typeof handlerOrRoutes === 'function' ? handlerOrRoutes : routeHandler(handlerOrRoutes);
  const requests: FakeRequest[] = [];
  const previous = setApiAdapter(
    answeringAdapter(async ({ config, method, headers, body }) => {
      const request: FakeRequest = {
        url: config.url ?? '',
        method: method.toLowerCase(),
        params: config.params as object | undefined,
        data: body,
        headers: { get: (name) => headers[name.toLowerCase()] },
        body: bodyOf(body),
      };
      requests.push(request);
      const reply = await handler(request);
      if (reply === 'network-error') return 'no-answer';
      const data = reply.data ?? '';
      return {
        status: reply.status ?? 200,
        headers: reply.headers,
        body: typeof data === 'string' ? data : JSON.stringify(data),
      };
    }),
  );
  return {
    requests,
    restore: () => {
      setApiAdapter(previous);
    },
  };
}

/** The operator's data, for fakes that answer GET /api/site. */
export const SITE_INFO_FIXTURE: SiteInfoDto = {
  companyName: 'Branchenbuch Musterfirma',
  legalForm: 'GmbH',
  street: 'Musterstraße 1',
  postalCode: '32052',
  city: 'Herford',
  country: 'Deutschland',
  managingDirector: 'Max Mustermann',
  email: 'info@branchenbuch.example',
  phone: '05221 000000',
  fax: '05221 000001',
  registerCourt: 'Amtsgericht Bad Oeynhausen',
  registerNumber: 'HRB 00000',
  vatId: 'DE000000000',
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende' },
};
