import { listQuerySchema } from '@shared/list-query';
import { ContentItemQuerySchema, ContentResourceSchema, contentListResource } from '@shared/schemas/content';
import { One, Page } from '@shared/schemas/envelope';
import { notFound } from '../../http/errors';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { getContent } from './get-content';
import { listContent } from './list-content';
import { parseId } from './parse-id';
import { readContextOf } from './viewer';

/** Mounted at /api. A token is optional; a user's token decides is_bought, is_own and the gating. */
export const contentRouter = createRouter('api');

defineRoute(
  contentRouter,
  {
    method: 'get',
    path: '/content',
    summary: 'Published content, with the list-query language',
    access: 'public',
    query: listQuerySchema(contentListResource),
    responses: { 200: Page(ContentResourceSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await listContent(readContextOf(c, auth), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  contentRouter,
  {
    method: 'get',
    path: '/content/:id',
    summary: 'One content item with the requested expansions',
    access: 'public',
    query: ContentItemQuerySchema,
    responses: { 200: One(ContentResourceSchema) },
  },
  async (c, { params, query, auth }) => {
    const id = parseId(params.id);
    if (!id) throw notFound();
    return one(c, await getContent(readContextOf(c, auth), id, query.expand));
  },
);
