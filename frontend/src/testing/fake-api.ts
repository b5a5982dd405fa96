import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { SiteInfoDto } from '@/api/generated/model';
import { axiosInstance } from '@/lib/api-client';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** A call as the fake saw it: axios's request config plus the parsed JSON body. */
export type FakeRequest = InternalAxiosRequestConfig & { body: unknown };

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
    const key = `${(request.method ?? 'get').toUpperCase()} ${(request.url ?? '').split('?')[0]}`;
    return routes[key]?.(request) ?? NOT_FAKED;
  };
}

/**
 * Answers every call of the app's one axios instance (tests only), from one handler or from handlers
 * by 'METHOD /path', so the real interceptors, error mapping and generated functions run unchanged.
 */
export function installFakeApi(handlerOrRoutes: FakeHandler | FakeRoutes): FakeApi {
  const handler = typeof handlerOrRoutes === 'function' ? handlerOrRoutes : routeHandler(handlerOrRoutes);
  const previous = axiosInstance.defaults.adapter;
  const requests: FakeRequest[] = [];
  axiosInstance.defaults.adapter = async (config) => {
    const request = Object.assign(config, { body: bodyOf(config.data) });
    requests.push(request);
    const reply = await handler(request);
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {});
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.data ?? '',
      status,
      statusText: String(status),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
      request: {},
    };
    if (config.validateStatus?.(status) ?? (status >= 200 && status < 300)) return response;
    throw new AxiosError(
      `Request failed with status code ${status}`,
      status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  return {
    requests,
    restore: () => {
      axiosInstance.defaults.adapter = previous;
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
};
