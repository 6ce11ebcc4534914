import { asc } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { ReportType } from '@shared/schemas/reports';
import type { Db } from '../../db/client';
import { reportTypes } from '../../db/schema';
import { localizedName } from '../reference/localized-name';

/** GET /api/report-types: every type, named in the request's language (English as the fallback). */
export async function listReportTypes(db: Db, locale: Locale): Promise<ReportType[]> {
  const rows = await db.select().from(reportTypes).orderBy(asc(reportTypes.id));
  return rows.map((row) => ({ id: row.id, name: localizedName(row, locale) }));
}
