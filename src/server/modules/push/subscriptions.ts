import { timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { PushRenewInput } from '@shared/schemas/notifications';
import type { Db, Tx } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

/** Saves a browser's subscription; the same endpoint re-subscribed (or handed to another account) is updated. */
export async function savePushSubscription(
  db: Db | Tx,
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

const sameSecret = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/**
 * The browser replaced a subscription (or dropped it: `subscription` null). The old endpoint and its `auth` secret
 * identify the row; the new one takes its place for the same user. Answers false (nothing changed) when no
 * subscription matches both.
 */
export async function renewPushSubscription(db: Db, input: PushRenewInput, userAgent: string | undefined) {
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, input.old_endpoint))
      .for('update');
    if (!old || !sameSecret(old.auth, input.old_auth)) return false;
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, old.id));
    if (input.subscription) await savePushSubscription(tx, old.userId, input.subscription, userAgent);
    return true;
  });
}
