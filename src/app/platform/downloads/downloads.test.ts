// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokens } from '@app/platform/session';
import { clearUserStores } from '@app/platform/storage';
import { DOWNLOADS_CACHE } from '@app/../sw/downloads-contract';
import { DOWNLOAD_OFFLINE_DAYS, listDownloads, saveDownload, storageUse, verifyDownloads } from './downloads';
import { parseMaster } from './hls-manifest';

/** Cache Storage as the browser has it, in memory (jsdom has none). */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const keyOf = (request: RequestInfo | URL) =>
    new URL(String(request instanceof Request ? request.url : request)).href;
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, entries);
    return {
      put: async (request: RequestInfo, response: Response) => void entries.set(keyOf(request), response),
      match: async (request: RequestInfo) => entries.get(keyOf(request))?.clone(),
      delete: async (request: RequestInfo) => entries.delete(keyOf(request)),
      keys: async () => [...entries.keys()].map((url) => new Request(url)),
    };
  };
  return {
    stores,
    storage: {
      open,
      has: async (name: string) => stores.has(name),
      delete: async (name: string) => stores.delete(name),
      keys: async () => [...stores.keys()],
    },
  };
}

const MASTER = `#EXTM3U
#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360
360p/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=3220800,RESOLUTION=1280x720
720p/index.m3u8
`;
const RENDITION = `#EXTM3U
#EXTINF:4.0,
seg000.ts
#EXTINF:4.0,
seg001.ts
#EXT-X-ENDLIST`;

const origin = location.origin;
const masterUrl = `${origin}/media/v/41/master.m3u8?u=1&exp=9&sig=abc`;
/** What GET /api/content/7 answers: the video playable, locked (refunded), gone, or no answer at all. */
let contentReply: 'watchable' | 'locked' | 404 | 'network';
let requests: { url: string; auth: string | null }[];
let cache: ReturnType<typeof memoryCaches>;

beforeEach(async () => {
  await clearUserStores();
  cache = memoryCaches();
  vi.stubGlobal('caches', cache.storage);
  tokens.setUser('site', { accessToken: 'fan-token', expiresAt: Date.now() + 3_600_000 });
  contentReply = 'watchable';
  requests = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), origin);
    requests.push({ url: url.pathname, auth: new Headers(init.headers).get('Authorization') });
    if (url.pathname === '/media/v/41/master.m3u8') return new Response(MASTER);
    if (url.pathname === '/media/v/41/360p/index.m3u8') return new Response(RENDITION);
    if (url.pathname.startsWith('/media/v/41/360p/seg')) return new Response(new Uint8Array(1000));
    if (url.pathname === '/api/content/7') {
      if (contentReply === 'network') throw new TypeError('Failed to fetch');
      if (contentReply === 404) return new Response(JSON.stringify({ message: 'Not Found' }), { status: 404 });
      const encodedVideo =
        contentReply === 'watchable'
          ? { id: 41, url: masterUrl, status: 'ready' }
          : { locked: true, duration_seconds: 8, poster: null, position: 0 };
      return new Response(JSON.stringify({ data: { id: 7, encodedVideo, encodedAdditionalVideos: [] } }));
    }
    return new Response('', { status: 404 });
  };
  vi.stubGlobal('fetch', vi.fn(fake));
  vi.spyOn(window, 'fetch').mockImplementation(fake);
});
afterEach(() => {
  tokens.clear('site');
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const files = () => [...(cache.stores.get(DOWNLOADS_CACHE)?.keys() ?? [])].map((u) => new URL(u).pathname);

async function save() {
  const variant = parseMaster(MASTER).find((v) => v.name === '360p')!;
  return saveDownload({ mediaId: 41, contentId: 7, title: 'Salsa basics', masterUrl, variant });
}

describe('a saved download', () => {
  it('keeps the chosen rendition, its segments and a master naming only it, fetched with the token', async () => {
    const record = await save();
    expect(files().sort()).toEqual([
      '/media/v/41/360p/index.m3u8',
      '/media/v/41/360p/seg000.ts',
      '/media/v/41/360p/seg001.ts',
      '/media/v/41/master.m3u8',
    ]);
    expect(requests.every((r) => r.auth === 'Bearer fan-token')).toBe(true);
    expect(requests.some((r) => r.url.includes('720p'))).toBe(false);
    const master = await (await caches.open(DOWNLOADS_CACHE)).match(`${origin}/media/v/41/master.m3u8`);
    expect(parseMaster(await master!.text()).map((v) => v.name)).toEqual(['360p']);
    expect(record).toMatchObject({ mediaId: 41, contentId: 7, rendition: '360p', bytes: 2000 + RENDITION.length });
    expect(await storageUse()).toMatchObject({ used: record.bytes });
  });

  it('is renewed while the server says the fan may still watch it, and kept when there is no answer', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await save();
    vi.setSystemTime(new Date('2026-03-20T10:00:00Z'));
    expect((await verifyDownloads(true)).removed).toEqual([]);
    expect((await listDownloads())[0]?.checkedAt).toBe(Date.parse('2026-03-20T10:00:00Z'));
    contentReply = 'network';
    expect((await verifyDownloads(true)).removed).toEqual([]);
    expect(files()).toHaveLength(4);
  });

  it('is deleted, files and all, once the purchase is refunded or the item is gone', async () => {
    await save();
    contentReply = 'locked';
    expect((await verifyDownloads(true)).removed.map((r) => r.mediaId)).toEqual([41]);
    expect(files()).toEqual([]);
    expect(await listDownloads()).toEqual([]);

    await save();
    contentReply = 404;
    expect((await verifyDownloads(true)).removed.map((r) => r.mediaId)).toEqual([41]);
    expect(files()).toEqual([]);
  });

  it(`stops being kept offline ${DOWNLOAD_OFFLINE_DAYS} days after the server last confirmed it`, async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T10:00:00Z'));
    await save();
    vi.setSystemTime(new Date('2026-03-30T10:00:00Z'));
    expect((await verifyDownloads(false)).removed).toEqual([]);
    vi.setSystemTime(new Date('2026-04-01T10:00:00Z'));
    expect((await verifyDownloads(false)).removed.map((r) => r.mediaId)).toEqual([41]);
    expect(files()).toEqual([]);
  });
});
