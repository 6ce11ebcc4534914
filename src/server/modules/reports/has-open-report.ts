import { and, eq } from 'drizzle-orm';
import type { ReportTargetType } from '@shared/schemas/reports';
import type { Db } from '../../db/client';
import { reports } from '../../db/schema';

/** GET /api/reports/mine: whether this user has an open report of the target (the dialog says so first). */
export async function hasOpenReport(
  db: Db,
  reporterId: number,
  target: { type: ReportTargetType; id: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(
      and(
        eq(reports.reporterId, reporterId),
        eq(reports.targetType, target.type),
        eq(reports.targetId, target.id),
        eq(reports.status, 'open'),
      ),
    )
    .limit(1);
  return row !== undefined;
}
