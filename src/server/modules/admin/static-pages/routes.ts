import { locales } from '@shared/locales';
import {
  AdminStaticPageSchema,
  AdminStaticPageSummarySchema,
  DeletedStaticPageSchema,
  SlugSchema,
  STATIC_BODY_MAX,
  STATIC_TITLE_MAX,
  StaticPageSchema,
} from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { jsonBytesFor } from '../../../http/body-limit';
import { defineRoute, one, page, pageMeta } from '../../../http/route';
import { parseOrThrow } from '../../../http/validate';
import * as v from 'valibot';
import { adminIdOf, adminOnly, adminRouter } from '../router';
import { deleteStaticPage, getStaticPageVersions, listStaticPages, saveStaticPage } from './static-pages';

const slugOf = (params: Record<string, string>) => parseOrThrow(v.object({ slug: SlugSchema }), params).slug;

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/static-pages',
    summary: 'Every static page and its languages',
    ...adminOnly,
    responses: { 200: Page(AdminStaticPageSummarySchema) },
  },
  async (c) => {
    const pages = await listStaticPages(c.var.deps.db);
    return page(c, pages, pageMeta(1, Math.max(1, pages.length), pages.length));
  },
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/static-pages/:slug',
    summary: 'One static page in every language',
    ...adminOnly,
    responses: { 200: One(AdminStaticPageSchema) },
  },
  async (c, { params }) => one(c, await getStaticPageVersions(c.var.deps.db, slugOf(params))),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/static-pages/:slug',
    summary: 'Create or replace a static page in every language (Markdown)',
    ...adminOnly,
    body: StaticPageSchema,
    bodyLimit: jsonBytesFor(locales.length * (STATIC_TITLE_MAX + STATIC_BODY_MAX)),
    responses: { 200: One(AdminStaticPageSchema), 201: One(AdminStaticPageSchema) },
  },
  async (c, { auth, params, body }) => {
    const { page: saved, created } = await saveStaticPage(
      c.var.deps.db,
      adminIdOf(auth),
      slugOf(params),
      body,
      new Date(c.var.deps.clock.now()),
    );
    return one(c, saved, created ? 201 : 200);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'delete',
    path: '/static-pages/:slug',
    summary: 'Delete a static page in every language',
    ...adminOnly,
    responses: { 200: One(DeletedStaticPageSchema) },
  },
  async (c, { auth, params }) => one(c, await deleteStaticPage(c.var.deps.db, adminIdOf(auth), slugOf(params))),
);
