/**
 * What the app and the service worker agree on for Background Sync of offline changes (no DOM or
 * worker APIs here, so both import it). The app registers SYNC_TAG when a change waits for the
 * connection; when the browser fires `sync`, the worker sends REPLAY_REQUEST to the open windows on a
 * MessageChannel and each answers with a ReplayAnswer once its queue has been tried.
 */
export const OFFLINE_SYNC_TAG = 'stagepass-offline-changes';
export const REPLAY_REQUEST = 'REPLAY_OFFLINE_CHANGES';

export interface ReplayAnswer {
  type: 'OFFLINE_CHANGES_REPLAYED';
  /** Changes still waiting after the replay (the connection dropped again, the server is down). */
  waiting: number;
}
