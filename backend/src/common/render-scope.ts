import { AsyncLocalStorage } from 'node:async_hooks';

/** The page request a server render belongs to, and what its API calls met. */
export interface RenderScope {
  remoteAddress: string;
  requestId: string;
  /** A data call failed (5xx, 429 or no answer): the page is not what every visitor should get. */
  failed: boolean;
  /** The longest Retry-After a failed call named, in seconds. */
  retryAfterSeconds: number | undefined;
}

/**
 * The render a request runs in. Only the in-process API sets it (in-process-api.ts), around the server bundle's
 * render; a request from outside starts in its connection's own async context and never sees it, so it cannot
 * pose as a render call.
 */
export const renderScope = new AsyncLocalStorage<RenderScope>();

/** Whether the running request is an API call the server makes while rendering a page. */
export function isServerRenderCall(): boolean {
  return renderScope.getStore() !== undefined;
}
