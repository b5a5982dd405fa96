import type { SiteInfoDto } from '@/api/generated/model';
import { setApiTransport } from '@/lib/api-client';

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

/** Statuses whose answer has no body (the Fetch API refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * Answers every call of the app's API client (tests only), from one handler or from handlers by
 * 'METHOD /path', so the client's own header, error and 401 handling and the generated functions run unchanged.
 */
export function installFakeApi(handlerOrRoutes: FakeHandler | FakeRoutes): FakeApi {
  const handler = typeof handlerOrRoutes === 'function' ? handlerOrRoutes : routeHandler(handlerOrRoutes);
  const requests: FakeRequest[] = [];
  const previous = setApiTransport(async ({ call, method, headers, body }) => {
    const request: FakeRequest = {
      url: call.url,
      method: method.toLowerCase(),
      params: call.params,
      data: body,
      headers: { get: (name) => headers.get(name) ?? undefined },
      body: bodyOf(body),
    };
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    const status = reply.status ?? 200;
    const data = reply.data ?? '';
    const text = typeof data === 'string' ? data : JSON.stringify(data);
    return new Response(NO_BODY.has(status) ? null : text, { status, headers: reply.headers });
  });
  return {
    requests,
    restore: () => {
      setApiTransport(previous);
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
