import type { TestApp } from '@tests/support/harness';
import { createUser, tokenFor, type NewUser } from '@tests/support/fixtures';

/** Helpers for the admin API tests (never imported by production code). */
export interface AdminSession {
  adminId: number;
  /** The admin's backend-scope token: what /admin-api accepts. */
  token: string;
}

export async function adminSession(t: TestApp): Promise<AdminSession> {
  const admin = await createUser(t.deps, { kind: 'admin', verified: true });
  return { adminId: admin.id, token: await tokenFor(t.deps, admin.id, 'backend') };
}

export async function userWithToken(t: TestApp, user: NewUser) {
  const row = await createUser(t.deps, { verified: true, ...user });
  return { user: row, token: await tokenFor(t.deps, row.id, 'api') };
}

export const put = (t: TestApp, path: string, token: string, json: unknown = {}) =>
  t.request(path, { method: 'PUT', token, json });

export async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
