import { One, Page } from '@shared/schemas/envelope';
import {
  CreateReportSchema,
  OpenReportQuerySchema,
  type OpenReportState,
  OpenReportStateSchema,
  ReportResourceSchema,
  ReportTypeSchema,
} from '@shared/schemas/reports';
import { createRouter, defineRoute, one, page, pageMeta } from '../../http/route';
import { libraryMembers, userIdOf } from '../fan';
import { createReport } from './create-report';
import { hasOpenReport } from './has-open-report';
import { listReportTypes } from './list-report-types';

/** Mounted at /api: the report dialog's types and the report itself. */
export const reportsRouter = createRouter('api');

defineRoute(
  reportsRouter,
  {
    method: 'get',
    path: '/report-types',
    summary: 'Report types in the request language (6 = other, free text)',
    access: 'public',
    responses: { 200: Page(ReportTypeSchema) },
  },
  async (c) => {
    const types = await listReportTypes(c.var.deps.db, c.var.locale);
    return page(c, types, pageMeta(1, Math.max(1, types.length), types.length));
  },
);

defineRoute(
  reportsRouter,
  {
    method: 'post',
    path: '/reports',
    summary: 'Report content, a user, a review or a message',
    access: 'user',
    permissions: libraryMembers,
    body: CreateReportSchema,
    responses: { 201: One(ReportResourceSchema) },
  },
  async (c, { body, auth }) => one(c, await createReport(c.var.deps.db, userIdOf(auth), body), 201),
);

defineRoute(
  reportsRouter,
  {
    method: 'get',
    path: '/reports/mine',
    summary: 'Whether the signed-in user already has an open report of a target (?type=content&id=12)',
    access: 'user',
    permissions: libraryMembers,
    query: OpenReportQuerySchema,
    responses: { 200: One(OpenReportStateSchema) },
  },
  async (c, { query, auth }) =>
    one(c, { reported: await hasOpenReport(c.var.deps.db, userIdOf(auth), query) } satisfies OpenReportState),
);
