import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import { VideoFailureMessages } from '@shared/video-failure';
import type { MediaAssetResource, UploadTicket } from '@shared/schemas/uploads';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { FFMPEG_WAIT_MS } from '@tests/support/wait';
import { content, contentMedia, mediaAssets, mediaSources } from '../../db/schema';
import { ffmpegAvailable, makeTestClip } from '../../services/transcoder';
import { createContent, grant } from '../content/testing';
import { makeImageRenditionsJob } from './make-image-renditions-job';
import { transcodeVideoJob } from './transcode-video-job';

/**
 * The media pipeline end to end: a 5-second clip that ffmpeg makes here is uploaded through the
 * API, transcoded by the job, attached, and played back through signed /media/v URLs.
 */
let t: TestApp;
let dataDir: string;
let clip: Buffer;
let png: Buffer;
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const hasFfmpeg = await ffmpegAvailable();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-pipeline-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const creator = await createUser(t.deps, { kind: 'creator' });
  const other = await createUser(t.deps, { kind: 'creator' });
  const fan = await createUser(t.deps, { kind: 'fan' });
  ids.creator = creator.id;
  ids.fan = fan.id;
  tokens.creator = await tokenFor(t.deps, creator.id, 'api');
  tokens.other = await tokenFor(t.deps, other.id, 'api');
  tokens.fan = await tokenFor(t.deps, fan.id, 'api');
  if (hasFfmpeg) {
    await makeTestClip(path.join(dataDir, 'clip.mp4'), { seconds: 5, height: 720 });
    clip = await readFile(path.join(dataDir, 'clip.mp4'));
    await makeStill(path.join(dataDir, 'still.png'));
    png = await readFile(path.join(dataDir, 'still.png'));
  }
}, FFMPEG_WAIT_MS);
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function makeStill(file: string) {
  const { runProcess } = await import('../../services/transcoder');
  await runProcess('ffmpeg', [
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=64x64',
    '-frames:v',
    '1',
    file,
  ]);
}

/** Width, height and duration of a picture or a video's first stream, as ffprobe reads them. */
async function probe(file: string): Promise<{ width: number; height: number; seconds: number }> {
  const { runProcess } = await import('../../services/transcoder');
  const out = await runProcess('ffprobe', [
    ...['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=width,height:format=duration'],
    ...['-of', 'json', file],
  ]);
  const json = JSON.parse(out) as { streams: { width: number; height: number }[]; format: { duration?: string } };
  return { width: json.streams[0]!.width, height: json.streams[0]!.height, seconds: Number(json.format.duration ?? 0) };
}

async function upload(bytes: Buffer, mime: string, token = tokens.creator): Promise<MediaAssetResource> {
  const res = await t.request('/api/media/s3/pre-signed', {
    json: { filename: 'file', mime_type: mime, size: bytes.length, purpose: 'content' },
    token,
  });
  const ticket = ((await res.json()) as { data: UploadTicket }).data;
  for (const part of ticket.parts) {
    const put = await t.app.request(part.url!, {
      method: 'PUT',
      body: new Uint8Array(bytes.subarray(part.offset, part.offset + part.size)),
    });
    expect(put.status).toBe(200);
  }
  const done = await t.request(`/api/media/uploads/${ticket.id}/complete`, { method: 'POST', token });
  expect(done.status).toBe(201);
  return ((await done.json()) as { data: MediaAssetResource }).data;
}

const attach = (contentId: number, body: Record<string, unknown>, token = tokens.creator) =>
  t.request(`/api/content/${contentId}/attach-media`, { method: 'PUT', json: body, token });

const asset = async (id: number) => (await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.id, id)))[0]!;

describe.skipIf(!hasFfmpeg)('the media pipeline', () => {
  it(
    'transcodes an uploaded video into HLS, a poster, a thumbnail and a teaser: status 0 → 1',
    async () => {
      const video = await upload(clip, 'video/mp4');
      expect(video.status).toBe(0);
      ids.video = video.id;
      const item = await createContent(t.deps, ids.creator!, { status: ContentStatus.processing, price: 500 });
      ids.content = item.id;
      expect((await attach(item.id, { video: video.id })).status).toBe(200);

      expect(await t.deps.jobs.drain(t.deps, { only: [transcodeVideoJob] })).toBe(1);
      const ready = await asset(video.id);
      expect(ready).toMatchObject({
        status: 'ready',
        error: null,
        mimeType: 'application/vnd.apple.mpegurl',
        durationSeconds: 5,
      });
      const folder = path.join(dataDir, 'files', path.dirname(ready.storageKey));
      const master = await readFile(path.join(folder, 'master.m3u8'), 'utf8');
      expect(master).toContain('720p/index.m3u8');
      expect(master).toContain('360p/index.m3u8');
      const inits: Record<string, string> = {};
      for (const r of ['720p', '360p']) {
        const playlist = await readFile(path.join(folder, r, 'index.m3u8'), 'utf8');
        expect(playlist).toContain('#EXT-X-ENDLIST');
        // Fragmented MP4: an init segment (ffmpeg numbers it per rendition), then media segments the
        // browser plays without transmuxing.
        const init = /#EXT-X-MAP:URI="(init_\d+\.mp4)"/.exec(playlist)?.[1];
        expect(init, playlist).toBeDefined();
        inits[r] = path.join(folder, r, init!);
        expect((await stat(path.join(folder, r, 'seg000.m4s'))).size).toBeGreaterThan(1000);
      }
      const thumb = await t.request(`/media/${ready.renditions.thumbnail}`);
      expect(thumb.status).toBe(200);
      expect(thumb.headers.get('content-type')).toBe('image/jpeg');
      expect((await t.request(`/media/${ready.renditions.poster}`)).status).toBe(200);
      // The renditions are what their names say; the thumbnail is the spec's 100×100, the poster 720p.
      expect(await probe(inits['720p']!)).toMatchObject({ width: 1280, height: 720 });
      expect(await probe(inits['360p']!)).toMatchObject({ width: 640, height: 360 });
      expect(await probe(path.join(dataDir, 'files', ready.renditions.thumbnail!))).toMatchObject({
        width: 100,
        height: 100,
      });
      expect(await probe(path.join(dataDir, 'files', ready.renditions.poster!))).toMatchObject({ height: 720 });
      // The poster's WebP renditions are queued with it.
      await t.deps.jobs.drain(t.deps, { only: [makeImageRenditionsJob] });
      expect((await stat(path.join(dataDir, 'files', `${ready.renditions.poster}.w640.webp`))).size).toBeGreaterThan(0);

      const me = await t.request(`/api/media/${video.id}`, { token: tokens.creator });
      expect(((await me.json()) as { data: MediaAssetResource }).data).toMatchObject({
        status: 1,
        duration_seconds: 5,
        thumbnail_url: `/media/${ready.renditions.thumbnail}`,
      });
      // The content that waited on it moved on (contract 1), and got the cut teaser.
      const [row] = await t.deps.db.select().from(content).where(eq(content.id, item.id));
      expect(row!.status).toBe(ContentStatus.published);
      const linked = await t.deps.db
        .select({ role: contentMedia.role, key: mediaAssets.storageKey, mime: mediaAssets.mimeType })
        .from(contentMedia)
        .innerJoin(mediaAssets, eq(mediaAssets.id, contentMedia.assetId))
        .where(eq(contentMedia.contentId, item.id));
      expect(linked.map((l) => l.role).sort()).toEqual(['teaser', 'video']);
      const teaser = linked.find((l) => l.role === 'teaser')!;
      expect(teaser.mime).toBe('video/mp4');
      // A playable clip cut from the video: no longer than the source (5 s) nor the teaser length (10 s).
      const cut = await probe(path.join(dataDir, 'files', teaser.key));
      expect(cut).toMatchObject({ height: 720 });
      expect(cut.seconds).toBeGreaterThan(4);
      expect(cut.seconds).toBeLessThanOrEqual(5.1);
    },
    FFMPEG_WAIT_MS,
  );

  it(
    'ends a corrupt video in 255 with the error kept, and retry processes it again',
    async () => {
      const corrupt = Buffer.concat([clip.subarray(0, 64), Buffer.alloc(20_000, 3)]);
      const bad = await upload(corrupt, 'video/mp4');
      expect(bad.status).toBe(0);
      const item = await createContent(t.deps, ids.creator!, { status: ContentStatus.processing, price: 0 });
      await attach(item.id, { video: bad.id });
      await t.deps.jobs.drain(t.deps, { only: [transcodeVideoJob] });
      const failed = await asset(bad.id);
      expect(failed.status).toBe('failed');
      // A reason a creator can act on is kept, not the tools' own words.
      expect(failed.error).toBe('no_video');
      const [row] = await t.deps.db.select().from(content).where(eq(content.id, item.id));
      expect(row!.status).toBe(ContentStatus.transcodingFailed);
      const shown = await t.request(`/api/media/${bad.id}`, { token: tokens.creator });
      expect(((await shown.json()) as { data: MediaAssetResource }).data).toMatchObject({
        status: 255,
        error_code: 'no_video',
        error: VideoFailureMessages.no_video,
      });

      // Someone else cannot retry it; a ready video cannot be retried.
      expect((await t.request(`/api/media/${bad.id}/retry`, { method: 'POST', token: tokens.other })).status).toBe(404);
      expect((await t.request(`/api/media/${ids.video}/retry`, { method: 'POST', token: tokens.creator })).status).toBe(
        422,
      );

      // The owner replaces nothing but retries after the source is repaired (e.g. storage hiccup).
      const [source] = await t.deps.db.select().from(mediaSources).where(eq(mediaSources.assetId, bad.id));
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path.join(dataDir, 'files', source!.sourceKey), clip);
      const retried = await t.request(`/api/media/${bad.id}/retry`, { method: 'POST', token: tokens.creator });
      expect(retried.status).toBe(200);
      expect(((await retried.json()) as { data: MediaAssetResource }).data).toMatchObject({ status: 0, error: null });
      const [waiting] = await t.deps.db.select().from(content).where(eq(content.id, item.id));
      expect(waiting!.status).toBe(ContentStatus.processing);
      await t.deps.jobs.drain(t.deps, { only: [transcodeVideoJob] });
      expect((await asset(bad.id)).status).toBe('ready');
      // The publication the creator asked for goes through once the retried video is ready.
      const [settled] = await t.deps.db.select().from(content).where(eq(content.id, item.id));
      expect(settled!.status).toBe(ContentStatus.published);
      const [after] = await t.deps.db
        .select({ attempts: mediaSources.attempts })
        .from(mediaSources)
        .where(eq(mediaSources.assetId, bad.id));
      expect(after!.attempts).toBe(2);
    },
    FFMPEG_WAIT_MS,
  );
});

describe.skipIf(!hasFfmpeg)('PUT /api/content/:id/attach-media', () => {
  it('links cover, teaser, video and ordered additional videos, and answers them', async () => {
    const cover = await upload(png, 'image/png');
    const extraA = await upload(clip, 'video/mp4');
    const extraB = await upload(clip, 'video/mp4');
    const item = await createContent(t.deps, ids.creator!, { status: ContentStatus.draft });
    const res = await attach(item.id, { cover: cover.id, video: ids.video, additional: [extraB.id, extraA.id] });
    expect(res.status).toBe(200);
    const data = ((await res.json()) as { data: Record<string, unknown> }).data as {
      cover: MediaAssetResource;
      video: MediaAssetResource;
      additional: MediaAssetResource[];
      teaser: MediaAssetResource | null;
    };
    expect(data.cover.id).toBe(cover.id);
    expect(data.video.id).toBe(ids.video);
    expect(data.additional.map((a) => a.id)).toEqual([extraB.id, extraA.id]);
    // The ready video brought its cut teaser along.
    expect(data.teaser?.mime_type).toBe('video/mp4');

    // Reorder, clear the cover; roles not named stay.
    const again = await attach(item.id, { cover: null, additional: [extraA.id] });
    const after = ((await again.json()) as { data: typeof data }).data;
    expect(after.cover).toBeNull();
    expect(after.video.id).toBe(ids.video);
    expect(after.additional.map((a) => a.id)).toEqual([extraA.id]);
    ids.cover = cover.id;
    ids.draft = item.id;

    // A teaser the creator uploaded is kept: the cut clip only fills an empty slot.
    const own = await createContent(t.deps, ids.creator!, { status: ContentStatus.draft });
    const withTeaser = await attach(own.id, { teaser: extraA.id, video: ids.video });
    const kept = ((await withTeaser.json()) as { data: typeof data }).data;
    expect(kept.teaser?.id).toBe(extraA.id);
    expect(
      await t.deps.db
        .select()
        .from(contentMedia)
        .where(and(eq(contentMedia.contentId, own.id), eq(contentMedia.role, 'teaser'))),
    ).toHaveLength(1);
  });

  it('refuses someone else’s asset, the wrong kind, a failed video and a duplicate with 422, changing nothing', async () => {
    const foreign = await upload(png, 'image/png', tokens.other);
    const before = await t.deps.db.select().from(contentMedia).where(eq(contentMedia.contentId, ids.draft!));
    const cases: [Record<string, unknown>, string][] = [
      [{ cover: foreign.id }, 'cover'],
      [{ video: ids.cover }, 'video'],
      [{ cover: ids.video }, 'cover'],
      [{ additional: [ids.video] }, 'additional.0'],
      [{ teaser: 999_999 }, 'teaser'],
    ];
    for (const [body, field] of cases) {
      const res = await attach(ids.draft!, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(((await res.json()) as { errors: { field: string }[] }).errors[0]?.field).toBe(field);
    }
    const failed = await t.deps.db
      .insert(mediaAssets)
      .values({
        ownerId: ids.creator!,
        kind: 'video',
        storageKey: 'private/x/y.mp4',
        mimeType: 'video/mp4',
        status: 'failed',
        error: 'x',
      })
      .returning();
    expect((await attach(ids.draft!, { video: failed[0]!.id })).status).toBe(422);
    expect(await t.deps.db.select().from(contentMedia).where(eq(contentMedia.contentId, ids.draft!))).toEqual(before);
  });

  it('answers 404 for content that is not yours, and 403 for a fan', async () => {
    const theirs = await createContent(t.deps, ids.creator!, {});
    expect((await attach(theirs.id, { cover: null }, tokens.other)).status).toBe(404);
    expect((await attach(999_999, { cover: null })).status).toBe(404);
    expect((await attach(theirs.id, { cover: null }, tokens.fan)).status).toBe(403);
  });
});

describe.skipIf(!hasFfmpeg)('signed media URLs', () => {
  it('hands the buyer a signed HLS URL that plays without a token, with every playlist URI signed too', async () => {
    await grant(t.deps, ids.fan!, ids.content!);
    const res = await t.request(`/api/content/${ids.content}?expand=encodedVideo,encodedTeaser`, { token: tokens.fan });
    const item = ((await res.json()) as { data: { encodedVideo: { url: string } } }).data;
    const url = item.encodedVideo.url;
    expect(url).toMatch(new RegExp(`^/media/v/${ids.video}/master\\.m3u8\\?u=${ids.fan}&exp=\\d+&sig=[\\w-]+$`));
    const master = await t.app.request(url);
    expect(master.status).toBe(200);
    const text = await master.text();
    const query = url.split('?')[1]!;
    expect(text).toContain(`720p/index.m3u8?${query}`);
    const variant = await t.app.request(`/media/v/${ids.video}/720p/index.m3u8?${query}`);
    const lines = (await variant.text()).split('\n');
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^#EXT-X-MAP:URI="init_\\d+\\.mp4\\?${query}"$`)));
    const segment = lines.find((l) => l.startsWith('seg'))!;
    expect(segment).toBe(`seg000.m4s?${query}`);
    const seg = await t.app.request(`/media/v/${ids.video}/720p/${segment}`, { headers: { Range: 'bytes=0-187' } });
    expect(seg.status).toBe(206);
    expect(seg.headers.get('content-type')).toBe('video/iso.segment');
  });

  it('refuses a tampered, re-targeted or expired grant with 403', async () => {
    const res = await t.request(`/api/content/${ids.content}?expand=encodedVideo`, { token: tokens.fan });
    const url = ((await res.json()) as { data: { encodedVideo: { url: string } } }).data.encodedVideo.url;
    const parsed = new URL(url, 'http://x');
    const { u, exp, sig } = Object.fromEntries(parsed.searchParams) as Record<string, string>;
    const forged = [
      `${parsed.pathname}?u=${u}&exp=${exp}&sig=${sig!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'))}`,
      `${parsed.pathname}?u=${ids.creator}&exp=${exp}&sig=${sig}`,
      `${parsed.pathname}?u=${u}&exp=${Number(exp) + 3600}&sig=${sig}`,
      `/media/v/${ids.video! + 1}/master.m3u8?u=${u}&exp=${exp}&sig=${sig}`,
      `${parsed.pathname}?u=${u}&exp=${exp}`,
    ];
    for (const bad of forged) expect((await t.app.request(bad)).status, bad).toBe(403);
    const later = await createTestApp({ env: { DATA_DIR: dataDir }, clock: { now: () => Date.now() + 8 * 3600_000 } });
    try {
      expect((await later.app.request(url)).status).toBe(403);
    } finally {
      await later.close();
    }
  });

  it('a grant for a viewer who may not watch still answers 403', async () => {
    const stranger = await createUser(t.deps, { kind: 'fan' });
    const { videoGrant, videoGrantQuery } = await import('../media-assets/url-signing');
    const q = videoGrantQuery(videoGrant(ids.video!, stranger.id, Date.now()));
    expect((await t.app.request(`/media/v/${ids.video}/master.m3u8?${q}`)).status).toBe(403);
  });
});
