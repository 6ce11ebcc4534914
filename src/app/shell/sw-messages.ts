import { sessionScopes, tokens } from '@app/platform/session';

/** How long the app waits for the worker to confirm a message; it never blocks sign-out for longer. */
const REPLY_TIMEOUT_MS = 2000;

/** Posts a message to the worker and resolves when it answers on the port it was given, or after REPLY_TIMEOUT_MS. */
function askWorker(worker: ServiceWorker, message: Record<string, unknown>): Promise<void> {
  const channel = new MessageChannel();
  const answered = new Promise<void>((resolve) => {
    channel.port1.onmessage = () => resolve();
    setTimeout(resolve, REPLY_TIMEOUT_MS);
  });
  worker.postMessage(message, [channel.port2]);
  return answered;
}

/**
 * Asks the service worker to delete the signed-out user's private caches (see src/sw.ts) and waits
 * for its answer, so the next person on this device cannot be served that user's responses.
 */
export async function clearUserCaches(): Promise<void> {
  const worker = navigator.serviceWorker?.controller;
  if (!worker) return;
  await askWorker(worker, { type: 'CLEAR_USER_CACHES' });
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
  await askWorker(worker, { type: 'CLIENT_TOKENS', hashes });
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
  const announce = () => announceClientTokens().catch(() => undefined);
  const takeOver = () => {
    announceLoadedCode();
    return announce();
  };
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    const announced = takeOver();
    if (!uncontrolled) return;
    uncontrolled = false;
    // After the worker knows the client token: an answer to a token it does not know is never shared.
    void announced.then(onFirstControl);
  });
  tokens.subscribe(() => void announce());
  void navigator.serviceWorker.ready.then(takeOver);
}
