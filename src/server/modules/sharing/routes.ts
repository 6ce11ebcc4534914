import * as v from 'valibot';
import { One } from '@shared/schemas/envelope';
import { ContentItemQuerySchema, ContentResourceSchema } from '@shared/schemas/content';
import { ShortLinkSchema, ShortLinkResultSchema } from '@shared/schemas/fan';
import { notFound } from '../../http/errors';
import { rateLimit } from '../../http/rate-limit';
import { createRouter, defineRoute, one, type ApiRouter } from '../../http/route';
import { parseId, readContextOf } from '../content';
import { createShortLink } from './create-short-link';
import { resolveShortLink } from './resolve-short-link';
import { getSharedContent } from './get-shared-content';

/** Mounted at /api: sharing is public; a user's token only changes what the content page unlocks. */
export const sharingRouter = createRouter('api');

// Anyone may create short links: damp floods of new rows per address.
sharingRouter.hono.use('/short-links', rateLimit({ name: 'short-links', capacity: 30, perMinute: 30 }));

defineRoute(
  sharingRouter,
  {
    method: 'post',
    path: '/short-links',
    summary: 'A short link to a page of this site',
    access: 'public',
    body: ShortLinkSchema,
    responses: { 201: One(ShortLinkResultSchema) },
  },
  async (c, { auth, body }) =>
    one(c, await createShortLink(c.var.deps.db, c.var.deps.config.publicUrl, body.path, auth?.user?.id ?? null), 201),
);

defineRoute(
  sharingRouter,
  {
    method: 'get',
    path: '/redeploy-short-link/:code',
    summary: 'The page a short link points to',
    access: 'public',
    responses: { 200: One(v.object({ path: v.string() })) },
  },
  async (c, { params }) => {
    const path = await resolveShortLink(c.var.deps.db, params.code ?? '');
    if (!path) throw notFound();
    return one(c, { path });
  },
);

function sharedContentRoute(router: ApiRouter, path: string, summary: string) {
  defineRoute(
    router,
    {
      method: 'get',
      path,
      summary,
      access: 'public',
      query: ContentItemQuerySchema,
      responses: { 200: One(ContentResourceSchema) },
    },
    async (c, { auth, params, query }) => {
      const id = parseId(params.id);
      if (!id) throw notFound();
      return one(c, await getSharedContent(readContextOf(c, auth), id, query.expand));
    },
  );
}

sharedContentRoute(sharingRouter, '/shared-content/:id', 'A shared item as its content page, for any visitor');
sharedContentRoute(sharingRouter, '/global-content/:id', 'The content page for any visitor (same as shared-content)');
