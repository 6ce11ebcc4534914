import { eq, sql } from 'drizzle-orm';
import { defaultChannelEnabled, notificationChannels, notificationKinds } from '@shared/notifications';
import type { NotificationSetting } from '@shared/schemas/notifications';
import type { Db } from '../../db/client';
import { notificationSettings } from '../../db/schema';

/** Every kind × channel with its current state (saved or default). */
export async function readNotificationSettings(db: Db, userId: number): Promise<NotificationSetting[]> {
  const saved = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  const choice = new Map(saved.map((s) => [`${s.kind}/${s.channel}`, s.enabled]));
  return notificationKinds.flatMap((kind) =>
    notificationChannels.map((channel) => ({
      kind,
      channel,
      enabled: choice.get(`${kind}/${channel}`) ?? defaultChannelEnabled(kind, channel),
    })),
  );
}

/** Saves the given choices (others keep theirs) in one statement; answers the whole matrix. */
export async function saveNotificationSettings(
  db: Db,
  userId: number,
  settings: NotificationSetting[],
  now: Date,
): Promise<NotificationSetting[]> {
  const unique = new Map(settings.map((s) => [`${s.kind}/${s.channel}`, s]));
  await db
    .insert(notificationSettings)
    .values([...unique.values()].map((s) => ({ userId, ...s, updatedAt: now })))
    .onConflictDoUpdate({
      target: [notificationSettings.userId, notificationSettings.kind, notificationSettings.channel],
      set: { enabled: sql`excluded.enabled`, updatedAt: now },
    });
  return readNotificationSettings(db, userId);
}
