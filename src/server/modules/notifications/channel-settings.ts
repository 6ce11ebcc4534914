import { and, eq, inArray } from 'drizzle-orm';
import {
  defaultChannelEnabled,
  notificationChannels,
  type NotificationChannel,
  type NotificationKind,
} from '@shared/notifications';
import type { Db, Tx } from '../../db/client';
import { notificationSettings } from '../../db/schema';

/** Which channels are on for these users and one kind: saved choices over the defaults. */
export async function enabledChannels(
  db: Db | Tx,
  userIds: number[],
  kind: NotificationKind,
): Promise<Map<number, Set<NotificationChannel>>> {
  const result = new Map<number, Set<NotificationChannel>>();
  for (const id of userIds) {
    result.set(id, new Set(notificationChannels.filter((channel) => defaultChannelEnabled(kind, channel))));
  }
  if (userIds.length === 0) return result;
  const saved = await db
    .select()
    .from(notificationSettings)
    .where(and(inArray(notificationSettings.userId, userIds), eq(notificationSettings.kind, kind)));
  for (const row of saved) {
    const set = result.get(row.userId);
    if (!set) continue;
    if (row.enabled) set.add(row.channel);
    else set.delete(row.channel);
  }
  return result;
}
