import { useMutation } from '@tanstack/react-query';
import { adminLogin, adminLogout } from '../../../api/generated/endpoints/admin/admin';
import type { AdminLoginDto } from '../../../api/generated/model';

/** Resolves to the new session's token. */
export function useAdminLoginMutation() {
  return useMutation({
    mutationFn: async (credentials: AdminLoginDto) => (await adminLogin(credentials)).sessionToken,
  });
}

export function useAdminLogoutMutation() {
  return useMutation({ mutationFn: () => adminLogout() });
}
