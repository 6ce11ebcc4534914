import { and, count, eq, type SQL } from 'drizzle-orm';
import type { RawQuery } from '@shared/list-query';
import type { Locale } from '@shared/locales';
import { adminReportListResource, type AdminReport } from '@shared/schemas/admin';
import type { Db, Tx } from '../../../db/client';
import { reports, reportTypes, users } from '../../../db/schema';
import { listQueryToSql, parseListQueryOrThrow } from '../../../http/list-query-sql';
import { pageMeta, type PageMeta } from '../../../http/route';
import { localizedName } from '../../reference/localized-name';
import { iso } from '../router';
import { describeTargets } from '../shared/describe-targets';

/** GET /admin-api/reports: the queue (oldest first by default), each report with the object it is about. */
export async function listReports(
  db: Db,
  raw: RawQuery,
  locale: Locale,
): Promise<{ data: AdminReport[]; meta: PageMeta }> {
  const parsed = parseListQueryOrThrow(raw, adminReportListResource);
  const q = listQueryToSql(parsed, {
    fields: {
      status: reports.status,
      report_type_id: reports.reportTypeId,
      target_type: reports.targetType,
      reporter_id: reports.reporterId,
      created_at: reports.createdAt,
    },
    tiebreak: reports.id,
  });
  const data = await loadReports(db, locale, q.where, { orderBy: q.orderBy, limit: q.limit, offset: q.offset });
  const [total] = await db.select({ n: count() }).from(reports).where(q.where);
  return { data, meta: pageMeta(parsed.page, parsed.limit, Number(total?.n ?? 0)) };
}

export async function loadReports(
  db: Db | Tx,
  locale: Locale,
  where: SQL | undefined,
  page: { orderBy: SQL[]; limit: number; offset: number },
): Promise<AdminReport[]> {
  const rows = await db
    .select({ report: reports, type: reportTypes, reporter: { id: users.id, name: users.name, email: users.email } })
    .from(reports)
    .innerJoin(reportTypes, eq(reportTypes.id, reports.reportTypeId))
    .innerJoin(users, eq(users.id, reports.reporterId))
    .where(where)
    .orderBy(...page.orderBy)
    .limit(page.limit)
    .offset(page.offset);
  const describe = await describeTargets(
    db,
    rows.map((r) => ({ type: r.report.targetType, id: r.report.targetId })),
  );
  return rows.map(({ report, type, reporter }) => ({
    id: report.id,
    report_type: { id: type.id, name: localizedName(type, locale) },
    body: report.body,
    status: report.status,
    outcome: report.outcome,
    reporter,
    target: describe({ type: report.targetType, id: report.targetId }),
    created_at: report.createdAt.toISOString(),
    resolved_at: iso(report.resolvedAt),
  }));
}

export const reportWhere = {
  id: (id: number) => eq(reports.id, id),
  about: (type: 'user' | 'content', id: number) => and(eq(reports.targetType, type), eq(reports.targetId, id)),
  by: (userId: number) => eq(reports.reporterId, userId),
};
