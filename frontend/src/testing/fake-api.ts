import { AxiosError, AxiosHeaders, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { axiosInstance } from '../lib/api-client';

export interface FakeReply {
  status?: number;
  data?: unknown;
  headers?: Record<string, string>;
}

/** 'network-error' rejects like a dropped connection (no response at all). */
export type FakeHandler = (request: InternalAxiosRequestConfig) => FakeReply | 'network-error' | Promise<FakeReply>;

/**
 * Answers every call of the app's one axios instance from `handler` (tests only), so the real
 * interceptors, error mapping and generated functions run unchanged.
 */
export function installFakeApi(handler: FakeHandler): { requests: InternalAxiosRequestConfig[]; restore: () => void } {
  const previous = axiosInstance.defaults.adapter;
  const requests: InternalAxiosRequestConfig[] = [];
  axiosInstance.defaults.adapter = async (config) => {
    requests.push(config);
    const reply = await handler(config);
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

/** The footer's operator data, for fakes that answer /api/site. */
export const SITE_INFO_FIXTURE = {
  companyName: 'Beispiel Verzeichnis GmbH',
  legalForm: 'GmbH',
  street: 'Musterstraße 1',
  postalCode: '32052',
  city: 'Herford',
  country: 'Deutschland',
  managingDirector: 'Erika Mustermann',
  email: 'info@branchenbuch.example',
  phone: '+49 5221 000000',
  fax: '+49 5221 000001',
  registerCourt: 'Amtsgericht Bad Oeynhausen',
  registerNumber: 'HRB 0000',
  vatId: 'DE000000000',
};
