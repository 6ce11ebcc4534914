import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { PushPayload } from '@shared/schemas/notifications';
import type { Deps } from '../../deps';
import { pushSubscriptions } from '../../db/schema';
import { vapidKeys } from './vapid-keys';

/**
 * Sends one payload to every browser the user subscribed. The message is encrypted and signed by `web-push`
 * (RFC 8291 / 8292) and posted with fetch; a subscription the push service reports gone (404/410) is deleted.
 * Answers how many were accepted.
 */
export async function sendPush(deps: Deps, userId: number, payload: PushPayload): Promise<number> {
  const subscriptions = await deps.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
  if (subscriptions.length === 0) return 0;
  const keys = await vapidKeys(deps.config);
  let accepted = 0;
  let failure: unknown = null;
  for (const s of subscriptions) {
    const request = webpush.generateRequestDetails(
      { endpoint: s.endpoint, keys: { p256dh: s.p256dh, auth: s.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: keys,
        TTL: 24 * 3600,
        urgency: 'normal',
        topic: payload.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(10_000),
    }).catch((error: unknown) => {
      failure = error;
      return null;
    });
    if (!response) continue;
    if (response.status === 404 || response.status === 410) {
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, s.id));
    } else if (response.ok) {
      accepted += 1;
    } else {
      failure = new Error(`push service answered ${response.status}`);
    }
  }
  if (accepted === 0 && failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return accepted;
}
