import { useMutation } from '@tanstack/react-query';
import { adminLogin, adminLogout, checkAdminPath } from '@/api/generated/endpoints/admin/admin';
import type { AdminLoginDto } from '@/api/generated/model';

/** Resolves to the new session's token. */
export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: async (credentials: AdminLoginDto) => (await adminLogin(credentials)).sessionToken,
  });
}

export function useAdminLogoutMutation() {
  return useMutation({ mutationFn: () => adminLogout() });
}

/** Resolves when `segment` is the secret admin segment; rejects with the API's 404 (or 400) otherwise. */
export async function confirmAdminSegment(segment: string): Promise<void> {
  await checkAdminPath(encodeURIComponent(segment));
}
