import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server-rendered HTML and while it hydrates, true once React runs the page in the browser.
 * A form that only works through its script keeps its submit button disabled until then: a click before
 * would send the form natively, with the visitor's data in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
