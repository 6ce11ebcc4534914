import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { notificationLink, type UnreadCounts } from '@shared/notifications';
import type { NotificationItem } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { pageMeta, type PageMeta } from '../../http/route';
import { publishEvent } from '../../realtime/event-bus';
import { unreadCounts } from './unread-counts';

export function toNotificationItem(row: typeof notifications.$inferSelect): NotificationItem {
  return {
    id: row.id,
    kind: row.kind,
    object_type: row.objectType,
    object_id: row.objectId,
    data: row.data,
    link: notificationLink(row),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The in-app list, newest first. */
export async function listNotifications(
  db: Db,
  userId: number,
  { page, limit }: { page: number; limit: number },
): Promise<{ data: NotificationItem[]; meta: PageMeta }> {
  const rows = await db
    .select({ row: notifications, total: sql<number>`count(*) over ()::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.inApp, true)))
    .orderBy(desc(notifications.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = rows[0] ? Number(rows[0].total) : 0;
  return { data: rows.map((r) => toNotificationItem(r.row)), meta: pageMeta(page, limit, total) };
}

/** Marks some (only the user's own; others' ids are ignored) or all notifications read; answers the new totals. */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  input: { ids?: number[] | undefined; all?: boolean | undefined },
  now: Date,
): Promise<UnreadCounts> {
  return db.transaction(async (tx) => {
    await tx
      .update(notifications)
      .set({ readAt: now })
      .where(
        and(
          eq(notifications.userId, userId),
          isNull(notifications.readAt),
          input.all ? undefined : inArray(notifications.id, input.ids ?? []),
        ),
      );
    await publishEvent(tx, { type: 'unread', userIds: [userId] });
    return unreadCounts(tx, userId);
  });
}
