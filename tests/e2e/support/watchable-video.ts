import { expect, type Page } from '@playwright/test';

/** A call with the signed-in fan's token, from inside the page (the way the app calls the API). */
export async function apiCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const token = localStorage.getItem('stagepass.site.access_token');
      const response = await fetch(path, {
        method,
        headers: {
          ...(token ? { Authorization: `Bearer ${token}` } : {}),
          'X-Requested-With': 'XMLHttpRequest',
          'Content-Type': 'application/json',
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
      return (await response.json()) as T;
    },
    { method, path, body },
  );
}

export interface WatchableVideo {
  contentId: number;
  mediaId: number;
  title: string;
}

/**
 * A ready main video the viewer may watch (free, bought or own), found through the single-item fetch;
 * `types` narrows it to some content types (practice mode is offered on classes and tutorials only).
 */
export async function watchableVideo(page: Page, types?: readonly number[]): Promise<WatchableVideo> {
  const [video] = await watchableVideos(page, 1, types);
  return video!;
}

/** `count` different ready videos the viewer may watch, in the catalogue's order. */
export async function watchableVideos(page: Page, count: number, types?: readonly number[]): Promise<WatchableVideo[]> {
  const list = await apiCall<{
    data: { id: number; title: string; type: number; is_free: boolean; is_bought: boolean }[];
  }>(page, 'GET', '/api/content?limit=100');
  const candidates = list.data.filter((c) => (c.is_free || c.is_bought) && (!types || types.includes(c.type)));
  const found: WatchableVideo[] = [];
  for (const item of candidates) {
    const one = await apiCall<{ data: { encodedVideo?: { id: number; url?: string | null; status?: string } | null } }>(
      page,
      'GET',
      `/api/content/${item.id}?expand=encodedVideo`,
    );
    const video = one.data.encodedVideo;
    if (video?.url && video.status === 'ready')
      found.push({ contentId: item.id, mediaId: video.id, title: item.title });
    if (found.length === count) return found;
  }
  expect(found.length, `the demo has ${count} ready videos the fan may watch`).toBe(count);
  throw new Error('unreachable');
}
