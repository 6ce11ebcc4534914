import { isApiError } from '@app/platform/api';
import { OfflineParentMissingError } from './offline-changes';

/**
 * What happens to a queued change when it is replayed (docs/architecture.md, "Playback and offline"):
 * - `done`: the server took it. Changes are sent as the intended end state (favourite: true, follow: false,
 *   "this video in that playlist", "that playlist gone"), so replaying one whose end state already holds
 *   is harmless; the playlist writes check the end state themselves when the server answers 422 (404 for
 *   a delete).
 * - `dropped`: the server wins. The thing is gone (404) or no longer yours (403); the change is listed
 *   to the person as not applied, never silently lost.
 * - `orphaned`: the change belongs to a playlist created offline whose create did not go through; it is
 *   listed, and "Try again" sends it once the playlist has been created.
 * - `wait`: no connection or the server is struggling (status 0, 429, 5xx); it stays queued.
 * - `failed`: any other refusal; listed to the person with the server's message.
 */
export type ReplayOutcome = 'done' | 'dropped' | 'orphaned' | 'wait' | 'failed';

export function replayOutcome(error: unknown): ReplayOutcome {
  if (error === undefined) return 'done';
  if (error instanceof OfflineParentMissingError) return 'orphaned';
  if (!isApiError(error)) return 'failed';
  if (error.isOffline || error.status === 0 || error.status === 429 || error.status >= 500) return 'wait';
  if (error.status === 404 || error.status === 403 || error.status === 410) return 'dropped';
  return 'failed';
}
