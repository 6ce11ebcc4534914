import { sessionScopes, tokens } from '@app/platform/session';

/** How long sign-out waits for the worker to confirm; it never blocks sign-out for longer. */
const REPLY_TIMEOUT_MS = 2000;

/**
 * Asks the service worker to delete the signed-out user's private caches (see src/sw.ts) and waits
 * for its answer, so the next person on this device cannot be served that user's responses.
 */
export async function clearUserCaches(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, REPLY_TIMEOUT_MS);
  });
  worker.postMessage({ type: 'CLEAR_USER_CACHES' }, [channel.port2]);
  await answered;
}

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Tells the worker the hashes of the anonymous client tokens in use; only their answers may be shared.
 * Resolves when the worker says it kept them (or after REPLY_TIMEOUT_MS).
 */
async function announceClientTokens(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker || !crypto.subtle) return;
  const clientTokens = sessionScopes.flatMap((scope) => tokens.getClient(scope)?.token ?? []);
  const hashes = await Promise.all(clientTokens.map(sha256));
  const channel = new MessageChannel();
  const kept = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, REPLY_TIMEOUT_MS);
  });
  worker.postMessage({ type: 'CLIENT_TOKENS', hashes }, [channel.port2]);
  await kept;
}

/**
 * Hands the worker the build files this page loaded before it took control (the first visit): those it did not
 * precache, such as this language's catalogue, are kept for the next launch offline.
 */
function announceLoadedCode(): void {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  const urls = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  worker.postMessage({ type: 'CACHE_APP_CODE', urls });
}

/**
 * The worker learns client tokens by watching /auth/token, but a token fetched before the worker
 * took control (the first visit) would stay unknown for a day and the public catalogue would not be
 * cached offline. So the app announces them whenever a worker takes over or a token changes.
 *
 * On a first visit the page's data may also have been fetched before the worker took control (on a slow
 * phone the install outlasts the first requests), so nothing kept it for offline: `onFirstControl` runs once
 * when a worker takes over a page that started without one, to fetch that data again through it.
 */
export function keepWorkerInformed({ onFirstControl }: { onFirstControl?: () => void } = {}): void {
  if (!('serviceWorker' in navigator)) return;
  let uncontrolled = navigator.serviceWorker.controller === null;
  const announce = () => void announceClientTokens().catch(() => undefined);
  const takeOver = () => {
    announce();
    announceLoadedCode();
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    announceLoadedCode();
    const announced = announceClientTokens().catch(() => undefined);
    if (!uncontrolled) return;
    uncontrolled = false;
    // After the worker knows the client token: an answer to a token it does not know is never shared.
    void announced.then(onFirstControl);
  });
  tokens.subscribe(announce);
  void navigator.serviceWorker.ready.then(takeOver);
}
