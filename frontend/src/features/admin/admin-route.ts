import { data, type LoaderFunctionArgs } from 'react-router';
import { checkAdminPath } from '../../api/generated/endpoints/admin/admin';
import { ApiError } from '../../lib/api-client';

/** Segments the server has confirmed in this page's lifetime (login → dashboard asks only once). */
const confirmedSegments = new Set<string>();

/**
 * The admin pages exist only under the configured secret segment. The client never knows it:
 * it asks the server, and any other segment gets the ordinary 404 page.
 */
export async function adminPathLoader({ params }: LoaderFunctionArgs): Promise<null> {
  const segment = params.segment ?? '';
  if (confirmedSegments.has(segment)) return null;
  try {
    await checkAdminPath(encodeURIComponent(segment));
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw data('Not Found', { status: 404 });
    }
    throw error;
  }
  confirmedSegments.add(segment);
  return null;
}

/** Tests start each case from an unknown segment. */
export function forgetConfirmedAdminSegments(): void {
  confirmedSegments.clear();
}
