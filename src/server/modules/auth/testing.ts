import { count, desc, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { vi } from 'vitest';
import type { OAuthTokens } from '@shared/schemas/auth';
import type { Profile } from '@shared/schemas/profile';
import type { TestApp } from '@tests/support/harness';
import { mailOutbox } from '../../db/schema';

/** Helpers shared by the auth, profile and reference API tests (never imported by production code). */
export type { TestApp };

export const PASSWORD = 'correct horse battery staple';

export interface AuthBody {
  data: Profile | null;
  oauth: OAuthTokens;
}

export interface ErrorBody {
  message: string;
  code?: string;
  errors?: { field: string; errors: string[] }[];
}

export async function body<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

/** The messages of one field in a 422 body, or undefined when the field has none. */
export function fieldErrors(error: ErrorBody, field: string): string[] | undefined {
  return error.errors?.find((e) => e.field === field)?.errors;
}

export async function countRows(t: TestApp, table: PgTable, where?: SQL): Promise<number> {
  const [row] = await t.deps.db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** Row counts of several tables at once, to prove a refusal wrote nothing. */
export async function snapshot(t: TestApp, tables: Record<string, PgTable>): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) out[name] = await countRows(t, table);
  return out;
}

export async function mailsTo(t: TestApp, to: string) {
  return t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id));
}

/** The newest mail to an address, with the token of the link it carries. */
export async function lastMail(t: TestApp, to: string) {
  const [mail] = await mailsTo(t, to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error(`no token link in mail to ${to}`);
  return { ...mail, token };
}

export function login(
  t: TestApp,
  email: string,
  password = PASSWORD,
  extra: Record<string, unknown> = {},
  ip = '198.51.100.1',
) {
  return t.request('/auth/login', {
    method: 'POST',
    json: { email, password, ...extra },
    headers: { 'X-Forwarded-For': ip },
  });
}

/** Signs in and returns the envelope, failing the test if the sign-in is refused. */
export async function signIn(t: TestApp, email: string, password = PASSWORD, scope: 'api' | 'backend' = 'api') {
  const res = await login(t, email, password, { scopes: [scope] });
  if (res.status !== 200) throw new Error(`sign-in of ${email} answered ${res.status}: ${await res.text()}`);
  return body<AuthBody>(res);
}

export function getProfile(t: TestApp, token: string) {
  return t.request('/api/profile', { method: 'GET', token });
}

/** Pins the injected clock at `start` and returns a function that moves it forward. */
export function freezeClock(t: TestApp, start = Date.now()) {
  let now = start;
  vi.spyOn(t.deps.clock, 'now').mockImplementation(() => now);
  return {
    now: () => now,
    advance(seconds: number) {
      now += seconds * 1000;
    },
  };
}
