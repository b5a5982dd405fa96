import { data, type LoaderFunctionArgs } from 'react-router-dom';
import { ApiError } from '@/lib/api-client';
import { confirmAdminSegment } from './api/admin-session';

/**
 * The server answers the path check only 20 times a minute per address, so a confirmed segment is
 * remembered for this tab (sessionStorage: known only to a browser that has been there already).
 */
const CONFIRMED_KEY = 'bb:admin-segment';

function remembered(segment: string): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(CONFIRMED_KEY) === segment;
  } catch {
    return false;
  }
}

function remember(segment: string): void {
  try {
    if (typeof window !== 'undefined') window.sessionStorage.setItem(CONFIRMED_KEY, segment);
  } catch {
    // Without storage the next page asks the server again.
  }
}

/**
 * The admin pages exist only under the configured secret segment. The client never knows it:
 * it asks the server, and any other segment gets the ordinary 404 page.
 */
export async function adminPathLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const segment = params.segment ?? '';
  if (remembered(segment)) return null;
  try {
    await confirmAdminSegment(segment);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data('Not Found', { status: 404 });
    }
    throw error;
  }
  remember(segment);
  return null;
}

/** Tests start each case from an unknown segment. */
export function forgetConfirmedAdminSegments(): void {
  window.sessionStorage.removeItem(CONFIRMED_KEY);
}
