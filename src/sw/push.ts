/// <reference lib="webworker" />
/**
 * Web push in the service worker: shows each push message as a notification, and on tap focuses an open
 * Stagepass tab on the notification's page (or opens one). The payload is `PushPayload` (src/shared/schemas/
 * notifications.ts): `{ title, body, url, tag }`, `url` a same-origin path with its language prefix.
 */
import type { PushPayload } from '../shared/schemas/notifications';

declare const self: ServiceWorkerGlobalScope;

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    if (!data || typeof data.title !== 'string') return null;
    return {
      title: data.title,
      body: typeof data.body === 'string' ? data.body : '',
      url: typeof data.url === 'string' && data.url.startsWith('/') && !data.url.startsWith('//') ? data.url : '/',
      tag: typeof data.tag === 'string' ? data.tag : 'stagepass',
    };
  } catch {
    return null;
  }
}

self.addEventListener('push', (event: PushEvent) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      data: { url: payload.url },
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
    }),
  );
});

/** Opens (or focuses) the page a notification is about. */
export async function openNotificationPage(path: string): Promise<void> {
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  // Focusing can be refused (no user activation); the page still changes, so a refusal is not an error.
  const focus = (w: WindowClient) => w.focus().catch(() => undefined);
  const same = windows.find((w) => new URL(w.url).pathname === target.pathname);
  if (same) {
    await focus(same);
    return;
  }
  const any = windows[0];
  const moved = any ? await any.navigate(target.href).catch(() => null) : null;
  if (moved) await focus(moved);
  else await self.clients.openWindow(target.href);
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  const opening = openNotificationPage(typeof url === 'string' ? url : '/');
  // Only a browser-dispatched event may be extended; the e2e journey dispatches a synthetic click.
  if (event.isTrusted) event.waitUntil(opening);
});

/** Not in TypeScript's worker library yet. */
interface PushSubscriptionChangeEvent extends ExtendableEvent {
  readonly oldSubscription: PushSubscription | null;
  readonly newSubscription: PushSubscription | null;
}

/**
 * Tells the server the browser replaced (or dropped) a subscription. The worker holds no user token, so the old
 * subscription's `auth` secret proves the request. Without an old subscription (Chrome sends none) there is
 * nothing to prove it with: the app saves the current one again on its next start.
 */
export async function reportSubscriptionChange(
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
  resubscribe: (options: PushSubscriptionOptionsInit) => Promise<PushSubscription>,
  send: typeof fetch = fetch,
): Promise<void> {
  const old = oldSubscription?.toJSON();
  if (!oldSubscription || !old?.endpoint || !old.keys?.auth) return;
  const replacement =
    newSubscription ??
    (await resubscribe({
      userVisibleOnly: true,
      applicationServerKey: oldSubscription.options.applicationServerKey,
    }).catch(() => null));
  await send('/api/push/subscriptions/renew', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
    body: JSON.stringify({
      old_endpoint: old.endpoint,
      old_auth: old.keys.auth,
      subscription: replacement?.toJSON() ?? null,
    }),
  });
}

self.addEventListener('pushsubscriptionchange', (event: Event) => {
  const change = event as PushSubscriptionChangeEvent;
  change.waitUntil(
    reportSubscriptionChange(change.oldSubscription, change.newSubscription, (options) =>
      self.registration.pushManager.subscribe(options),
    ).catch(() => undefined),
  );
});
