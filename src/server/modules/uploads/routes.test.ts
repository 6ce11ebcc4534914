import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { IMAGE_WIDTHS } from '@shared/image-widths';
import { AVATAR_SIZE, UPLOAD_PART_SIZE } from '@shared/upload-limits';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { mediaAssets, mediaSources, uploadParts, uploads } from '../../db/schema';
import { makeImageRenditionsJob } from '../media/make-image-renditions-job';

let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};

/** Smallest valid PNG: the bytes a real image starts with. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** An MP4 header (ftyp box) followed by filler: enough for the sniffer, not a playable video. */
function fakeMp4(size: number): Buffer {
  const buf = Buffer.alloc(size, 7);
  Buffer.from('00000018667479706d703432000000006d70343269736f6d', 'hex').copy(buf, 0);
  return buf;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-uploads-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const creator = await createUser(t.deps, { kind: 'creator' });
  const other = await createUser(t.deps, { kind: 'creator' });
  const fan = await createUser(t.deps, { kind: 'fan' });
  tokens.creator = await tokenFor(t.deps, creator.id, 'api');
  tokens.other = await tokenFor(t.deps, other.id, 'api');
  tokens.fan = await tokenFor(t.deps, fan.id, 'api');
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function announce(body: Record<string, unknown>, token = tokens.creator) {
  return t.request('/api/media/s3/pre-signed', { json: body, token });
}

async function ticketFor(body: Record<string, unknown>, token = tokens.creator): Promise<UploadTicket> {
  const res = await announce(body, token);
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: UploadTicket }).data;
}

const putPart = (url: string, bytes: Buffer) =>
  t.app.request(url, {
    method: 'PUT',
    body: new Uint8Array(bytes),
    headers: { 'Content-Type': 'application/octet-stream' },
  });

async function complete(id: string, token = tokens.creator) {
  return t.request(`/api/media/uploads/${id}/complete`, { method: 'POST', token });
}

describe('POST /api/media/s3/pre-signed', () => {
  it('answers an upload id and one signed local URL for a small image', async () => {
    const ticket = await ticketFor({
      filename: 'cover.png',
      mime_type: 'image/png',
      size: PNG.length,
      purpose: 'content',
    });
    expect(ticket).toMatchObject({ target: 'local', method: 'PUT', status: 'open', size: PNG.length, asset_id: null });
    expect(ticket.parts).toHaveLength(1);
    expect(ticket.parts[0]!.url).toMatch(/^\/media\/uploads\/[\w-]+\/1\?exp=\d+&sig=[\w-]+$/);
  });

  it('splits a large video into parts of the part size', async () => {
    const size = UPLOAD_PART_SIZE * 2 + 10;
    const ticket = await ticketFor({ filename: 'a.mp4', mime_type: 'video/mp4', size, purpose: 'content' });
    expect(ticket.parts.map((p) => [p.number, p.offset, p.size])).toEqual([
      [1, 0, UPLOAD_PART_SIZE],
      [2, UPLOAD_PART_SIZE, UPLOAD_PART_SIZE],
      [3, UPLOAD_PART_SIZE * 2, 10],
    ]);
  });

  it('refuses a type or a size the purpose does not allow, and writes nothing', async () => {
    const before = await t.deps.db.select().from(uploads);
    const cases: [Record<string, unknown>, string][] = [
      [{ filename: 'x.gif', mime_type: 'image/gif', size: 10, purpose: 'content' }, 'mime_type'],
      [{ filename: 'x.png', mime_type: 'image/png', size: 11 * 1024 * 1024, purpose: 'content' }, 'size'],
      [{ filename: 'x.mp4', mime_type: 'video/mp4', size: 5 * 1024 ** 3, purpose: 'content' }, 'size'],
      [{ filename: 'x.mp4', mime_type: 'video/mp4', size: 0, purpose: 'content' }, 'size'],
      [{ filename: 'x.mp4', mime_type: 'video/mp4', size: 10, purpose: 'avatar' }, 'mime_type'],
      [{ filename: '', mime_type: 'video/mp4', size: 10, purpose: 'content' }, 'filename'],
      [{ filename: 'x.mp4', mime_type: 'video/mp4', size: 10, purpose: 'nope' }, 'purpose'],
    ];
    for (const [body, field] of cases) {
      const res = await announce(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      const json = (await res.json()) as { errors: { field: string }[] };
      expect(json.errors[0]?.field).toBe(field);
    }
    expect(await t.deps.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('lets a fan upload a feedback video but not content, and needs a user', async () => {
    expect(
      (await announce({ filename: 'me.mp4', mime_type: 'video/mp4', size: 100, purpose: 'feedback' }, tokens.fan))
        .status,
    ).toBe(201);
    expect(
      (await announce({ filename: 'me.mp4', mime_type: 'video/mp4', size: 100, purpose: 'content' }, tokens.fan))
        .status,
    ).toBe(403);
    const anonymous = await t.request('/api/media/s3/pre-signed', {
      json: { filename: 'a.png', mime_type: 'image/png', size: 10, purpose: 'content' },
    });
    expect(anonymous.status).toBe(401);
  });
});

describe('PUT /media/uploads/:id/:part (signed)', () => {
  it('refuses a tampered signature, another part’s signature and an expired URL with 403, storing nothing', async () => {
    const ticket = await ticketFor({ filename: 'a.png', mime_type: 'image/png', size: PNG.length, purpose: 'content' });
    const url = new URL(ticket.parts[0]!.url!, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const tampered = `${url.pathname}?exp=${url.searchParams.get('exp')}&sig=${sig.slice(0, -2)}${sig.endsWith('A') ? 'BB' : 'AA'}`;
    expect((await putPart(tampered, PNG)).status).toBe(403);
    const longer = `${url.pathname}?exp=${Number(url.searchParams.get('exp')) + 3600}&sig=${sig}`;
    expect((await putPart(longer, PNG)).status).toBe(403);
    expect((await putPart(`${url.pathname.replace(/\/1$/, '/2')}${url.search}`, PNG)).status).toBe(403);
    expect((await putPart(url.pathname, PNG)).status).toBe(403);

    const later = await createTestApp({ env: { DATA_DIR: dataDir }, clock: { now: () => Date.now() + 2 * 3600_000 } });
    try {
      const expired = await later.app.request(ticket.parts[0]!.url!, { method: 'PUT', body: new Uint8Array(PNG) });
      expect(expired.status).toBe(403);
      expect(((await expired.json()) as { message: string }).message).toMatch(/expired/);
    } finally {
      await later.close();
    }
    expect(await t.deps.db.select().from(uploadParts).where(eq(uploadParts.uploadId, ticket.id))).toEqual([]);
  });

  it('refuses a part larger than announced', async () => {
    const ticket = await ticketFor({ filename: 'a.png', mime_type: 'image/png', size: PNG.length, purpose: 'content' });
    const res = await putPart(ticket.parts[0]!.url!, Buffer.concat([PNG, Buffer.from('extra')]));
    expect(res.status).toBe(422);
  });
});

describe('an image upload, end to end', () => {
  /** A JPEG uploaded as a content picture, completed. */
  async function uploadCover(photo: Buffer): Promise<MediaAssetResource> {
    const ticket = await ticketFor({
      filename: 'c.jpg',
      mime_type: 'image/jpeg',
      size: photo.length,
      purpose: 'content',
    });
    expect((await putPart(ticket.parts[0]!.url!, photo)).status).toBe(200);
    return ((await (await complete(ticket.id)).json()) as { data: MediaAssetResource }).data;
  }

  it('stores the bytes, checks them and answers a ready public image asset', async () => {
    const ticket = await ticketFor({
      filename: 'cover.png',
      mime_type: 'image/png',
      size: PNG.length,
      purpose: 'content',
    });
    expect((await putPart(ticket.parts[0]!.url!, PNG)).status).toBe(200);
    const res = await complete(ticket.id);
    expect(res.status).toBe(201);
    const asset = ((await res.json()) as { data: MediaAssetResource }).data;
    expect(asset).toMatchObject({ kind: 'image', mime_type: 'image/png', status: 1, error: null });
    expect(asset.poster_url).toMatch(/^\/media\/public\/images\/[\w-]+\.png$/);
    const served = await t.request(asset.poster_url!);
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(asset.size).toBe(bytes.length);
    // Rewritten without metadata, the same picture.
    const [sent, kept] = await Promise.all(
      [PNG, bytes].map((b) => sharp(b).raw().toBuffer({ resolveWithObject: true })),
    );
    expect(kept!.info).toMatchObject({ width: sent!.info.width, height: sent!.info.height, format: 'raw' });
    expect(kept!.data.equals(sent!.data)).toBe(true);
    // Completing again answers the same asset.
    const again = await complete(ticket.id);
    expect(((await again.json()) as { data: MediaAssetResource }).data.id).toBe(asset.id);
  });

  it('makes its WebP renditions once it is stored, never wider than the original', async () => {
    const photo = await sharp({ create: { width: 1000, height: 400, channels: 3, background: '#208060' } })
      .jpeg()
      .toBuffer();
    const asset = await uploadCover(photo);
    await t.deps.jobs.drain(t.deps, { only: [makeImageRenditionsJob] });
    const [row] = await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, asset.id));
    const widths = [];
    for (const width of IMAGE_WIDTHS) {
      const stored = await readFile(path.join(dataDir, 'files', `${row!.storageKey}.w${width}.webp`));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      widths.push(meta.width);
    }
    expect(widths).toEqual([320, 640, 960, 1000]);
  });

  it("keeps a photo's picture, turned upright, but not where and when it was taken (its metadata)", async () => {
    // 200×100 as stored, with the camera's tag saying it shows rotated a quarter turn (orientation 6).
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#406080' } })
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'somewhere private', Artist: 'a phone' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const asset = await uploadCover(photo);
    const served = Buffer.from(await (await t.request(asset.poster_url!)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 100, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.includes('somewhere private')).toBe(false);
    expect(asset.size).toBe(served.length);
  });

  it('refuses bytes that are not what the name says, deletes them and cancels the upload', async () => {
    const text = Buffer.from('#!/bin/sh\necho this is not a picture\n');
    const ticket = await ticketFor({
      filename: 'evil.png',
      mime_type: 'image/png',
      size: text.length,
      purpose: 'content',
    });
    expect((await putPart(ticket.parts[0]!.url!, text)).status).toBe(200);
    const res = await complete(ticket.id);
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('file');
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, ticket.id));
    expect(row).toMatchObject({ status: 'cancelled', assetId: null });
    expect(await stat(path.join(dataDir, 'files', row!.storageKey)).catch(() => null)).toBeNull();
  });

  it('refuses a video sent as an image upload of another purpose by its bytes', async () => {
    const bytes = fakeMp4(2000);
    const ticket = await ticketFor({
      filename: 'me.png',
      mime_type: 'image/png',
      size: bytes.length,
      purpose: 'avatar',
    });
    await putPart(ticket.parts[0]!.url!, bytes);
    expect((await complete(ticket.id)).status).toBe(422);
  });
});

describe('an avatar', () => {
  async function uploadAvatar(bytes: Buffer, mime: string) {
    const ticket = await ticketFor(
      { filename: 'me', mime_type: mime, size: bytes.length, purpose: 'avatar' },
      tokens.fan,
    );
    expect((await putPart(ticket.parts[0]!.url!, bytes)).status).toBe(200);
    return complete(ticket.id, tokens.fan);
  }

  it("is stored as a square of the avatar size, cropped to the middle, without the photo's metadata", async () => {
    const wide = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#c04080' } })
      .withMetadata({ exif: { IFD0: { Copyright: 'somewhere private' } } })
      .jpeg()
      .toBuffer();
    const res = await uploadAvatar(wide, 'image/jpeg');
    expect(res.status).toBe(201);
    const asset = ((await res.json()) as { data: MediaAssetResource }).data;
    const served = Buffer.from(await (await t.request(asset.poster_url!)).arrayBuffer());
    const meta = await sharp(served).metadata();
    expect([meta.width, meta.height, meta.format]).toEqual([AVATAR_SIZE, AVATAR_SIZE, 'jpeg']);
    expect(meta.exif).toBeUndefined();
    expect(asset.size).toBe(served.length);
    // Its renditions are made from the square.
    await t.deps.jobs.drain(t.deps, { only: [makeImageRenditionsJob] });
    const small = await sharp(
      Buffer.from(await (await t.request(`${asset.poster_url}?w=320`)).arrayBuffer()),
    ).metadata();
    expect([small.width, small.height, small.format]).toEqual([320, 320, 'webp']);
  });

  it('refuses an image that cannot be read past its first bytes, and keeps nothing', async () => {
    const broken = Buffer.concat([PNG.subarray(0, 16), Buffer.alloc(200, 1)]);
    const res = await uploadAvatar(broken, 'image/png');
    expect(res.status).toBe(422);
    expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe('file');
  });
});

describe('a video in parts, with a dropped connection', () => {
  it('resumes from the parts that arrived, completes and queues the pipeline', async () => {
    const size = UPLOAD_PART_SIZE + 4096;
    const bytes = fakeMp4(size);
    const ticket = await ticketFor({ filename: 'class.mp4', mime_type: 'video/mp4', size, purpose: 'content' });
    const [first, second] = ticket.parts;
    expect((await putPart(first!.url!, bytes.subarray(0, first!.size))).status).toBe(200);
    // The second part is cut short by a dropped connection: nothing is recorded for it.
    expect((await putPart(second!.url!, bytes.subarray(first!.size, first!.size + 100))).status).toBe(422);
    expect((await complete(ticket.id)).status).toBe(422);

    const resumed = await t.request(`/api/media/uploads/${ticket.id}`, { token: tokens.creator });
    const state = ((await resumed.json()) as { data: UploadTicket }).data;
    expect(state.parts.map((p) => p.received)).toEqual([true, false]);
    expect(state.parts[0]!.url).toBeNull();
    expect((await putPart(state.parts[1]!.url!, bytes.subarray(first!.size))).status).toBe(200);

    const res = await complete(ticket.id);
    expect(res.status).toBe(201);
    const asset = ((await res.json()) as { data: MediaAssetResource }).data;
    expect(asset).toMatchObject({ kind: 'video', mime_type: 'video/mp4', status: 0, size });
    const [source] = await t.deps.db.select().from(mediaSources).where(eq(mediaSources.assetId, asset.id));
    const stored = await readFile(path.join(dataDir, 'files', source!.sourceKey));
    expect(stored.equals(bytes)).toBe(true);
    const jobs = await t.deps.database.executeSql(
      `SELECT data FROM pgboss.job WHERE name = 'transcode-video' AND (data->>'assetId')::int = ${asset.id}`,
    );
    expect(jobs.rows).toHaveLength(1);
  });

  it('answers 404 for someone else’s upload on every route', async () => {
    const ticket = await ticketFor({ filename: 'a.png', mime_type: 'image/png', size: PNG.length, purpose: 'content' });
    expect((await t.request(`/api/media/uploads/${ticket.id}`, { token: tokens.other })).status).toBe(404);
    expect((await complete(ticket.id, tokens.other)).status).toBe(404);
    expect((await t.request(`/api/media/uploads/${ticket.id}`, { method: 'DELETE', token: tokens.other })).status).toBe(
      404,
    );
    expect((await t.request(`/api/media/uploads/unknown-upload-id`, { token: tokens.creator })).status).toBe(404);
  });

  it('cancels an upload: its parts are dropped and it cannot be completed', async () => {
    const ticket = await ticketFor({ filename: 'a.png', mime_type: 'image/png', size: PNG.length, purpose: 'content' });
    await putPart(ticket.parts[0]!.url!, PNG);
    expect(
      (await t.request(`/api/media/uploads/${ticket.id}`, { method: 'DELETE', token: tokens.creator })).status,
    ).toBe(204);
    expect((await complete(ticket.id)).status).toBe(422);
    expect((await putPart(ticket.parts[0]!.url!, PNG)).status).toBe(422);
    expect(await t.deps.db.select().from(uploadParts).where(eq(uploadParts.uploadId, ticket.id))).toEqual([]);
  });
});

describe('GET /api/media/:assetId', () => {
  it('shows the owner their asset and hides it from others', async () => {
    const [asset] = await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.kind, 'image')).limit(1);
    const res = await t.request(`/api/media/${asset!.id}`, { token: tokens.creator });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: MediaAssetResource }).data).toMatchObject({ id: asset!.id, status: 1 });
    expect((await t.request(`/api/media/${asset!.id}`, { token: tokens.other })).status).toBe(404);
  });
});
