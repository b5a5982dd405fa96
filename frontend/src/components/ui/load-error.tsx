import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

/**
 * The HTTP status a server-rendered page answers with when its data call was refused as bad input (400: a NUL
 * in the address, an Umkreis place that does not exist): the address is wrong, not the server. Other failures
 * keep the page's own.
 */
export function refusedInputStatus(error: unknown): 400 | undefined {
  return error instanceof ApiError && error.status === 400 ? 400 : undefined;
}

/** A page's data could not be loaded: what failed, the server's German message (or a plain hint), and a way on. */
export function LoadError({
  title,
  error,
  heading: Heading = 'h2',
  children,
}: {
  title: string;
  error: unknown;
  heading?: 'h1' | 'h2';
  children?: ReactNode;
}) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center text-red-900">
      <Heading className="text-xl font-semibold">{title}</Heading>
      <p className="mt-2">
        {(error instanceof ApiError ? error.serverMessage : undefined) ??
          'Bitte versuchen Sie es in einem Moment erneut.'}
      </p>
      {children}
    </div>
  );
}
