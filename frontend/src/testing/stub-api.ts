import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';
import { AxiosError } from 'axios';
import { axiosInstance } from '../lib/api-client';

export interface StubReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type StubHandler = (request: { method: string; url: string; body: unknown }) => StubReply | 'network-error';

export interface StubbedApi {
  /** Every request seen, in order. */
  calls: { method: string; url: string; body: unknown }[];
  restore(): void;
}

/**
 * Answers the generated client's calls in tests without a server: keys are 'METHOD /path'.
 * Unknown calls answer 404 so a missing stub fails loudly.
 */
export function stubApi(handlers: Record<string, StubHandler>): StubbedApi {
  const original = axiosInstance.defaults.adapter;
  const calls: StubbedApi['calls'] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const method = (config.method ?? 'get').toUpperCase();
    const url = (config.url ?? '').split('?')[0];
    const body: unknown = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    calls.push({ method, url, body });
    const handler = handlers[`${method} ${url}`];
    const reply =
      handler === undefined
        ? { status: 404, data: { statusCode: 404, message: 'Nicht gestubbt' } }
        : handler({ method, url, body });
    if (reply === 'network-error') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: String(reply.status),
      headers: reply.headers ?? {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  axiosInstance.defaults.adapter = adapter;
  return {
    calls,
    restore: () => {
      axiosInstance.defaults.adapter = original;
    },
  };
}

export const TEST_SITE_INFO = {
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
