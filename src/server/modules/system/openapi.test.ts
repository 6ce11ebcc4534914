import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { apiRouters } from '../../app';
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
  requestBody?: {
    content: { 'application/json': { schema: { properties: Record<string, unknown>; required?: string[] } } };
  };
  responses: Record<string, { description: string }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
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

  it('writes Hono path parameters the OpenAPI way', () => {
    expect(openApiPath('/api/content/:id{[0-9]+}/items/:itemId')).toEqual({
      path: '/api/content/{id}/items/{itemId}',
      names: ['id', 'itemId'],
    });
  });
});
