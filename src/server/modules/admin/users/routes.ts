import { listQuerySchema } from '@shared/list-query';
import * as v from 'valibot';
import {
  AdminUserDetailSchema,
  AdminUserSchema,
  ApproveUserSchema,
  BulkResultSchema,
  ToggleBlockSchema,
  UserBulkSchema,
  adminUserListResource,
} from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { defineRoute, one, page } from '../../../http/route';
import { adminIdOf, adminOnly, adminRouter, pathId } from '../router';
import { approveUser } from './approve-user';
import { bulkUsers } from './bulk-users';
import { getUser } from './get-user';
import { listUsers } from './list-users';
import { toggleBlock } from './toggle-block';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/users',
    summary: 'Every account (list query)',
    ...adminOnly,
    query: listQuerySchema(adminUserListResource),
    responses: { 200: Page(AdminUserSchema) },
  },
  async (c) => {
    const { data, meta } = await listUsers(c.var.deps.db, c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'post',
    path: '/users/bulk',
    summary: 'Approve, block or unblock several accounts; one result per id',
    ...adminOnly,
    body: UserBulkSchema,
    responses: { 200: One(v.array(BulkResultSchema)) },
  },
  async (c, { auth, body }) =>
    one(c, await bulkUsers(c.var.deps, adminIdOf(auth), body.ids, body.action, new Date(c.var.deps.clock.now()))),
);

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/users/:id',
    summary: 'One account with its content and reports',
    ...adminOnly,
    responses: { 200: One(AdminUserDetailSchema) },
  },
  async (c, { params }) => one(c, await getUser(c.var.deps.db, pathId(params), c.var.locale)),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/users/:id',
    summary: 'Approve a creator waiting for approval',
    ...adminOnly,
    body: ApproveUserSchema,
    responses: { 200: One(AdminUserSchema) },
  },
  async (c, { auth, params }) =>
    one(c, await approveUser(c.var.deps.db, adminIdOf(auth), pathId(params), new Date(c.var.deps.clock.now()))),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/users/:id/toggle-block',
    summary: 'Block (revoking every session at once) or unblock an account',
    ...adminOnly,
    body: ToggleBlockSchema,
    responses: { 200: One(AdminUserSchema) },
  },
  async (c, { auth, params, body }) =>
    one(
      c,
      await toggleBlock(
        c.var.deps,
        adminIdOf(auth),
        pathId(params),
        new Date(c.var.deps.clock.now()),
        body?.blocked,
        body?.reason,
      ),
    ),
);
