import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import { AdminDescriptors, type AdminReport, type ResolveReportInput } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { reports } from '../../../db/schema';
import { invalidField, notFound } from '../../../http/errors';
import { recordAudit } from '../../audit/record-audit';
import { notify } from '../../notifications/notify';
import { loadReports, reportWhere } from './list-reports';

/**
 * PUT /admin-api/reports/:id: closes an open report with an outcome and a note. The reporter is told through
 * the notifications module (in-app, and e-mail/push as their settings allow), in the same transaction.
 */
export async function resolveReport(
  db: Db,
  actorId: number,
  reportId: number,
  input: Required<ResolveReportInput>,
  now: Date,
  locale: Locale,
): Promise<AdminReport> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, reportId)).for('update');
    if (!before) throw notFound();
    if (before.status !== 'open') throw invalidField('outcome', AdminDescriptors.reportClosed);
    const [after] = await tx
      .update(reports)
      .set({ status: input.outcome, outcome: input.note || null, resolvedBy: actorId, resolvedAt: now })
      .where(eq(reports.id, reportId))
      .returning();
    if (!after) throw new Error('resolved report vanished');
    const audited = (r: typeof before) => ({ status: r.status, outcome: r.outcome });
    await recordAudit(tx, {
      actorId,
      action: `report.${input.outcome === 'resolved' ? 'resolve' : 'dismiss'}`,
      entity: 'report',
      entityId: reportId,
      before: audited(before),
      after: audited(after),
    });
    await notify(tx, {
      userId: before.reporterId,
      kind: 'report-outcome',
      objectType: 'report',
      objectId: reportId,
      data: {
        outcome: input.outcome,
        note: input.note,
        target: { type: before.targetType, id: before.targetId },
      },
    });
    const [report] = await loadReports(tx, locale, reportWhere.id(reportId), { orderBy: [], limit: 1, offset: 0 });
    if (!report) throw notFound();
    return report;
  });
}
