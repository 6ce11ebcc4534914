import { StaticPageSchema } from '@shared/schemas/content';
import { One } from '@shared/schemas/envelope';
import { DEFAULT_LOCALE } from '@shared/locales';
import { createRouter, defineRoute, one } from '../../http/route';
import { getStaticPage } from './get-static-page';

/** Mounted at /api: terms, privacy policy, support and any other admin-written page. */
export const staticPagesRouter = createRouter('api');

defineRoute(
  staticPagesRouter,
  {
    method: 'get',
    path: '/static-pages/:slug',
    summary: 'A static page in the applocale language',
    access: 'public',
    responses: { 200: One(StaticPageSchema) },
  },
  async (c, { params }) =>
    one(c, await getStaticPage(c.var.deps.db, params.slug ?? '', c.var.locale ?? DEFAULT_LOCALE)),
);
