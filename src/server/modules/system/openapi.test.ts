import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { apiRouters } from '../../app';
import { body } from '../auth/testing';
import { JSON_BODY_LIMIT } from '../../http/body-limit';
import { openApiPath } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Operation {
  summary: string;
  security: object[];
  parameters?: { name: string; in: string }[];
  'x-scope': 'api' | 'backend';
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } };
  };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: object } } }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
}

describe('GET /api/openapi.json', () => {
  it('describes every declared route, its body schema and its security', async () => {
    const res = await t.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Document;
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });

    const declared = apiRouters().flatMap(({ base, router }) =>
      router.docs.map((d) => ({ path: openApiPath(`${base}${d.path}`).path, method: d.method })),
    );
    expect(declared.length).toBeGreaterThan(1);
    for (const { path, method } of declared) expect(doc.paths[path]?.[method], `${method} ${path}`).toBeDefined();

    const sendLog = doc.paths['/api/sendLog']?.post;
    expect(sendLog?.requestBody?.content['application/json'].schema.properties).toHaveProperty('level');
    expect(sendLog?.security).toEqual([{}, { bearer: [] }]);
    // Each body route states its byte limit (issue 14): the default, or the one sized for the route.
    expect(sendLog?.responses['413']?.description).toContain(`${JSON_BODY_LIMIT} bytes`);
    const staticPage = doc.paths['/admin-api/static-pages/{slug}']?.put;
    expect(staticPage?.responses['413']?.description).toMatch(/over \d{7,} bytes/);
    expect(doc.paths['/api/ping']?.get?.responses['413']).toBeUndefined();

    // An optional, formatted field: the playlist create's idempotency key.
    const createPlaylist = doc.paths['/api/playlists']?.post?.requestBody?.content['application/json'].schema;
    expect(createPlaylist?.properties.client_key).toMatchObject({ type: 'string', format: 'uuid' });
    expect(createPlaylist).toMatchObject({ required: ['name'] });
  });

  it('documents the body of every operation that takes one', async () => {
    const doc = (await body<Document>(await t.request('/api/openapi.json'))) as Document;
    const withoutBody = operations(doc)
      .filter(({ method, op }) => ['post', 'put', 'patch'].includes(method) && !op.requestBody)
      .map(({ method, path }) => `${method.toUpperCase()} ${path}`);
    expect(withoutBody.sort()).toEqual([...TAKE_NO_JSON_BODY].sort());
  });

  it('documents the list-query parameters of every route that reads them', async () => {
    const doc = (await body<Document>(await t.request('/api/openapi.json'))) as Document;
    const fan = await createUser(t.deps, { kind: 'fan' });
    const tokens = {
      api: [await tokenFor(t.deps, fan.id, 'api'), await tokenFor(t.deps, (await creator()).id, 'api')],
      backend: [await tokenFor(t.deps, (await createUser(t.deps, { kind: 'admin' })).id, 'backend')],
    };
    const playlist = await body<{ data: { id: number } }>(
      await t.request('/api/playlists', { token: tokens.api[0], json: { name: 'Probe' } }),
    );
    const values: Record<string, string> = { id: String(playlist.data.id), resource: 'genres' };

    // A route that reads the list language answers `page=0` with a 422 naming `page`.
    const readsPage: string[] = [];
    for (const { method, path, op } of operations(doc)) {
      // Logging out would revoke the probe's own token.
      if (method !== 'get' || path === '/auth/logout') continue;
      const url = path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '1');
      for (const token of tokens[op['x-scope']]) {
        const res = await t.request(`${url}?page=0`, { token });
        const answer = (await res.json().catch(() => null)) as { errors?: { field: string }[] } | null;
        if (res.status === 422 && answer?.errors?.some((e) => e.field === 'page')) {
          readsPage.push(`GET ${path}`);
          break;
        }
      }
    }
    const undocumented = readsPage.filter((name) => {
      const op = doc.paths[name.slice(4)]?.get;
      const documented = new Set(op?.parameters?.filter((p) => p.in === 'query').map((p) => p.name));
      return !documented.has('page') || !documented.has('limit');
    });
    expect(readsPage.length).toBeGreaterThan(20);
    expect(undocumented).toEqual([]);
  });

  it('describes the declared answers with their bodies and real statuses', async () => {
    const doc = (await body<Document>(await t.request('/api/openapi.json'))) as Document;
    const item = doc.paths['/api/content/{id}']?.get?.responses;
    expect(item?.['200']?.content?.['application/json'].schema).toMatchObject({
      properties: { data: { $ref: '#/components/schemas/ContentResource' } },
      required: ['data'],
    });
    // A path id can name nothing; an unsigned caller is fine on a public route.
    expect(item?.['404']?.content?.['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' });
    expect(item?.['401']).toBeUndefined();
    const list = doc.paths['/api/content']?.get?.responses['200']?.content?.['application/json'].schema;
    expect(list).toMatchObject({
      required: ['data', 'meta'],
      properties: { meta: { $ref: '#/components/schemas/PageMeta' } },
    });
    expect(doc.components.schemas).toHaveProperty('ContentResource');

    const declared = apiRouters().flatMap(({ base, router }) =>
      router.docs.map((d) => ({
        path: openApiPath(`${base}${d.path}`).path,
        method: d.method,
        responses: d.responses ?? {},
      })),
    );
    for (const { path, method, responses } of declared) {
      const documented = doc.paths[path]?.[method]?.responses ?? {};
      for (const [status, answer] of Object.entries(responses)) {
        expect(documented[status], `${method} ${path} ${status}`).toBeDefined();
        expect(documented[status]?.content, `${method} ${path} ${status} body`).toEqual(
          answer === null || answer.kind === 'redirect'
            ? undefined
            : { [answer.kind === 'media' ? answer.type : 'application/json']: { schema: expect.any(Object) } },
        );
      }
    }
  });

  it('is told the answers of every route (issue 16 item 3): none left saying only "success"', () => {
    const undeclared = apiRouters().flatMap(({ base, router }) =>
      router.docs.filter((d) => !d.responses).map((d) => `${d.method.toUpperCase()} ${base}${d.path}`),
    );
    expect(undeclared).toEqual([]);
  });

  it('describes non-JSON answers by their kind: a redirect by its Location, a file by its media type', async () => {
    const doc = (await body<Document>(await t.request('/api/openapi.json'))) as Document;
    const shortLink = doc.paths['/s/{code}']?.get?.responses['302'] as { headers?: Record<string, unknown> };
    expect(shortLink.headers).toHaveProperty('Location');
    const feed = doc.paths['/calendar/{file}']?.get?.responses['200']?.content;
    expect(Object.keys(feed ?? {})).toEqual(['text/calendar']);
    const video = doc.paths['/media/v/{assetId}/{file}']?.get?.responses;
    expect(Object.keys(video ?? {})).toEqual(expect.arrayContaining(['200', '206', '416', '403', '404']));
  });

  it('writes Hono path parameters the OpenAPI way', () => {
    expect(openApiPath('/api/content/:id{[0-9]+}/items/:itemId')).toEqual({
      path: '/api/content/{id}/items/{itemId}',
      names: ['id', 'itemId'],
    });
  });
});

/** Actions without a request body, and the routes whose body is not JSON (upload bytes, PayPal's signed event, Apple's form_post). */
const TAKE_NO_JSON_BODY = [
  'POST /auth/verification/resend',
  'PUT /api/profile/preferred-locale/{code}',
  'PUT /api/profile/preferred-currency/{code}',
  'PUT /api/content/{id}/publish',
  'PUT /api/content/{id}/archivate',
  'PUT /api/content/{id}/un-archivate',
  'PUT /api/content/{id}/restore',
  'PUT /api/feedback/{id}/answered',
  'PUT /media/uploads/{id}/{part}',
  'POST /api/media/uploads/{id}/complete',
  'POST /api/media/{assetId}/retry',
  'POST /api/calendar/feed-url/rotate',
  'POST /api/paypal/webhook',
  'POST /api/paypal/auth/unlink',
  'POST /api/ws-ticket',
  'POST /social/{provider}/callback',
];

function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ path, method, op })),
  );
}

function creator() {
  return createUser(t.deps, { kind: 'creator' });
}
