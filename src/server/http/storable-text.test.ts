import type * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRouters } from '@server/app';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { Messages } from './errors';

/**
 * Issue 14.2: PostgreSQL's text holds neither NUL nor a lone UTF-16 surrogate, so such input answered 500.
 * Every route is walked from Hono's own route table (a new route is covered without touching this file):
 * a bad path parameter is 404, a bad query value or body string is 422 naming the field.
 */
let t: TestApp;
let callers: (string | undefined)[];
beforeAll(async () => {
  t = await createTestApp();
  const admin = await createUser(t.deps, { kind: 'admin', verified: true });
  const creator = await createUser(t.deps, { kind: 'creator', verified: true });
  const fan = await createUser(t.deps, { kind: 'fan', verified: true });
  callers = [
    await tokenFor(t.deps, admin.id, 'backend'),
    await tokenFor(t.deps, creator.id, 'api'),
    await tokenFor(t.deps, fan.id, 'api'),
    undefined,
  ];
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';

interface Route {
  method: string;
  path: string;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
}

const routes: Route[] = apiRouters().flatMap(({ base, router }) =>
  router.hono.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => {
      const doc = router.docs.find((d) => d.method.toUpperCase() === r.method && d.path === r.path);
      return { method: r.method, path: `${base}${r.path}`, query: doc?.query, body: doc?.body };
    }),
);

/** The first key an object schema (possibly inside a pipe) names, for a realistic field. */
function firstKey(schema: v.GenericSchema | undefined): string | undefined {
  if (!schema) return undefined;
  if ('entries' in schema) return Object.keys(schema.entries as object)[0];
  if ('pipe' in schema) return firstKey((schema.pipe as v.GenericSchema[])[0]);
  return undefined;
}

const params = (path: string) => [...path.matchAll(/:(\w+)(\{[^}]*\})?/g)];
const withParams = (path: string, bad?: string) =>
  path.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => (name === bad ? 'a%00b' : '1'));

/** Routes that read a JSON body: those with a body schema, and the editor's steps (validated per step). */
const bodyRoutes = routes.filter(
  (r) => r.body || (r.path === '/api/content/:id' && r.method === 'PATCH') || r.path === '/api/content/:id/published',
);

/** Sends as every caller in turn and keeps the first answer that got past authorization. */
async function asAuthorized(path: string, method: string, json?: unknown): Promise<Response> {
  let res: Response | undefined;
  for (const token of callers) {
    res = await t.request(path, { method, token, ...(json !== undefined && { json }) });
    if (res.status !== 401 && res.status !== 403) return res;
  }
  return res!;
}

describe('text PostgreSQL cannot store is refused at the edge', () => {
  it('walks every route', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(bodyRoutes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'GET', path: '/api/creators/:login' }));
  });

  it.each(routes.filter((r) => params(r.path).length > 0))(
    '$method $path: a NUL in a path parameter is 404',
    async (route) => {
      for (const [, name] of params(route.path)) {
        const res = await t.request(withParams(route.path, name), { method: route.method });
        expect(res.status, `:${name}`).toBe(404);
      }
      const surrogate = await t.request(withParams(route.path).replace(/\/1(\/|$)/, '/a%ED%A0%80b$1'), {
        method: route.method,
      });
      if (params(route.path).length) expect(surrogate.status).toBe(404);
    },
  );

  it.each(routes)('$method $path: a NUL in a query value is 422 naming it', async (route) => {
    const key = firstKey(route.query) ?? 'q';
    const res = await t.request(`${withParams(route.path)}?${key}=a%00b`, { method: route.method });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ errors: [{ field: key, errors: [Messages.unstorable] }] });
  });

  it.each(bodyRoutes)('$method $path: a NUL or a lone surrogate in the body is 422 naming the field', async (route) => {
    const key = firstKey(route.body) ?? 'step';
    for (const bad of [NUL, LONE_SURROGATE]) {
      const res = await asAuthorized(withParams(route.path), route.method, {
        [key]: bad,
        nested: [{ ok: 'x', at: bad }],
      });
      expect(res.status).toBe(422);
      expect(await res.json()).toMatchObject({
        errors: [
          { field: key, errors: [Messages.unstorable] },
          { field: 'nested.0.at', errors: [Messages.unstorable] },
        ],
      });
    }
  });

  it('names the examples of the issue', async () => {
    expect((await t.request('/api/creators/a%00b')).status).toBe(404);
    expect((await t.request('/api/autocomplete?query=a%00b')).status).toBe(422);
    const token = await t.request('/auth/token', {
      json: { grant_type: 'client_credentials', client_id: NUL, client_secret: 's', scopes: ['api'] },
    });
    expect(token.status).toBe(422);
    const log = await t.request('/api/sendLog', { json: { message: 'x\ud800', level: 'info' } });
    expect(await log.json()).toMatchObject({ errors: [{ field: 'message' }] });
  });

  it('still takes paired surrogates (emoji) and ordinary escapes', async () => {
    const res = await t.request('/api/sendLog', { json: { message: 'dance 💃 \t "quoted"', level: 'info' } });
    expect(res.status).toBe(204);
  });
});
