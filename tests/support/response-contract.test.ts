import { Hono } from 'hono';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { Env } from '@server/http/context';
import { AppError, notFound } from '@server/http/errors';
import { createRouter, defineRoute, mediaBody, one, redirectTo } from '@server/http/route';
import { One } from '@shared/schemas/envelope';
import { createResponseContract } from './response-contract';

/** A route whose handler lies about its answer, as a drifted interface would: only the check can see it. */
function plantedApp() {
  const router = createRouter('api');
  defineRoute(
    router,
    {
      method: 'get',
      path: '/planted/:id',
      summary: 'Planted',
      access: 'public',
      responses: { 200: One(v.object({ id: v.number(), title: v.string() })) },
    },
    (c, { params }) => {
      if (params.id === 'missing') throw notFound();
      if (params.id === 'taken') throw new AppError(409, 'Taken');
      // A private field leaking out: the handler's type allows a wider object, only the strict check sees it.
      if (params.id === 'leaky') return one(c, { id: 7, title: 'Seven', owner: { id: 1, password_hash: 'x' } });
      if (params.id === 'drifted') return one(c, { id: '7', title: null } as unknown as { id: number; title: string });
      return one(c, { id: 7, title: 'Seven' });
    },
  );
  defineRoute(
    router,
    {
      method: 'get',
      path: '/feed/:name',
      summary: 'A calendar file, or a redirect to it',
      access: 'public',
      responses: { 200: mediaBody('text/calendar', 'The feed'), 302: redirectTo('The feed') },
    },
    (c, { params }) => {
      if (params.name === 'moved') return c.redirect('/api/feed/here', 302);
      if (params.name === 'lost') return new Response(null, { status: 302 });
      if (params.name === 'json') return c.json({ data: [] });
      return c.body('BEGIN:VCALENDAR', 200, { 'Content-Type': 'text/calendar; charset=utf-8' });
    },
  );
  const app = new Hono<Env>();
  app.route('/api', router.hono);
  app.onError((error, c) => c.json({ message: error.message }, error instanceof AppError ? error.status : 500));
  const check = createResponseContract([{ base: '/api', router }]);
  return async (path: string) => check('GET', path, await app.request(path));
}

describe('the response contract of the API suite', () => {
  it('fails on a body that does not match the declared schema, naming the route, status and issue paths', async () => {
    const request = plantedApp();
    await expect(request('/api/planted/drifted')).rejects.toThrow(
      /^GET \/api\/planted\/:id answered 200: data\.id: .*; data\.title: /,
    );
  });

  it('fails on a key the schema does not declare, however deep (strict answers)', async () => {
    await expect(plantedApp()('/api/planted/leaky')).rejects.toThrow(
      'GET /api/planted/:id answered 200: keys the schema does not declare: data.owner',
    );
  });

  it('fails on a status the route does not declare', async () => {
    await expect(plantedApp()('/api/planted/taken')).rejects.toThrow(
      'GET /api/planted/:id answered 409: a status the route does not declare',
    );
  });

  it('checks a non-JSON answer by its kind: a redirect names its Location, a file is of the declared type', async () => {
    const request = plantedApp();
    await expect(request('/api/feed/here')).resolves.toBeUndefined();
    await expect(request('/api/feed/moved')).resolves.toBeUndefined();
    await expect(request('/api/feed/lost')).rejects.toThrow(
      'GET /api/feed/:name answered 302: a redirect without Location',
    );
    await expect(request('/api/feed/json')).rejects.toThrow(
      'GET /api/feed/:name answered 200: a body of type "application/json" where the route declares text/calendar',
    );
  });

  it('types the handler from the declared answers', () => {
    const router = createRouter('api');
    const responses = { 201: One(v.object({ id: v.number() })) };
    const spec = (path: string) => ({ method: 'post', path, summary: path, access: 'public', responses }) as const;
    defineRoute(router, spec('/x'), (c) =>
      // @ts-expect-error -- a 200 where the route declares 201
      one(c, { id: 1 }),
    );
    defineRoute(router, spec('/y'), (c) =>
      // @ts-expect-error -- an id that is not a number
      one(c, { id: 'one' }, 201),
    );
    defineRoute(router, { method: 'post', path: '/z', summary: 'z', access: 'public', responses }, (c) =>
      one(c, { id: 1 }, 201),
    );
    expect(router.docs.map((doc) => doc.responses)).toEqual([responses, responses, responses]);
  });

  it('passes a declared answer and a refusal the route implies (404 on a path id)', async () => {
    const request = plantedApp();
    await expect(request('/api/planted/1')).resolves.toBeUndefined();
    await expect(request('/api/planted/missing')).resolves.toBeUndefined();
  });
});
