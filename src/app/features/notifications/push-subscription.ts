import { api } from '@app/platform/api';
import { onSignOut } from '@app/platform/session';
import type { VapidPublicKeySchema } from '@shared/schemas/notifications';
import type { OneOf } from '@app/platform/api';

/** Whether this browser can receive web push at all (a service worker and the Push API). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
  );
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** This browser's subscription, if any. Never waits for a worker that is not registered (development, tests). */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks for permission, subscribes this browser with the server's VAPID key and saves the subscription.
 * Answers false when the person declined.
 */
export async function enablePush(): Promise<boolean> {
  if (!pushSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const { data } = await api.get<OneOf<typeof VapidPublicKeySchema>>('/api/push/vapid-public-key');
  const registration = await navigator.serviceWorker.ready;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(data.public_key),
    }));
  await api.post('/api/push/subscriptions', subscription.toJSON());
  return true;
}

export async function disablePush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  await api.delete('/api/push/subscriptions', { body: { endpoint: subscription.endpoint } });
  await subscription.unsubscribe();
}

/**
 * Saves this browser's subscription again for the signed-in person, once per session start: the browser may have
 * replaced it without telling the worker the old one (Chrome does), and the server keeps the endpoint's newest owner.
 */
export async function resyncPushSubscription(): Promise<void> {
  if (!pushSupported() || Notification.permission !== 'granted') return;
  const subscription = await currentPushSubscription();
  if (subscription) await api.post('/api/push/subscriptions', subscription.toJSON());
}

// Signing out ends this browser's push for that person (a shared computer must not show their messages): the
// subscription is dropped here, the push service then answers "gone", and the server deletes its copy.
onSignOut(async (scope) => {
  if (scope !== 'site') return;
  const subscription = await currentPushSubscription().catch(() => null);
  await subscription?.unsubscribe();
});
