import { Outlet, ScrollRestoration } from 'react-router-dom';
import { EditPrompt } from '@/components/edit-prompt/edit-prompt';
import { HydrateLater } from '@/components/ui/hydrate-later';
import { Toaster } from '@/components/ui/toaster';
import { useHashAnchor } from '@/lib/use-hash-anchor';
import { Footer } from './footer';
import { Header } from './header';

export function PageLoading() {
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-16 text-center text-slate-600">
      Wird geladen...
    </p>
  );
}

export function RootLayout() {
  useHashAnchor();
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Zum Inhalt springen
      </a>
      {/* The header and the page's parts hydrate after the page's shell, each in a slice of its own; the footer keeps the server's markup. */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id="main" className="flex-1">
        {/* No Suspense boundary here: pages arrive resolved (lazy routes, server rendering); a page marks the parts that hydrate later itself (HydrateLater). */}
        <Outlet />
      </main>
      <Footer />
      <EditPrompt />
      <Toaster />
      <ScrollRestoration />
    </div>
  );
}
