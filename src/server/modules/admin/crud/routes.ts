import { listQuerySchema } from '@shared/list-query';
import * as v from 'valibot';
import {
  AdminMessages,
  crudResources,
  DeletedRowSchema,
  NamedRowResourceSchema,
  NamedRowSchema,
  crudListResource,
} from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { notFound } from '../../../http/errors';
import { defineRoute, one, page } from '../../../http/route';
import { adminIdOf, adminOnly, adminRouter, pathId } from '../router';
import { createRow, deleteRow, listRows, updateRow } from './crud';

/** An unknown resource name is a 404, like any path that names nothing. */
function resourceOf(params: Record<string, string>) {
  const parsed = v.safeParse(v.picklist(crudResources, AdminMessages.resourceUnknown), params.resource);
  if (!parsed.success) throw notFound();
  return parsed.output;
}

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/crud/:resource',
    summary: 'Rows of a reference table (genres, report-types)',
    ...adminOnly,
    query: listQuerySchema(crudListResource),
    responses: { 200: Page(NamedRowResourceSchema) },
  },
  async (c, { params }) => {
    const { data, meta } = await listRows(c.var.deps.db, resourceOf(params), c.req.queries());
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'post',
    path: '/crud/:resource',
    summary: 'Add a reference row',
    ...adminOnly,
    body: NamedRowSchema,
    responses: { 201: One(NamedRowResourceSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await createRow(c.var.deps.db, adminIdOf(auth), resourceOf(params), body), 201),
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/crud/:resource/:id',
    summary: 'Rename a reference row',
    ...adminOnly,
    body: NamedRowSchema,
    responses: { 200: One(NamedRowResourceSchema) },
  },
  async (c, { auth, params, body }) =>
    one(c, await updateRow(c.var.deps.db, adminIdOf(auth), resourceOf(params), pathId(params), body)),
);

defineRoute(
  adminRouter,
  {
    method: 'delete',
    path: '/crud/:resource/:id',
    summary: 'Delete an unused reference row',
    ...adminOnly,
    responses: { 200: One(DeletedRowSchema) },
  },
  async (c, { auth, params }) =>
    one(c, await deleteRow(c.var.deps.db, adminIdOf(auth), resourceOf(params), pathId(params))),
);
