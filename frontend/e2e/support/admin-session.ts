import { expect, type APIRequestContext } from '@playwright/test';

/** Logs an administrator (the e2e one: E2E_ADMIN) in through the API; the session token for `x-admin-session`. */
export async function adminSession(
  request: APIRequestContext,
  admin: { username: string; password: string },
): Promise<string> {
  const response = await request.post('/api/admin/login', {
    data: { username: admin.username, password: admin.password },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { sessionToken: string }).sessionToken;
}
