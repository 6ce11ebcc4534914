import { and, eq } from 'drizzle-orm';
import type * as v from 'valibot';
import { ReportDescriptors as M, type CreateReportSchema, type Report } from '@shared/schemas/reports';
import type { Db } from '../../db/client';
import { reports, reportTypes } from '../../db/schema';
import { invalidField } from '../../http/errors';
import { resolveReportTarget } from './resolve-report-target';

type Input = v.InferOutput<typeof CreateReportSchema>;

/**
 * POST /api/reports. Nobody reports their own content (or themselves, or their own review); a
 * reporter has one open report per target (the partial unique index settles two submits racing).
 */
export async function createReport(db: Db, reporterId: number, input: Input): Promise<Report> {
  const [type] = await db
    .select({ id: reportTypes.id })
    .from(reportTypes)
    .where(eq(reportTypes.id, input.report_type_id))
    .limit(1);
  if (!type) throw invalidField('report_type_id', M.unknownType);
  const target = await resolveReportTarget(db, input.target);
  if (!target) throw invalidField('target.id', M.unknownTarget);
  if (target.ownerId === reporterId) throw invalidField('target', M.ownTarget);
  const open = and(
    eq(reports.reporterId, reporterId),
    eq(reports.targetType, input.target.type),
    eq(reports.targetId, input.target.id),
    eq(reports.status, 'open'),
  );
  const [already] = await db.select({ id: reports.id }).from(reports).where(open).limit(1);
  if (already) throw invalidField('target', M.alreadyReported);
  const [row] = await db
    .insert(reports)
    .values({
      reporterId,
      reportTypeId: type.id,
      targetType: input.target.type,
      targetId: input.target.id,
      body: input.body,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw invalidField('target', M.alreadyReported);
  return {
    id: row.id,
    report_type_id: row.reportTypeId,
    body: row.body,
    target: { type: row.targetType, id: row.targetId },
    status: row.status,
    created_at: row.createdAt.toISOString(),
  };
}
