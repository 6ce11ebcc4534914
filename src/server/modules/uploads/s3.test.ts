import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentStatus } from '@shared/codes';
import type { VideoRef } from '@shared/schemas/content';
import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { IMAGE_WIDTHS } from '@shared/image-widths';
import { UPLOAD_PART_SIZE, UploadMessages } from '@shared/upload-limits';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { startS3StandIn, type S3StandIn } from '@tests/support/s3-stand-in';
import { FFMPEG_WAIT_MS } from '@tests/support/wait';
import { mediaAssets, mediaSources } from '../../db/schema';
import { S3Storage, storageFor } from '../../services/storage';
import { ffmpegAvailable, makeTestClip } from '../../services/transcoder';
import { attachMedia, createContent } from '../content/testing';
import { makeImageRenditionsJob } from '../media/make-image-renditions-job';
import { transcodeVideoJob } from '../media/transcode-video-job';

/** STORAGE=s3 against a local S3-compatible server: presigned PUT, multipart, GET and the pipeline. */
let s3: S3StandIn;
let t: TestApp;
let dataDir: string;
let token: string;
let creatorId: number;
const hasFfmpeg = await ffmpegAvailable();

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  s3 = await startS3StandIn();
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-s3-app-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3.env } });
  const creator = await createUser(t.deps, { kind: 'creator' });
  creatorId = creator.id;
  token = await tokenFor(t.deps, creator.id, 'api');
});
afterAll(async () => {
  await t.close();
  await s3.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function announce(bytes: Buffer, mime: string): Promise<UploadTicket> {
  const res = await t.request('/api/media/s3/pre-signed', {
    json: { filename: 'f', mime_type: mime, size: bytes.length, purpose: 'content' },
    token,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: UploadTicket }).data;
}

/** What the browser does: PUT each part straight to the bucket, then report the ETag it answered. */
async function send(ticket: UploadTicket, bytes: Buffer): Promise<void> {
  for (const part of ticket.parts) {
    const res = await fetch(part.url!, {
      method: 'PUT',
      body: new Uint8Array(bytes.subarray(part.offset, part.offset + part.size)),
      headers: ticket.parts.length === 1 ? { 'Content-Type': ticket.mime_type } : {},
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const etag = res.headers.get('etag')!;
    const receipt = await t.request(`/api/media/uploads/${ticket.id}/parts/${part.number}`, { json: { etag }, token });
    expect(receipt.status).toBe(200);
  }
}

async function complete(ticket: UploadTicket) {
  return t.request(`/api/media/uploads/${ticket.id}/complete`, { method: 'POST', token });
}

describe('STORAGE=s3', () => {
  it('signs a presigned PUT to the bucket for a small file, checks its bytes and serves it back', async () => {
    const ticket = await announce(PNG, 'image/png');
    expect(ticket.target).toBe('s3');
    expect(ticket.parts[0]!.url).toContain(`${s3.endpoint}/${s3.bucket}/public/images/`);
    await send(ticket, PNG);
    const res = await complete(ticket);
    expect(res.status).toBe(201);
    const asset = ((await res.json()) as { data: MediaAssetResource }).data;
    expect(asset).toMatchObject({ kind: 'image', status: 1 });
    const served = await t.request(asset.poster_url!);
    expect(served.status).toBe(200);
    // Rewritten in the bucket without metadata: the same picture, at the size the asset says.
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(asset.size).toBe(bytes.length);
    const [sent, kept] = await Promise.all([PNG, bytes].map((b) => sharp(b).raw().toBuffer()));
    expect(kept!.equals(sent!)).toBe(true);
  });

  it('makes WebP renditions in the bucket, on request and after the upload, and serves them from there', async () => {
    const photo = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#a05020' } })
      .png()
      .toBuffer();
    const ticket = await announce(photo, 'image/png');
    await send(ticket, photo);
    const asset = ((await (await complete(ticket)).json()) as { data: MediaAssetResource }).data;
    const storage = storageFor(t.deps.config);
    const key = `public/images/${ticket.id}.png`;
    expect(await storage.head(`${key}.w320.webp`)).toBeNull();

    const res = await t.request(`${asset.poster_url}?w=320`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 320, 160]);
    expect(await storage.head(`${key}.w320.webp`)).not.toBeNull();

    await t.deps.jobs.drain(t.deps, { only: [makeImageRenditionsJob] });
    const widths = [];
    for (const width of IMAGE_WIDTHS)
      widths.push((await sharp((await storage.get(`${key}.w${width}.webp`))!).metadata()).width);
    expect(widths).toEqual([320, 640, 800, 800]);
    expect((await t.request(`${asset.poster_url}?w=500`)).status).toBe(422);
    expect(await storage.head(`${key}.w500.webp`)).toBeNull();
  });

  it('uploads a large file in S3 multipart parts, resumable from the recorded parts', async () => {
    const bytes = Buffer.alloc(UPLOAD_PART_SIZE + 5000, 9);
    Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex').copy(bytes, 0);
    const ticket = await announce(bytes, 'video/mp4');
    expect(ticket.parts).toHaveLength(2);
    await send({ ...ticket, parts: ticket.parts.slice(0, 1) }, bytes);
    const resumed = await t.request(`/api/media/uploads/${ticket.id}`, { token });
    const state = ((await resumed.json()) as { data: UploadTicket }).data;
    expect(state.parts.map((p) => p.received)).toEqual([true, false]);
    await send({ ...state, parts: state.parts.slice(1) }, bytes);
    const res = await complete(ticket);
    expect(res.status).toBe(201);
    const asset = ((await res.json()) as { data: MediaAssetResource }).data;
    expect(asset).toMatchObject({ kind: 'video', status: 0, size: bytes.length });
    const [source] = await t.deps.db.select().from(mediaSources).where(eq(mediaSources.assetId, asset.id));
    const storage = storageFor(t.deps.config);
    expect(storage).toBeInstanceOf(S3Storage);
    expect((await storage.get(source!.sourceKey))?.equals(bytes)).toBe(true);
    const range = await storage.stream(source!.sourceKey, { start: 4, end: 11 });
    const chunks: Buffer[] = [];
    for await (const c of range!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString('latin1')).toBe('ftypmp42');
  });

  it('the bucket refuses a tampered, re-targeted or expired presigned URL with 403, and keeps nothing', async () => {
    const put = (url: string, bytes: Buffer, type?: string) =>
      fetch(url, { method: 'PUT', body: new Uint8Array(bytes), headers: type ? { 'Content-Type': type } : {} });
    const storage = storageFor(t.deps.config);

    const ticket = await announce(PNG, 'image/png');
    const url = new URL(ticket.parts[0]!.url!);
    const signature = url.searchParams.get('X-Amz-Signature')!;
    const tampered = new URL(url);
    tampered.searchParams.set(
      'X-Amz-Signature',
      signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
    );
    expect((await put(tampered.href, PNG, 'image/png')).status).toBe(403);
    const elsewhere = new URL(url);
    elsewhere.pathname = elsewhere.pathname.replace(ticket.id, `${ticket.id}x`);
    expect((await put(elsewhere.href, PNG, 'image/png')).status).toBe(403);
    expect(await storage.head(`public/images/${ticket.id}.png`)).toBeNull();

    // A part of a multipart upload cannot be sent with another part's signature.
    const big = Buffer.alloc(UPLOAD_PART_SIZE + 10, 1);
    const multipart = await announce(big, 'video/mp4');
    const partOne = new URL(multipart.parts[0]!.url!);
    partOne.searchParams.set('partNumber', '2');
    expect((await put(partOne.href, big.subarray(UPLOAD_PART_SIZE))).status).toBe(403);

    // Signed two hours ago by the app's clock: the URLs expired an hour ago.
    const frozen = vi.spyOn(t.deps.clock, 'now').mockImplementation(() => Date.now() - 2 * 3600_000);
    let stale: UploadTicket;
    try {
      stale = await announce(PNG, 'image/png');
    } finally {
      frozen.mockRestore();
    }
    expect(Date.parse(stale.urls_expire_at)).toBeLessThan(Date.now());
    expect((await put(stale.parts[0]!.url!, PNG, 'image/png')).status).toBe(403);
    expect(await storage.head(`public/images/${stale.id}.png`)).toBeNull();
    expect((await complete(stale)).status).toBe(422);

    // Asking again hands out fresh URLs, and the upload goes through.
    const fresh = (
      (await (await t.request(`/api/media/uploads/${stale.id}`, { token })).json()) as { data: UploadTicket }
    ).data;
    expect(Date.parse(fresh.urls_expire_at)).toBeGreaterThan(Date.now());
    await send(fresh, PNG);
    expect((await complete(stale)).status).toBe(201);
  });

  it('refuses an object larger than announced (the bucket cannot check it) and removes it', async () => {
    const ticket = await announce(PNG, 'image/png');
    // A presigned URL does not sign the length: the browser could send anything. The completion weighs it.
    const bigger = Buffer.concat([PNG, Buffer.alloc(4096, 1)]);
    const put = await fetch(ticket.parts[0]!.url!, {
      method: 'PUT',
      body: new Uint8Array(bigger),
      headers: { 'Content-Type': 'image/png' },
    });
    expect(put.status).toBe(200);
    await t.request(`/api/media/uploads/${ticket.id}/parts/1`, { json: { etag: put.headers.get('etag') }, token });
    const res = await complete(ticket);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { field: string; errors: string[] }[] }).errors).toEqual([
      { field: 'size', errors: [UploadMessages.sizeMismatch] },
    ]);
    expect(await storageFor(t.deps.config).head(`public/images/${ticket.id}.png`)).toBeNull();
    expect(
      await t.deps.db
        .select()
        .from(mediaAssets)
        .where(eq(mediaAssets.storageKey, `public/images/${ticket.id}.png`)),
    ).toEqual([]);
  });

  it('refuses bytes that are not an allowed type and removes the object', async () => {
    const text = Buffer.from('not an image at all, just text');
    const ticket = await announce(text, 'image/png');
    await send(ticket, text);
    expect((await complete(ticket)).status).toBe(422);
    expect(await storageFor(t.deps.config).head(`public/images/${ticket.id}.png`)).toBeNull();
  });

  it('takes WebVTT captions into the bucket, serves them behind the video’s grant and deletes a replaced file', async () => {
    const vtt = (text: string) => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:01.000\n${text}\n`);
    const item = await createContent(t.deps, creatorId, { status: ContentStatus.published, price: 0 });
    const video = await attachMedia(t.deps, item, 'video');
    const upload = async (bytes: Buffer) => {
      const ticket = await announce(bytes, 'text/vtt');
      expect(ticket.parts[0]!.url).toContain(`/${s3.bucket}/private/captions/`);
      await send(ticket, bytes);
      const res = await complete(ticket);
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: MediaAssetResource }).data.id;
    };
    const attach = async (file: number) =>
      t.request(`/api/content/${item.id}/videos/${video.id}/captions`, {
        method: 'PUT',
        json: { language: 'ko', label: '한국어', file },
        token,
      });
    const first = await upload(vtt('하나'));
    expect((await attach(first)).status).toBe(200);
    const read = await t.request(`/api/content/${item.id}?expand=encodedVideo`);
    const track = ((await read.json()) as { data: { encodedVideo: VideoRef } }).data.encodedVideo.captions[0]!;
    const served = await t.app.request(track.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(Buffer.from(await served.arrayBuffer()).equals(vtt('하나'))).toBe(true);

    const [old] = await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, first));
    expect((await attach(await upload(vtt('둘')))).status).toBe(200);
    expect(await storageFor(t.deps.config).head(old!.storageKey)).toBeNull();
    expect(await (await t.app.request(track.url)).text()).toContain('둘');
  });

  it.skipIf(!hasFfmpeg)(
    'runs the pipeline on a video in the bucket and streams the HLS back through /media/v',
    async () => {
      const file = path.join(dataDir, 'clip.mp4');
      await makeTestClip(file, { seconds: 3, height: 360, audio: false });
      const clip = await readFile(file);
      const ticket = await announce(clip, 'video/mp4');
      await send(ticket, clip);
      const asset = ((await (await complete(ticket)).json()) as { data: MediaAssetResource }).data;
      const item = await createContent(t.deps, creatorId, { status: ContentStatus.published, price: 0 });
      expect(
        (await t.request(`/api/content/${item.id}/attach-media`, { method: 'PUT', json: { video: asset.id }, token }))
          .status,
      ).toBe(200);
      await t.deps.jobs.drain(t.deps, { only: [transcodeVideoJob] });
      const [row] = await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
      expect(row!.status).toBe('ready');
      const read = await t.request(`/api/content/${item.id}?expand=encodedVideo`);
      const url = ((await read.json()) as { data: { encodedVideo: { url: string } } }).data.encodedVideo.url;
      const master = await t.app.request(url);
      expect(master.status).toBe(200);
      expect(await master.text()).toContain('360p/index.m3u8?u=0&');
      const seg = await t.app.request(`/media/v/${asset.id}/360p/seg000.m4s?${url.split('?')[1]}`, {
        headers: { Range: 'bytes=0-187' },
      });
      expect(seg.status).toBe(206);
      expect((await seg.arrayBuffer()).byteLength).toBe(188);
    },
    FFMPEG_WAIT_MS,
  );
});
