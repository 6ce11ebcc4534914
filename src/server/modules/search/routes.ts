import { ContentResourceSchema } from '@shared/schemas/content';
import { One, Page } from '@shared/schemas/envelope';
import { listQuerySchema } from '@shared/list-query';
import { AutocompleteQuerySchema, searchContentResource, AutocompleteSchema } from '@shared/schemas/search';
import { createRouter, defineRoute, one, page } from '../../http/route';
import { readContextOf } from '../content';
import { autocomplete } from './autocomplete';
import { searchContent } from './search-content';

/** Mounted at /api. Public; a signed-in viewer never finds creators they blocked. */
export const searchRouter = createRouter('api');

defineRoute(
  searchRouter,
  {
    method: 'get',
    path: '/autocomplete',
    summary: 'Creators, content and tags (5 of each) matching what the fan types, in any language',
    access: 'public',
    query: AutocompleteQuerySchema,
    responses: { 200: One(AutocompleteSchema) },
  },
  async (c, { query, auth }) => one(c, await autocomplete(readContextOf(c, auth), query.query)),
);

defineRoute(
  searchRouter,
  {
    method: 'get',
    path: '/search/content',
    summary: 'Search published content by text, type, genre, price, free only and creator role',
    query: listQuerySchema(searchContentResource),
    access: 'public',
    responses: { 200: Page(ContentResourceSchema) },
  },
  async (c, { auth }) => {
    const { data, meta } = await searchContent(readContextOf(c, auth), c.req.queries());
    return page(c, data, meta);
  },
);
