import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '@server/app';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { Messages } from './errors';

/**
 * Issue 14.8: an answer to a signed-in user may hold their data, so no cache (browser, proxy) keeps it; every
 * GET route is walked from Hono's route table as a fan, a creator and an admin. Anonymous public answers keep
 * the cache headers their routes chose.
 */
let t: TestApp;
let signedIn: { name: string; token: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const fan = await createUser(t.deps, { kind: 'fan', verified: true });
  const creator = await createUser(t.deps, { kind: 'creator', verified: true });
  const admin = await createUser(t.deps, { kind: 'admin', verified: true });
  signedIn = [
    { name: 'fan', token: await tokenFor(t.deps, fan.id, 'api') },
    { name: 'creator', token: await tokenFor(t.deps, creator.id, 'api') },
    { name: 'admin', token: await tokenFor(t.deps, admin.id, 'backend') },
  ];
});
afterAll(() => t.close());

/** Signing out revokes the callers' tokens: it goes last (and the sweep after the other tests). */
const getRoutes = apiRouters()
  .flatMap(({ base, router }) => router.hono.routes.filter((r) => r.method === 'GET').map((r) => `${base}${r.path}`))
  .sort((a, b) => Number(a === '/auth/logout') - Number(b === '/auth/logout'));
const sample: Record<string, string> = { locale: 'ja', code: 'ja', slug: 'terms', resource: 'genres' };
const concrete = (path: string) => path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => sample[name] ?? '1');

describe('Cache-Control on signed-in answers', () => {
  it('keeps the shared cache of a public answer for an anonymous visitor (and a client token)', async () => {
    expect((await t.request('/api/translations/ja')).headers.get('cache-control')).toBe('public, max-age=60');
    const client = await tokenFor(t.deps, null, 'api');
    const res = await t.request('/api/translations/ja', { token: client });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  });

  it('says no-store on a signed-in refusal too, and the 403 reads as English', async () => {
    const res = await t.request('/admin-api/users', { token: signedIn[0]!.token });
    expect(res.status).toBe(403);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toMatchObject({ message: 'You do not have permission to do this.' });
    expect(Messages.forbidden).toBe('You do not have permission to do this.');
  });

  it.each(getRoutes)('GET %s answers a signed-in user with no-store', async (path) => {
    for (const caller of signedIn) {
      const res = await t.request(concrete(path), { token: caller.token });
      if (!res.headers.get('content-type')?.includes('application/json')) continue;
      expect(res.headers.get('cache-control'), `${caller.name}: ${res.status}`).toBe('no-store');
    }
  });
});
