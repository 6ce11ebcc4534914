import { listQuerySchema } from '@shared/list-query';
import * as v from 'valibot';
import {
  AdminContentActionSchema,
  AdminContentPreviewSchema,
  AdminContentRowSchema,
  BulkResultSchema,
  ContentBulkSchema,
  adminContentListResource,
} from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { defineRoute, one, page } from '../../../http/route';
import { adminIdOf, adminOnly, adminRouter, pathId } from '../router';
import { bulkContent } from './bulk-content';
import { listContent } from './list-content';
import { moderateContent } from './moderate-content';
import { previewContent } from './preview-content';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/content',
    summary: 'All content, any status (list query)',
    ...adminOnly,
    query: listQuerySchema(adminContentListResource),
    responses: { 200: Page(AdminContentRowSchema) },
  },
  async (c) => {
    const { data, meta } = await listContent(c.var.deps.db, c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/content/:id/preview',
    summary: 'One item as a fan who has not bought it sees it, whatever its status',
    ...adminOnly,
    responses: { 200: One(AdminContentPreviewSchema) },
  },
  async (c, { params }) =>
    one(c, await previewContent(c.var.deps.db, pathId(params), new Date(c.var.deps.clock.now()), c.var.locale)),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/content/:id',
    summary: 'Approve, block, unblock, restore or delete an item (reason needed to block or delete)',
    ...adminOnly,
    body: AdminContentActionSchema,
    responses: { 200: One(AdminContentRowSchema) },
  },
  async (c, { auth, params, body }) =>
    one(
      c,
      await moderateContent(
        c.var.deps,
        adminIdOf(auth),
        pathId(params),
        { action: body.action, reason: body.reason, scope: body.scope },
        c.var.locale,
      ),
    ),
);

defineRoute(
  adminRouter,
  {
    method: 'post',
    path: '/content/bulk',
    summary: 'Approve, block (with a reason) or unblock several items; one result per id',
    ...adminOnly,
    body: ContentBulkSchema,
    responses: { 200: One(v.array(BulkResultSchema)) },
  },
  async (c, { auth, body }) => one(c, await bulkContent(c.var.deps, adminIdOf(auth), body, c.var.locale)),
);
