import type { ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';

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
