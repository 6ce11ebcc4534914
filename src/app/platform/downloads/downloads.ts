import { del, entries, get, set } from 'idb-keyval';
import type { ContentResource, LockedVideo, VideoRef, ContentResourceSchema } from '@shared/schemas/content';
import { api, isApiError } from '@app/platform/api';
import { tokens } from '@app/platform/session';
import { downloadsDb } from '@app/platform/storage';
import { DOWNLOAD_OFFLINE_DAYS, DOWNLOADS_CACHE, type DownloadRecord } from '@app/../sw/downloads-contract';
import { parseMaster, parseMediaPlaylist, singleVariantMaster, type Variant } from './hls-manifest';
import type { OneOf } from '@app/platform/api';

export { DOWNLOAD_OFFLINE_DAYS, type DownloadRecord };
const DAY_MS = 24 * 3600 * 1000;

export const downloadsSupported = () => typeof caches !== 'undefined' && typeof indexedDB !== 'undefined';

function authorized(url: string, signal?: AbortSignal): Promise<Response> {
  const token = tokens.getUser('site')?.accessToken;
  return fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal }).then((res) => {
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    return res;
  });
}

const absolute = (uri: string, base: string) => new URL(uri, new URL(base, location.href)).href;

/** The renditions a video offers, from its master playlist. */
export async function listRenditions(masterUrl: string, signal?: AbortSignal): Promise<Variant[]> {
  return parseMaster(await (await authorized(masterUrl, signal)).text());
}

export interface SaveInput {
  mediaId: number;
  contentId: number;
  title: string;
  masterUrl: string;
  variant: Variant;
  onProgress?: (done: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Saves one rendition of a video to Cache Storage: its playlist, every segment, and a master that
 * names only this rendition under the master's own address, so the player finds it offline. The
 * files are written only once all arrived, so a dropped connection leaves no half download behind.
 */
export async function saveDownload({ mediaId, contentId, title, masterUrl, variant, onProgress, signal }: SaveInput) {
  const variantUrl = absolute(variant.uri, masterUrl);
  const playlist = await authorized(variantUrl, signal);
  const playlistText = await playlist.clone().text();
  const files = parseMediaPlaylist(playlistText).map((uri) => absolute(uri, variantUrl));
  const fetched: [string, Response][] = [];
  let bytes = playlistText.length;
  for (const [i, url] of files.entries()) {
    const res = await authorized(url, signal);
    const body = await res.arrayBuffer();
    bytes += body.byteLength;
    fetched.push([url, new Response(body, { headers: { 'Content-Type': res.headers.get('Content-Type') ?? '' } })]);
    onProgress?.(i + 1, files.length);
  }
  const cache = await caches.open(DOWNLOADS_CACHE);
  const master = absolute(masterUrl, location.href);
  await Promise.all([
    ...fetched.map(([url, res]) => cache.put(stripSearch(url), res)),
    cache.put(stripSearch(variantUrl), playlist),
    cache.put(
      stripSearch(master),
      new Response(singleVariantMaster(variant), { headers: { 'Content-Type': 'application/vnd.apple.mpegurl' } }),
    ),
  ]);
  const now = Date.now();
  const record: DownloadRecord = {
    mediaId,
    contentId,
    title,
    rendition: variant.name,
    bytes,
    files: [master, variantUrl, ...files].map(stripSearch),
    savedAt: now,
    checkedAt: now,
  };
  await set(String(mediaId), record, downloadsDb);
  return record;
}

/** Signed addresses change over time; the files are the same, so they are stored without the query. */
function stripSearch(url: string): string {
  const u = new URL(url);
  u.search = '';
  return u.href;
}

export async function listDownloads(): Promise<DownloadRecord[]> {
  const all = await entries<string, DownloadRecord>(downloadsDb);
  return all.map(([, r]) => r).sort((a, b) => b.savedAt - a.savedAt);
}

export const getDownload = (mediaId: number) => get<DownloadRecord>(String(mediaId), downloadsDb);

export async function deleteDownload(mediaId: number): Promise<void> {
  const record = await getDownload(mediaId);
  if (record) {
    const cache = await caches.open(DOWNLOADS_CACHE);
    await Promise.all(record.files.map((f) => cache.delete(f)));
  }
  await del(String(mediaId), downloadsDb);
}

/** Whether a download may still play offline (the service worker applies the same rule). */
export const isExpired = (record: DownloadRecord, now = Date.now()) =>
  now - record.checkedAt > DOWNLOAD_OFFLINE_DAYS * DAY_MS;

function mayWatch(item: ContentResource, mediaId: number): boolean {
  const videos: (VideoRef | LockedVideo | null | undefined)[] = [
    item.encodedVideo,
    ...(item.encodedAdditionalVideos ?? []),
  ];
  return videos.some((v) => v && !('locked' in v) && v.id === mediaId);
}

/**
 * Online, asks the server whether each download may still be watched: a refund (or a deleted item)
 * deletes it at once; a confirmation renews its offline days. Offline, expired downloads are deleted.
 */
export async function verifyDownloads(online: boolean): Promise<{ removed: DownloadRecord[] }> {
  const removed: DownloadRecord[] = [];
  for (const record of await listDownloads()) {
    if (!online) {
      if (isExpired(record)) {
        await deleteDownload(record.mediaId);
        removed.push(record);
      }
      continue;
    }
    try {
      const { data } = await api.get<OneOf<typeof ContentResourceSchema>>(`/api/content/${record.contentId}`, {
        query: new URLSearchParams({ expand: 'encodedVideo,encodedAdditionalVideos' }),
      });
      if (mayWatch(data, record.mediaId)) {
        await set(String(record.mediaId), { ...record, checkedAt: Date.now() }, downloadsDb);
        continue;
      }
    } catch (error) {
      // Only a definite answer removes it; a network failure leaves the offline allowance running.
      if (!isApiError(error) || (error.status !== 404 && error.status !== 403)) continue;
    }
    await deleteDownload(record.mediaId);
    removed.push(record);
  }
  return { removed };
}

export interface StorageUse {
  used: number;
  quota: number | null;
}

/** The space downloads take, and what the browser allows this site (navigator.storage.estimate). */
export async function storageUse(): Promise<StorageUse> {
  const used = (await listDownloads()).reduce((sum, r) => sum + r.bytes, 0);
  const estimate = await navigator.storage?.estimate?.().catch(() => undefined);
  return { used, quota: estimate?.quota ?? null };
}
