import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { allHydrated } from '@/components/ui/hydrate-later';

/**
 * Marks the document once React runs the whole page in the browser (`<html data-hydrated>`), the parts that
 * hydrate later (HydrateLater) included: until then a server-rendered page shows its controls but their
 * handlers are not attached. Browser journeys wait for it before they type or choose files; nothing in the
 * product reads it.
 */
function useHydrationMarker(): void {
  useEffect(() => {
    void allHydrated().then(() => {
      document.documentElement.dataset.hydrated = '';
    });
  }, []);
}

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  useHydrationMarker();
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
