import { and, count, desc, eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { AdminUserDetail } from '@shared/schemas/admin';
import type { Db } from '../../../db/client';
import { content, orders, reports, reviews, users } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { loadContentRows } from '../content/list-content';
import { loadReports, reportWhere } from '../reports/list-reports';
import { serializeAdminUser } from './serialize-user';
import { loadPurchases } from './load-purchases';

const LATEST = 20;

/** GET /admin-api/users/:id: the account with its latest content, purchases and the reports about it and by it. */
export async function getUser(db: Db, userId: number, locale: Locale): Promise<AdminUserDetail> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  const latest = { limit: LATEST, offset: 0 };
  const [contentRows, about, by, purchases, counts] = await Promise.all([
    loadContentRows(db, eq(content.ownerId, userId), { orderBy: [desc(content.updatedAt)], ...latest }),
    loadReports(db, locale, reportWhere.about('user', userId), { orderBy: [desc(reports.createdAt)], ...latest }),
    loadReports(db, locale, reportWhere.by(userId), { orderBy: [desc(reports.createdAt)], ...latest }),
    loadPurchases(db, userId, LATEST),
    Promise.all([
      db.select({ n: count() }).from(content).where(eq(content.ownerId, userId)),
      db.select({ n: count() }).from(reports).where(reportWhere.about('user', userId)),
      db.select({ n: count() }).from(reports).where(reportWhere.by(userId)),
      db
        .select({ n: count() })
        .from(reviews)
        .where(and(eq(reviews.authorId, userId))),
      db.select({ n: count() }).from(orders).where(eq(orders.buyerId, userId)),
    ]),
  ]);
  const n = (rows: { n: number }[]) => Number(rows[0]?.n ?? 0);
  return {
    ...serializeAdminUser(user),
    content: contentRows,
    reports_about: about,
    reports_by: by,
    purchases,
    counts: {
      content: n(counts[0]),
      reports_about: n(counts[1]),
      reports_by: n(counts[2]),
      reviews: n(counts[3]),
      purchases: n(counts[4]),
    },
  };
}
