/**
 * What the app's downloads and the service worker agree on (no DOM or worker APIs here, so both import it).
 * The app writes a bought video's files into DOWNLOADS_CACHE and one record per video into the
 * DOWNLOADS_DB idb-keyval store; the worker serves those files while the record is fresh.
 */
export const DOWNLOADS_CACHE = 'sp-user-downloads';
export const DOWNLOADS_DB = 'stagepass-downloads';

/**
 * A download keeps playing offline this many days after the server last confirmed the purchase;
 * every start online re-checks it, and a refund (or any loss of access) deletes it at once.
 */
export const DOWNLOAD_OFFLINE_DAYS = 30;

export interface DownloadRecord {
  mediaId: number;
  contentId: number;
  title: string;
  /** e.g. "360p". */
  rendition: string;
  bytes: number;
  files: string[];
  savedAt: number;
  /** When the server last said this person may still watch it. */
  checkedAt: number;
}
