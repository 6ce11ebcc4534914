import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** Saves a browser's subscription; the same endpoint re-subscribed (or handed to another account) is updated. */
export async function savePushSubscription(
  db: Db,
  userId: number,
  s: { endpoint: string; keys: { p256dh: string; auth: string } },
  userAgent: string | undefined,
): Promise<void> {
  const values = {
    userId,
    endpoint: s.endpoint,
    p256dh: s.keys.p256dh,
    auth: s.keys.auth,
    userAgent: userAgent ?? null,
  };
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values });
}

/** Removes one of the user's subscriptions (turning push off in this browser); someone else's is left alone. */
export async function deletePushSubscription(db: Db, userId: number, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
