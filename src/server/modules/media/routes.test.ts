import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import type { TestApp } from '../auth/testing';
import { attachMedia, createContent, grant } from '../content/testing';

let t: TestApp;
let dataDir: string;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"/>';
const PLAYLIST = '#EXTM3U\n#EXT-X-VERSION:3\n';

async function put(key: string, text: string) {
  const file = path.join(dataDir, 'files', key);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-media-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const d = t.deps;
  const owner = await createUser(d, { kind: 'creator' });
  const buyer = await createUser(d, { kind: 'fan' });
  const stranger = await createUser(d, { kind: 'fan' });
  tokens.owner = await tokenFor(d, owner.id, 'api');
  tokens.buyer = await tokenFor(d, buyer.id, 'api');
  tokens.stranger = await tokenFor(d, stranger.id, 'api');

  const paid = await createContent(d, owner.id, { price: 1200 });
  await grant(d, buyer.id, paid.id);
  ids.cover = (await attachMedia(d, paid, 'cover', { key: 'public/covers/abc123.svg' })).id;
  ids.video = (await attachMedia(d, paid, 'video', { key: 'private/videos/m-1/master.m3u8' })).id;
  ids.teaser = (
    await attachMedia(d, paid, 'teaser', { key: 'private/teasers/m-1/teaser.mp4', mimeType: 'video/mp4' })
  ).id;
  await put('public/covers/abc123.svg', SVG);
  await put('public/covers/orphan.svg', SVG);
  await put('public/covers/.hidden.svg', SVG);
  await put('private/videos/m-1/master.m3u8', PLAYLIST);
  await put('private/videos/m-1/720p/seg0.ts', 'segment-bytes');
  await put('private/teasers/m-1/teaser.mp4', 'teaser-bytes');
  await put('private/secret.txt', 'never');

  const free = await createContent(d, owner.id, { price: 0 });
  ids.sharedA = (await attachMedia(d, free, 'video', { key: 'private/shared/a.mp4', mimeType: 'video/mp4' })).id;
  await attachMedia(d, paid, 'additional', { key: 'private/shared/b.mp4', mimeType: 'video/mp4', position: 1 });
  await put('private/shared/a.mp4', 'a-bytes');
  await put('private/shared/b.mp4', 'b-bytes');

  const draft = await createContent(d, owner.id, { status: ContentStatus.draft, price: 0 });
  ids.draftVideo = (await attachMedia(d, draft, 'video', { key: 'private/videos/draft/master.m3u8' })).id;
  await put('private/videos/draft/master.m3u8', PLAYLIST);
  const deleted = await createContent(d, owner.id, { price: 0, deletedAt: new Date(), deletionReason: 'x' });
  ids.deletedVideo = (await attachMedia(d, deleted, 'video', { key: 'private/videos/deleted/master.m3u8' })).id;
  await put('private/videos/deleted/master.m3u8', PLAYLIST);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const get = (url: string, token?: string, headers?: Record<string, string>) =>
  t.request(url, { method: 'GET', token, headers });

describe('GET /media/public/*', () => {
  it('serves a public file with its stored type and immutable caching', async () => {
    const res = await get('/media/public/covers/abc123.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe(SVG);
  });

  it('refuses files without an asset row, hidden names and any way out of the folder', async () => {
    for (const url of [
      '/media/public/covers/orphan.svg',
      '/media/public/covers/.hidden.svg',
      '/media/public/covers/missing.svg',
      '/media/public/..%2Fprivate%2Fsecret.txt',
      '/media/public/covers/..%2F..%2Fprivate%2Fsecret.txt',
      '/media/public/covers%2F..%2F..%2Fprivate%2Fsecret.txt',
      '/media/public/covers/%2e%2e/%2e%2e/private/secret.txt',
      '/media/public/covers\\..\\..\\private\\secret.txt',
      '/media/public/covers/abc123.svg%00.txt',
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('never');
    }
  });
});

describe('GET /media/v/:assetId/*', () => {
  const video = () => `/media/v/${ids.video}/master.m3u8`;

  it('serves a gated video to its buyer and its owner, privately', async () => {
    for (const who of ['buyer', 'owner']) {
      const res = await get(video(), tokens[who]);
      expect(res.status, who).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
      expect(res.headers.get('cache-control')).toBe('private, no-store');
      expect(await res.text()).toBe(PLAYLIST);
    }
  });

  it('refuses a non-buyer, a client token and an anonymous visitor with 403', async () => {
    for (const token of [tokens.stranger, await tokenFor(t.deps, null, 'api'), undefined]) {
      const res = await get(video(), token);
      expect(res.status).toBe(403);
      expect(await res.text()).not.toContain('EXTM3U');
    }
    expect((await get(`/media/v/${ids.video}/720p/seg0.ts`, tokens.stranger)).status).toBe(403);
  });

  it('serves the files beside the entry file (renditions, segments) with their own types', async () => {
    const res = await get(`/media/v/${ids.video}/720p/seg0.ts`, tokens.buyer);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('video/mp2t');
    expect(await res.text()).toBe('segment-bytes');
  });

  it('serves a teaser to anyone', async () => {
    const res = await get(`/media/v/${ids.teaser}/teaser.mp4`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('teaser-bytes');
  });

  it('honours a byte range so players can seek', async () => {
    const res = await get(`/media/v/${ids.teaser}/teaser.mp4`, undefined, { Range: 'bytes=0-5' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 0-5/12');
    expect(await res.text()).toBe('teaser');
    const beyond = await get(`/media/v/${ids.teaser}/teaser.mp4`, undefined, { Range: 'bytes=50-60' });
    expect(beyond.status).toBe(416);
  });

  it('never reaches another asset’s file through a shared folder', async () => {
    expect((await get(`/media/v/${ids.sharedA}/a.mp4`)).status).toBe(200);
    const res = await get(`/media/v/${ids.sharedA}/b.mp4`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('b-bytes');
  });

  it('hides videos of unpublished content from all but the owner, and of deleted content from all', async () => {
    expect((await get(`/media/v/${ids.draftVideo}/master.m3u8`, tokens.stranger)).status).toBe(404);
    expect((await get(`/media/v/${ids.draftVideo}/master.m3u8`, tokens.owner)).status).toBe(200);
    expect((await get(`/media/v/${ids.deletedVideo}/master.m3u8`, tokens.owner)).status).toBe(404);
  });

  it('answers 404 for unknown assets, images, bad ids and escapes from the folder', async () => {
    for (const url of [
      '/media/v/999999/master.m3u8',
      `/media/v/${ids.cover}/abc123.svg`,
      '/media/v/abc/master.m3u8',
      `/media/v/${ids.video}/..%2F..%2Fsecret.txt`,
      `/media/v/${ids.video}/%2e%2e/%2e%2e/secret.txt`,
      `/media/v/${ids.video}/missing.ts`,
    ]) {
      const res = await get(url, tokens.owner);
      expect(res.status, url).toBe(404);
      expect(await res.text(), url).not.toContain('never');
    }
  });
});
