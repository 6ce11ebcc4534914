import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '@server/app';
import { Messages } from '@server/http/errors';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { adminSession } from './testing';

/**
 * The authorization matrix: every /admin-api route, enumerated from apiRouters() so a new route is covered
 * without touching this file, called by every kind of caller. Only an admin's backend-scope token gets past
 * authorization; every other caller is refused with 401 or 403 and the spec's message.
 */
let t: TestApp;
let callers: { name: string; token?: string; status: 401 | 403 }[];
let adminToken: string;

/**
 * Read from Hono's own route table of every router mounted at /admin-api (not from the docs `defineRoute` keeps),
 * so even a route registered on a router by hand is walked. Middleware (`ALL`) is not a route.
 */
const adminMounts = apiRouters().filter((m) => m.base === '/admin-api');
const adminRoutes = adminMounts.flatMap((m) =>
  m.router.hono.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ method: r.method.toLowerCase(), path: `/admin-api${r.path}` })),
);
const documented = adminMounts.flatMap((m) =>
  m.router.docs.map((d) => ({ method: d.method, path: `/admin-api${d.path}` })),
);

/** Values every path parameter can take (no such row: the admin's calls change nothing the other callers rely on). */
const sample: Record<string, string> = { id: '999999', slug: 'terms', locale: 'ko', resource: 'genres' };
const concrete = (path: string) => path.replace(/:(\w+)/g, (_, name: string) => sample[name] ?? '999999');

beforeAll(async () => {
  t = await createTestApp();
  const fan = await createUser(t.deps, { kind: 'fan', verified: true });
  const creator = await createUser(t.deps, { kind: 'creator', verified: true });
  const admin = await adminSession(t);
  adminToken = admin.token;
  callers = [
    { name: 'no token', status: 401 },
    { name: 'a client token (site scope)', token: await tokenFor(t.deps, null, 'api'), status: 401 },
    { name: 'a client token (backend scope)', token: await tokenFor(t.deps, null, 'backend'), status: 401 },
    { name: 'a fan', token: await tokenFor(t.deps, fan.id, 'api'), status: 403 },
    { name: 'a fan holding a backend token', token: await tokenFor(t.deps, fan.id, 'backend'), status: 403 },
    { name: 'a creator', token: await tokenFor(t.deps, creator.id, 'api'), status: 403 },
    { name: "an admin's site-scope token", token: await tokenFor(t.deps, admin.adminId, 'api'), status: 401 },
  ];
});
afterAll(() => t.close());

describe('the /admin-api authorization matrix', () => {
  it('finds the admin routes to walk', () => {
    expect(adminRoutes.length).toBeGreaterThan(15);
    expect(adminRoutes).toContainEqual({ method: 'put', path: '/admin-api/users/:id/toggle-block' });
    expect(adminRoutes).toContainEqual({ method: 'post', path: '/admin-api/transactions/:id/refund' });
  });

  it('walks exactly the routes the API documents (each declared with defineRoute, so its access rule runs)', () => {
    const key = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
    expect(adminRoutes.map(key).sort()).toEqual(documented.map(key).sort());
  });

  it.each(adminRoutes)('$method $path refuses everyone but an admin with a backend token', async (route) => {
    const path = concrete(route.path);
    const init = route.method === 'get' ? { method: 'GET' } : { method: route.method.toUpperCase(), json: {} };
    for (const caller of callers) {
      const res = await t.request(path, { ...init, token: caller.token });
      const body = (await res.json()) as { message: string };
      expect({ caller: caller.name, status: res.status, message: body.message }).toEqual({
        caller: caller.name,
        status: caller.status,
        message: caller.status === 401 ? Messages.unauthorized : Messages.forbidden,
      });
    }
    const res = await t.request(path, { ...init, token: adminToken });
    expect([401, 403], `${route.method} ${path} answered ${res.status} to the admin`).not.toContain(res.status);
  });
});
