import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StudioCaption } from '@shared/schemas/captions';
import type { ContentResource, VideoRef } from '@shared/schemas/content';
import type { StudioContent } from '@shared/schemas/content-editor';
import type { PlaylistItem } from '@shared/schemas/playlists';
import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { CAPTIONS_MAX_BYTES, UploadMessages } from '@shared/upload-limits';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { captionTracks, entitlements, mediaAssets, uploads } from '../../db/schema';
import { attachMedia, createContent, grant } from '../content/testing';

/**
 * Captions end to end: a creator uploads WebVTT files through the upload protocol, attaches them to
 * a video of their content, replaces and removes them; viewers get them exactly when they may play
 * the video, through the video's own signed grant.
 */
let t: TestApp;
let dataDir: string;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
let paid: { id: number; ownerId: number };

const vtt = (text: string) => Buffer.from(`WEBVTT\n\n00:00.000 --> 00:02.000\n${text}\n`, 'utf8');
const EN = vtt('Step to the left');
const JA = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), vtt('左にステップ')]);

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-captions-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const d = t.deps;
  const owner = await createUser(d, { kind: 'creator' });
  const other = await createUser(d, { kind: 'creator' });
  const buyer = await createUser(d, { kind: 'fan' });
  const stranger = await createUser(d, { kind: 'fan' });
  tokens.owner = await tokenFor(d, owner.id, 'api');
  tokens.other = await tokenFor(d, other.id, 'api');
  tokens.buyer = await tokenFor(d, buyer.id, 'api');
  tokens.stranger = await tokenFor(d, stranger.id, 'api');

  paid = await createContent(d, owner.id, { price: 1500 });
  await grant(d, buyer.id, paid.id);
  ids.video = (await attachMedia(d, paid, 'video')).id;
  ids.part2 = (await attachMedia(d, paid, 'additional', { position: 1 })).id;
  ids.teaser = (await attachMedia(d, paid, 'teaser')).id;
  ids.cover = (await attachMedia(d, paid, 'cover')).id;
  const second = await createContent(d, owner.id, { price: 0 });
  ids.secondVideo = (await attachMedia(d, second, 'video')).id;
  ids.second = second.id;
  const others = await createContent(d, other.id, { price: 0 });
  ids.othersVideo = (await attachMedia(d, others, 'video')).id;
  ids.others = others.id;
  const trashed = await createContent(d, owner.id, { deletedAt: new Date(), deletionReason: 'old' });
  ids.trashedVideo = (await attachMedia(d, trashed, 'video')).id;
  ids.trashed = trashed.id;
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function send(bytes: Buffer, opts: { mime?: string; token?: string; name?: string } = {}) {
  const announced = await t.request('/api/media/s3/pre-signed', {
    json: {
      filename: opts.name ?? 'captions.vtt',
      mime_type: opts.mime ?? 'text/vtt',
      size: bytes.length,
      purpose: 'content',
    },
    token: opts.token ?? tokens.owner,
  });
  expect(announced.status).toBe(201);
  const ticket = ((await announced.json()) as { data: UploadTicket }).data;
  const put = await t.app.request(ticket.parts[0]!.url!, { method: 'PUT', body: new Uint8Array(bytes) });
  expect(put.status).toBe(200);
  const completed = await t.request(`/api/media/uploads/${ticket.id}/complete`, {
    method: 'POST',
    token: opts.token ?? tokens.owner,
  });
  return { ticket, res: completed };
}

async function uploadCaptions(bytes: Buffer, token = tokens.owner): Promise<number> {
  const { res } = await send(bytes, { token });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: MediaAssetResource }).data.id;
}

const putCaptions = (contentId: number, videoId: number, json: Record<string, unknown>, token = tokens.owner) =>
  t.request(`/api/content/${contentId}/videos/${videoId}/captions`, { method: 'PUT', json, token });
const deleteCaptions = (contentId: number, videoId: number, language: string, token = tokens.owner) =>
  t.request(`/api/content/${contentId}/videos/${videoId}/captions/${language}`, { method: 'DELETE', token });

const fieldOf = async (res: Response) =>
  ((await res.json()) as { errors: { field: string; errors: string[] }[] }).errors[0];
const stored = (key: string) => stat(path.join(dataDir, 'files', key)).catch(() => null);
const keyOf = async (assetId: number) =>
  (await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, assetId)))[0]?.storageKey;

describe('uploading a WebVTT file', () => {
  it('takes a UTF-8 WebVTT file (with or without a byte order mark) as a private captions asset', async () => {
    for (const bytes of [EN, JA]) {
      const { res } = await send(bytes);
      expect(res.status).toBe(201);
      const asset = ((await res.json()) as { data: MediaAssetResource }).data;
      expect(asset).toMatchObject({ kind: 'captions', mime_type: 'text/vtt', status: 1, size: bytes.length });
      expect(asset.poster_url).toBeNull();
      const key = await keyOf(asset.id);
      expect(key).toMatch(/^private\/captions\/[\w-]+\/captions\.vtt$/);
      expect(await stored(key!)).not.toBeNull();
    }
  });

  it('refuses what is not WebVTT in UTF-8, by its bytes, and keeps nothing of it', async () => {
    const before = await t.deps.db.select({ id: mediaAssets.id }).from(mediaAssets);
    const srt = Buffer.from('1\n00:00:00,000 --> 00:00:02,000\nHello\n');
    const utf16 = Buffer.from(`\uFEFFWEBVTT\n\n00:00.000 --> 00:02.000\nHi\n`, 'utf16le');
    const latin1 = Buffer.concat([vtt('caf'), Buffer.from([0xe9, 0x0a])]);
    for (const bytes of [srt, utf16, latin1]) {
      const { ticket, res } = await send(bytes);
      expect(res.status).toBe(422);
      expect(await fieldOf(res)).toEqual({ field: 'file', errors: [UploadMessages.captionsInvalid] });
      const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, ticket.id));
      expect(row).toMatchObject({ status: 'cancelled', assetId: null });
      expect(await stored(row!.storageKey)).toBeNull();
    }
    expect(await t.deps.db.select({ id: mediaAssets.id }).from(mediaAssets)).toHaveLength(before.length);
  });

  it('refuses captions announced as an image (which would be public) and a file over the limit', async () => {
    const { ticket, res } = await send(EN, { mime: 'image/png', name: 'captions.png' });
    expect(res.status).toBe(422);
    expect((await fieldOf(res))?.field).toBe('file');
    const [row] = await t.deps.db.select().from(uploads).where(eq(uploads.id, ticket.id));
    expect(row!.storageKey.startsWith('public/')).toBe(true);
    expect(await stored(row!.storageKey)).toBeNull();

    const tooLarge = await t.request('/api/media/s3/pre-signed', {
      json: { filename: 'long.vtt', mime_type: 'text/vtt', size: CAPTIONS_MAX_BYTES + 1, purpose: 'content' },
      token: tokens.owner,
    });
    expect(tooLarge.status).toBe(422);
    expect(await fieldOf(tooLarge)).toEqual({ field: 'size', errors: ['The file is too large: at most 1 MB.'] });
    const inJapanese = await t.request('/api/media/s3/pre-signed', {
      json: { filename: 'long.vtt', mime_type: 'text/vtt', size: CAPTIONS_MAX_BYTES + 1, purpose: 'content' },
      token: tokens.owner,
      headers: { applocale: 'ja' },
    });
    expect(await fieldOf(inJapanese)).toEqual({ field: 'size', errors: ['ファイルが大きすぎます（上限 1 MB）。'] });
  });
});

describe('PUT /api/content/:id/videos/:videoId/captions', () => {
  it('gives the main and an additional video their tracks, which the editor lists per video', async () => {
    const en = await uploadCaptions(EN);
    const res = await putCaptions(paid.id, ids.video!, { language: 'en', label: ' English ', file: en });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: StudioCaption[] }).data).toEqual([
      { language: 'en', label: 'English', file_id: en },
    ]);
    const ja = await uploadCaptions(JA);
    expect((await putCaptions(paid.id, ids.part2!, { language: 'ja', label: '日本語', file: ja })).status).toBe(200);

    const editor = await t.request(`/api/creator/content/${paid.id}`, { token: tokens.owner });
    const media = ((await editor.json()) as { data: StudioContent }).data.media;
    expect(media.find((m) => m.id === ids.video)?.captions).toEqual([
      { language: 'en', label: 'English', file_id: en },
    ]);
    expect(media.find((m) => m.id === ids.part2)?.captions).toEqual([{ language: 'ja', label: '日本語', file_id: ja }]);
    expect(media.find((m) => m.id === ids.cover)?.captions).toEqual([]);
  });

  it('replaces a language’s file and label, deleting the old file', async () => {
    const first = await uploadCaptions(vtt('first'));
    await putCaptions(ids.second!, ids.secondVideo!, { language: 'ko', label: 'Korean', file: first });
    const oldKey = (await keyOf(first))!;
    const second = await uploadCaptions(vtt('second'));
    const res = await putCaptions(ids.second!, ids.secondVideo!, { language: 'ko', label: '한국어', file: second });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: StudioCaption[] }).data).toEqual([
      { language: 'ko', label: '한국어', file_id: second },
    ]);
    expect(await keyOf(first)).toBeUndefined();
    expect(await stored(oldKey)).toBeNull();
    // The same file again, with a new label only: nothing is deleted.
    const relabel = await putCaptions(ids.second!, ids.secondVideo!, { language: 'ko', label: 'KO', file: second });
    expect(((await relabel.json()) as { data: StudioCaption[] }).data[0]).toMatchObject({
      label: 'KO',
      file_id: second,
    });
    expect(await stored((await keyOf(second))!)).not.toBeNull();
  });

  it('answers 404 for someone else’s content, a video of another item, a non-video role and trashed content', async () => {
    const file = await uploadCaptions(EN);
    const body = { language: 'fr', label: 'Français', file };
    for (const [contentId, videoId, token] of [
      [ids.others!, ids.othersVideo!, tokens.owner],
      [paid.id, ids.video!, tokens.other],
      [paid.id, ids.secondVideo!, tokens.owner],
      [paid.id, ids.teaser!, tokens.owner],
      [paid.id, ids.cover!, tokens.owner],
      [ids.trashed!, ids.trashedVideo!, tokens.owner],
      [paid.id, 999_999, tokens.owner],
    ] as const) {
      expect((await putCaptions(contentId, videoId, body, token)).status, `${contentId}/${videoId}`).toBe(404);
    }
    expect((await putCaptions(paid.id, ids.video!, body, tokens.buyer)).status).toBe(403);
    expect((await t.deps.db.select().from(captionTracks).where(eq(captionTracks.fileId, file))).length).toBe(0);
  });

  it('refuses a file that is not captions, not yours or already used, and bad fields, on the field; nothing written', async () => {
    const before = await t.deps.db.select().from(captionTracks);
    const othersFile = await uploadCaptions(EN, tokens.other);
    const [used] = before;
    const mine = await uploadCaptions(EN);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ language: 'de', label: 'Deutsch', file: ids.part2 }, 'file', UploadMessages.captionsInvalid],
      [{ language: 'de', label: 'Deutsch', file: ids.cover }, 'file', UploadMessages.captionsInvalid],
      [{ language: 'de', label: 'Deutsch', file: othersFile }, 'file', UploadMessages.assetNotYours],
      [{ language: 'de', label: 'Deutsch', file: used!.fileId }, 'file', UploadMessages.assetDuplicate],
      [{ language: 'klingon', label: 'tlhIngan', file: mine }, 'language', 'Choose one of the offered languages.'],
      [{ language: 'de', label: '  ', file: mine }, 'label', 'The label must be 1 to 60 characters.'],
      [{ language: 'de', label: 'x'.repeat(61), file: mine }, 'label', 'The label must be 1 to 60 characters.'],
      [{ language: 'de', label: 'Deutsch', file: 'captions.vtt' }, 'file', 'Upload a caption file first.'],
      [{ language: 'de', label: 'Deutsch' }, 'file', 'This field is required.'],
    ];
    for (const [body, field, message] of cases) {
      const res = await putCaptions(paid.id, ids.video!, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(await fieldOf(res), JSON.stringify(body)).toEqual({ field, errors: [message] });
    }
    expect(await t.deps.db.select().from(captionTracks)).toEqual(before);
    expect(await keyOf(mine)).toBeDefined();
  });
});

describe('DELETE /api/content/:id/videos/:videoId/captions/:language', () => {
  it('removes the track with its file; a second time, another creator or an unknown language is 404', async () => {
    const file = await uploadCaptions(EN);
    await putCaptions(ids.second!, ids.secondVideo!, { language: 'es', label: 'Español', file });
    const key = (await keyOf(file))!;
    expect((await deleteCaptions(ids.second!, ids.secondVideo!, 'es', tokens.other)).status).toBe(404);
    expect((await deleteCaptions(ids.second!, ids.secondVideo!, 'xx')).status).toBe(404);
    const res = await deleteCaptions(ids.second!, ids.secondVideo!, 'es');
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: StudioCaption[] }).data.map((c) => c.language)).toEqual(['ko']);
    expect(await keyOf(file)).toBeUndefined();
    expect(await stored(key)).toBeNull();
    expect((await deleteCaptions(ids.second!, ids.secondVideo!, 'es')).status).toBe(404);
  });
});

describe('captions in the content read API and at /media/v', () => {
  const EXPAND = 'encodedVideo,encodedAdditionalVideos,encodedTeaser';
  const read = async (token?: string) => {
    const res = await t.request(`/api/content/${paid.id}?expand=${EXPAND}`, { token });
    expect(res.status).toBe(200);
    const text = await res.text();
    return { text, item: (JSON.parse(text) as { data: ContentResource }).data };
  };

  it('gives a viewer who may watch each video’s tracks with the video’s signed grant, and the file behind it', async () => {
    for (const who of ['buyer', 'owner']) {
      const { item } = await read(tokens[who]);
      const video = item.encodedVideo as VideoRef;
      expect(video.captions).toEqual([
        {
          language: 'en',
          label: 'English',
          url: expect.stringMatching(
            new RegExp(`^/media/v/${ids.video}/captions/en\\.vtt\\?u=\\d+&exp=\\d+&sig=[\\w-]+$`),
          ),
        },
      ]);
      expect(video.captions[0]!.url.split('?')[1]).toBe(video.url!.split('?')[1]);
      expect((item.encodedAdditionalVideos![0] as VideoRef).captions.map((c) => c.language)).toEqual(['ja']);
      expect(item.encodedTeaser?.captions).toEqual([]);
      // The URL is the credential: no token needed, as for the video's own files.
      const file = await t.request(video.captions[0]!.url);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
      expect(file.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(await file.arrayBuffer()).equals(EN)).toBe(true);
    }
    const additional = (await read(tokens.buyer)).item.encodedAdditionalVideos![0] as VideoRef;
    const ja = await t.request(additional.captions[0]!.url);
    expect(Buffer.from(await ja.arrayBuffer()).equals(JA)).toBe(true);
  });

  it('gives a viewer who may not watch placeholders with no captions at all (raw JSON)', async () => {
    for (const token of [undefined, tokens.stranger]) {
      const { text, item } = await read(token);
      expect(text).not.toContain('/captions/');
      expect(item.encodedVideo).toEqual({ locked: true, duration_seconds: 60, poster: null, position: 0 });
      expect(item.encodedAdditionalVideos).toEqual([{ locked: true, duration_seconds: 60, poster: null, position: 1 }]);
    }
  });

  it('refuses a tampered, re-targeted or borrowed caption URL with 403, and anyone the gating rule refuses', async () => {
    const { item } = await read(tokens.buyer);
    const video = item.encodedVideo as VideoRef;
    const part2Grant = (item.encodedAdditionalVideos![0] as VideoRef).url!.split('?')[1];
    const url = new URL(video.captions[0]!.url, 'http://x');
    const q = url.searchParams;
    const sig = q.get('sig')!;
    const flipped = `${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`;
    const forged = [
      `${url.pathname}?u=${q.get('u')}&exp=${q.get('exp')}&sig=${flipped}`,
      `${url.pathname}?u=${Number(q.get('u')) + 1}&exp=${q.get('exp')}&sig=${sig}`,
      `${url.pathname}?u=${q.get('u')}&exp=${Number(q.get('exp')) + 3600}&sig=${sig}`,
      // The grant of the additional video does not open the main video's captions.
      `${url.pathname}?${part2Grant}`,
    ];
    for (const forgedUrl of forged) {
      const res = await t.request(forgedUrl, { token: tokens.stranger });
      expect(res.status, forgedUrl).toBe(403);
      expect(await res.text()).not.toContain('Step to the left');
    }
    expect((await t.request(url.pathname, { token: tokens.stranger })).status).toBe(403);
    expect((await t.request(url.pathname)).status).toBe(403);
    expect((await t.request(url.pathname, { token: tokens.buyer })).status).toBe(200);
    expect((await t.request(`/media/v/${ids.video}/captions/de.vtt`, { token: tokens.buyer })).status).toBe(404);
    expect((await t.request(`/media/v/${ids.video}/captions/..%2F..%2Fx.vtt`, { token: tokens.buyer })).status).toBe(
      404,
    );
  });

  it('gives a playlist’s playable video its tracks, and none once the purchase is refunded', async () => {
    const list = await t.request('/api/playlists', { json: { name: 'Drills' }, token: tokens.buyer });
    const playlistId = ((await list.json()) as { data: { id: number } }).data.id;
    const added = await t.request(`/api/playlists/${playlistId}/items`, {
      json: { media_id: ids.video },
      token: tokens.buyer,
    });
    expect(added.status).toBe(201);
    const media = async () => {
      const res = await t.request(`/api/playlists/${playlistId}/items`, { token: tokens.buyer });
      const text = await res.text();
      return { text, item: (JSON.parse(text) as { data: PlaylistItem[] }).data[0]! };
    };
    const before = (await media()).item.media as VideoRef;
    expect(before.captions.map((c) => c.url.split('?')[0])).toEqual([`/media/v/${ids.video}/captions/en.vtt`]);

    await t.deps.db.update(entitlements).set({ revokedAt: new Date() }).where(eq(entitlements.contentId, paid.id));
    const after = await media();
    expect(after.item.media).toMatchObject({ locked: true });
    expect(after.text).not.toContain('/captions/');
    expect((await t.request(before.captions[0]!.url)).status).toBe(403);
  });
});
