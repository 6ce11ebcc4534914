import { listQuerySchema } from '@shared/list-query';
import { AdminReportSchema, ResolveReportSchema, adminReportListResource } from '@shared/schemas/admin';
import { One, Page } from '@shared/schemas/envelope';
import { defineRoute, one, page } from '../../../http/route';
import { adminIdOf, adminOnly, adminRouter, pathId } from '../router';
import { listReports } from './list-reports';
import { resolveReport } from './resolve-report';

defineRoute(
  adminRouter,
  {
    method: 'get',
    path: '/reports',
    summary: 'The report queue with the reported objects (list query)',
    ...adminOnly,
    query: listQuerySchema(adminReportListResource),
    responses: { 200: Page(AdminReportSchema) },
  },
  async (c) => {
    const { data, meta } = await listReports(c.var.deps.db, c.req.queries(), c.var.locale);
    return page(c, data, meta);
  },
);

defineRoute(
  adminRouter,
  {
    method: 'put',
    path: '/reports/:id',
    summary: 'Resolve or dismiss a report; the reporter is notified',
    ...adminOnly,
    body: ResolveReportSchema,
    responses: { 200: One(AdminReportSchema) },
  },
  async (c, { auth, params, body }) =>
    one(
      c,
      await resolveReport(
        c.var.deps.db,
        adminIdOf(auth),
        pathId(params),
        { outcome: body.outcome, note: body.note },
        new Date(c.var.deps.clock.now()),
        c.var.locale,
      ),
    ),
);
