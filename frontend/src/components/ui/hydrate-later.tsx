import { Suspense, type ReactNode } from 'react';

/**
 * Hydration in slices. A server-rendered search page hydrated in one pass is one task of about 600 ms on a
 * mid-range phone (Lighthouse's 4× CPU slowdown): the page cannot answer a tap meanwhile, and Total Blocking
 * Time counts all of it past the first 50 ms. A subtree in <HydrateLater> hydrates in a task of its own after
 * the page's first pass: during that pass it suspends, Preact keeps a suspended subtree's server markup as it
 * is (preact/compat's Suspense), and it resumes one slice per macrotask, in document order. Outside the first
 * pass (client-side navigation, a page the browser renders itself, the server, unit tests) it renders its
 * child at once.
 *
 * The child must render exactly one element: Preact resumes a suspended subtree on a single DOM node.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Slice>{children}</Slice>
    </Suspense>
  );
}

let firstPass = false;
let lastSlice: Promise<void> = Promise.resolve();

/** Resolves in a fresh macrotask: what follows runs as a task of its own, after the browser had its turn. */
export function nextTask(): Promise<void> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}

/** Each slice waits for the one before it and then for a fresh macrotask, so every slice is a task of its own. */
function nextSlice(): Promise<void> {
  lastSlice = lastSlice.then(nextTask);
  return lastSlice;
}

/** Resolves once the slices of the first pass have hydrated, each in its task (at once when there were none). */
export function slicesHydrated(): Promise<void> {
  return lastSlice.then(nextTask);
}

function Slice({ children }: { children: ReactNode }) {
  if (firstPass) throw nextSlice();
  return children;
}

/** Runs the first hydration pass of a server-rendered page (main.tsx): HydrateLater's subtrees wait for it. */
export function hydrateInSlices(hydrate: () => void): void {
  firstPass = true;
  try {
    hydrate();
  } finally {
    firstPass = false;
  }
}
