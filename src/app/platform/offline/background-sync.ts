import type { QueryClient } from '@tanstack/react-query';
import { OFFLINE_SYNC_TAG, REPLAY_REQUEST, type ReplayAnswer } from '@app/../sw/offline-sync-contract';

/** `registration.sync` (Background Sync) is Chromium's only, and not in the DOM typings. */
interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** The part of `navigator.serviceWorker` used here, so tests can hand in their own. */
export interface WorkerContainer {
  ready: Promise<ServiceWorkerRegistration>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

const container = (): WorkerContainer | undefined =>
  typeof navigator !== 'undefined' ? navigator.serviceWorker : undefined;

/**
 * Asks the browser to wake the worker when the connection returns (Background Sync, where the browser
 * has it). Elsewhere nothing happens: the app replays on reconnect and on its next start anyway.
 */
export async function requestReplaySync(workers = container()): Promise<boolean> {
  if (!workers) return false;
  const registration = (await workers.ready) as ServiceWorkerRegistration & SyncRegistration;
  if (!registration.sync) return false;
  await registration.sync.register(OFFLINE_SYNC_TAG);
  return true;
}

/**
 * Answers the worker's sync: replays the waiting changes (in the order they were made, as on
 * reconnect) and says how many still wait, so the worker lets the browser retry when some do.
 */
export function answerReplayRequests(
  client: QueryClient,
  waitingChanges: () => number,
  workers = container(),
): () => void {
  if (!workers) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type !== REPLAY_REQUEST) return;
    const port = event.ports[0];
    void client
      .resumePausedMutations()
      .catch(() => undefined)
      .then(() => {
        const answer: ReplayAnswer = { type: 'OFFLINE_CHANGES_REPLAYED', waiting: waitingChanges() };
        port?.postMessage(answer);
      });
  };
  workers.addEventListener('message', onMessage);
  return () => workers.removeEventListener('message', onMessage);
}
