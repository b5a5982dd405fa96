import { cloneElement, Suspense, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';

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

/** What a kept element renders instead of its children: Preact leaves a hydrating element's content alone then. */
const KEPT = { __html: '' };
const NOT_HYDRATED = Symbol('not hydrated');

/**
 * Content that never needs hydrating: a result card is text, an image and links, and hydrating twenty of them
 * was most of a search page's start-up work (about 15 ms each on a quiet desktop, four times that on a phone).
 * Rendered in the first hydration pass, the child element (exactly one) keeps the server's markup inside it as
 * it is: Preact attaches nothing below it and keeps the markup on later renders as long as `data` is the very
 * value it was rendered from (TanStack Query keeps unchanged data the same object). With other data, and
 * everywhere outside the first pass (client-side navigation, the server, tests), the child renders as usual.
 * Links to the app's own pages in kept markup still navigate in the app, by one click handler on the element.
 */
export function KeepServerMarkup({
  data,
  children,
}: {
  /** What the content is rendered from; content that never changes passes nothing. */
  data?: unknown;
  children: ReactElement<{ children?: ReactNode }>;
}) {
  const [hydratedWith] = useState<unknown>(() => (firstPass ? data : NOT_HYDRATED));
  const navigate = useNavigate();
  if (hydratedWith !== data) return children;
  return cloneElement(children, {
    children: undefined,
    dangerouslySetInnerHTML: KEPT,
    onClick: (event: MouseEvent<HTMLElement>) => followAppLink(event, navigate),
  } as Partial<typeof children.props>);
}

/** Does for a plain link in kept markup what react-router's <Link> does on a click: navigate without reloading. */
function followAppLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction): void {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  ) {
    return;
  }
  const link = event.target instanceof Element ? event.target.closest('a') : null;
  if (link === null || !event.currentTarget.contains(link)) return;
  if ((link.target !== '' && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== window.location.origin) return;
  event.preventDefault();
  void navigate(link.pathname + link.search + link.hash);
}
