import '@fontsource-variable/inter';
import './styles/index.css';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { watchBrokenImages } from './components/business-card/broken-images';
import { hydrateDocument } from './components/ui/hydrate-later';
import { createRouter } from './app/router';
import { nextTask } from './lib/next-task';
import { createQueryClient } from './lib/query-client';
import { endHydration, readServerRenderState, startHydration } from './lib/server-render-state';

async function start(): Promise<void> {
  watchBrokenImages();
  const queryClient = createQueryClient();
  // A server-rendered page brings its data along; the dev server and the admin area send an empty shell.
  const serverState = readServerRenderState();
  const router = await createRouter({ hydrate: serverState !== undefined });
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  const container = document.getElementById('root')!;
  if (serverState === undefined) {
    createRoot(container).render(app);
    return;
  }
  // Starting the scripts and making the router is one task, the first hydration pass another: one task of both
  // kept a phone from answering a tap about 300 ms (Lighthouse's 4× CPU slowdown).
  await nextTask();
  hydrateQueries(queryClient, serverState.queries);
  startHydration(queryClient, serverState);
  // The first navigation ends it (other state changes, e.g. scroll restoration, keep the location).
  const firstLocation = router.state.location;
  const unsubscribe = router.subscribe((state) => {
    if (state.location === firstLocation) return;
    endHydration(queryClient);
    unsubscribe();
  });
  hydrateDocument(container, app);
}

void start();
