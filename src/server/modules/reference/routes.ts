import { Page } from '@shared/schemas/envelope';
import { ReferenceNameSchema } from '@shared/schemas/reference';
import { genres, hobbies } from '../../db/schema';
import { createRouter, defineRoute, page, pageMeta } from '../../http/route';
import { NameListQuerySchema } from './name-list-query';
import { searchNames, type NamedTable } from './search-names';

export const referenceRouter = createRouter('api');

function listRoute(path: string, summary: string, table: NamedTable) {
  defineRoute(
    referenceRouter,
    {
      method: 'get',
      path,
      summary,
      access: 'public',
      query: NameListQuerySchema,
      responses: { 200: Page(ReferenceNameSchema) },
    },
    async (c, { query }) => {
      const { items, total } = await searchNames(c.var.deps.db, table, query, c.var.locale);
      return page(c, items, pageMeta(query.page, query.limit, total));
    },
  );
}

listRoute('/genres', 'Genres (tags) whose name matches the query in any language', genres);
listRoute('/hobbies', 'Hobbies whose name matches the query in any language', hobbies);
