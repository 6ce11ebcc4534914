/// <reference lib="webworker" />
/**
 * Background Sync for changes made offline (favourite, follow, playlist edits). The queue lives in the
 * app (paused TanStack Query mutations, persisted to IndexedDB) and its replay needs the app's tokens
 * and their refresh, which live in localStorage, out of a worker's reach (docs/architecture.md, "Offline
 * changes", says why the worker does not replay alone); so on `sync` the worker asks the open windows to replay and
 * waits for their answer. With no window open, or changes still waiting, the sync fails and the
 * browser tries it again later; the app's next start replays the queue in any case.
 */
import { OFFLINE_SYNC_TAG, REPLAY_REQUEST, type ReplayAnswer } from './offline-sync-contract';

declare const self: ServiceWorkerGlobalScope;

/** A window that does not answer in time counts as not having replayed (a frozen tab, say). */
const ANSWER_TIMEOUT_MS = 60_000;

/** Not in TypeScript's worker typings yet. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

function askToReplay(client: Client): Promise<ReplayAnswer | undefined> {
  const channel = new MessageChannel();
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ANSWER_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<ReplayAnswer>) => {
      clearTimeout(timer);
      resolve(event.data);
    };
    client.postMessage({ type: REPLAY_REQUEST }, [channel.port2]);
  });
}

export async function replayInOpenWindows(): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  if (windows.length === 0) throw new Error('No window is open to replay the offline changes.');
  const answers = await Promise.all(windows.map(askToReplay));
  if (!answers.some((answer) => answer?.waiting === 0)) {
    throw new Error('Offline changes are still waiting; the browser will try again.');
  }
}

self.addEventListener('sync', (event) => {
  const sync = event as SyncEvent;
  if (sync.tag === OFFLINE_SYNC_TAG) sync.waitUntil(replayInOpenWindows());
});
