import axios, { AxiosError, AxiosRequestConfig } from 'axios';

/** The one HTTP client of the app; the generated API functions call through it. */
export const axiosInstance = axios.create({ withCredentials: true, timeout: 20000 });

export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  errors?: { field: string; message: string }[];
}

/** A failed call: '{status}: {text}' like the specification's request helper, plus the parsed body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiErrorBody | undefined,
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
  const axiosError = error as AxiosError<ApiErrorBody | string>;
  const response = axiosError.response;
  if (response === undefined) return new ApiError(0, undefined, 'Verbindungsfehler. Versuchen Sie es erneut.');
  const data = response.data;
  const body = typeof data === 'object' && data !== null ? data : undefined;
  const text =
    typeof data === 'string' && data !== '' ? data : body !== undefined ? JSON.stringify(body) : response.statusText;
  return new ApiError(response.status, body, `${response.status}: ${text}`);
}

axiosInstance.interceptors.response.use(undefined, (error: unknown) => Promise.reject(toApiError(error)));

/** orval's mutator: every generated call resolves to the response body. */
export async function apiClient<T>(config: AxiosRequestConfig, options?: AxiosRequestConfig): Promise<T> {
  const response = await axiosInstance.request<T>({ ...config, ...options });
  return response.data;
}

export type ErrorType<E> = ApiError & { body?: E };
export type BodyType<B> = B;
