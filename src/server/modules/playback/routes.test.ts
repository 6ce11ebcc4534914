import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaybackMessages, type PlaybackPosition } from '@shared/schemas/playback';
import { createTestApp } from '@tests/support/harness';
import { playbackPositions } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent } from '../content/testing';
import { call, person } from '../fan/testing';

let t: TestApp;
let fan: Awaited<ReturnType<typeof person>>;
let other: Awaited<ReturnType<typeof person>>;
let creator: Awaited<ReturnType<typeof person>>;
let videos: number[];
let cover: number;
beforeAll(async () => {
  t = await createTestApp();
  fan = await person(t);
  other = await person(t);
  creator = await person(t, 'creator');
  const item = await createContent(t.deps, creator.id, { price: 0 });
  videos = [];
  for (let i = 0; i < 4; i++)
    videos.push((await attachMedia(t.deps, item, i === 0 ? 'video' : 'additional', { position: i })).id);
  cover = (await attachMedia(t.deps, item, 'cover')).id;
});
afterAll(() => t.close());

const put = (token: string, json: unknown) => call(t, 'PUT', '/api/playback/positions', token, json);
async function get(token: string, ids: number[] | string) {
  const res = await call(
    t,
    'GET',
    `/api/playback/positions?media_ids=${Array.isArray(ids) ? ids.join(',') : ids}`,
    token,
  );
  return { status: res.status, json: await body<{ data: PlaybackPosition[] } & ErrorBody>(res) };
}
const at = (iso: string) => new Date(iso).toISOString();

describe('PUT /api/playback/positions', () => {
  it('saves a position and reads it back, with the watched flag near the end', async () => {
    const res = await put(fan.token, {
      media_id: videos[0],
      position: 12.4,
      duration: 60,
      updated_at: at('2026-01-01T10:00:00Z'),
    });
    expect(res.status).toBe(200);
    expect((await body<{ data: PlaybackPosition }>(res)).data).toEqual({
      media_id: videos[0],
      position: 12.4,
      duration: 60,
      watched: false,
      updated_at: at('2026-01-01T10:00:00Z'),
    });
    await put(fan.token, { media_id: videos[1], position: 58, duration: 60 });
    const { status, json } = await get(fan.token, [videos[0]!, videos[1]!, videos[2]!]);
    expect(status).toBe(200);
    expect(json.data.map((p) => [p.media_id, p.position, p.watched])).toEqual([
      [videos[0], 12.4, false],
      [videos[1], 58, true],
    ]);
  });

  it('keeps the write recorded last on the device: an older queued write loses', async () => {
    const id = videos[2]!;
    await put(fan.token, { media_id: id, position: 30, duration: 60, updated_at: at('2026-02-01T10:00:05Z') });
    const late = await put(fan.token, {
      media_id: id,
      position: 10,
      duration: 60,
      updated_at: at('2026-02-01T10:00:00Z'),
    });
    expect(late.status).toBe(200);
    expect((await body<{ data: PlaybackPosition }>(late)).data.position).toBe(30);
    await put(fan.token, { media_id: id, position: 40, duration: 60, updated_at: at('2026-02-01T10:00:06Z') });
    expect((await get(fan.token, [id])).json.data[0]?.position).toBe(40);
  });

  it('clamps a device clock that runs ahead to the server time', async () => {
    const id = videos[3]!;
    const future = new Date(Date.now() + 3600_000).toISOString();
    const res = await put(fan.token, { media_id: id, position: 5, duration: 60, updated_at: future });
    const saved = (await body<{ data: PlaybackPosition }>(res)).data;
    expect(Date.parse(saved.updated_at)).toBeLessThanOrEqual(Date.now());
    await put(fan.token, { media_id: id, position: 7, duration: 60 });
    expect((await get(fan.token, [id])).json.data[0]?.position).toBe(7);
  });

  it('never shows or changes someone else’s positions', async () => {
    expect((await get(other.token, [videos[0]!])).json.data).toEqual([]);
    await put(other.token, { media_id: videos[0], position: 44, duration: 60 });
    expect((await get(fan.token, [videos[0]!])).json.data[0]?.position).toBe(12.4);
    expect((await get(other.token, [videos[0]!])).json.data[0]?.position).toBe(44);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await countRows(t, playbackPositions);
    const cases: Array<[unknown, string, string]> = [
      [{ media_id: 'x', position: 1, duration: 2 }, 'media_id', PlaybackMessages.mediaInvalid],
      [{ media_id: videos[0], position: -1, duration: 2 }, 'position', PlaybackMessages.positionInvalid],
      [{ media_id: videos[0], position: 1, duration: 0 }, 'duration', PlaybackMessages.durationInvalid],
      [{ media_id: videos[0], position: 90, duration: 60 }, 'position', PlaybackMessages.positionPastEnd],
      [
        { media_id: videos[0], position: 1, duration: 2, updated_at: 'yesterday' },
        'updated_at',
        PlaybackMessages.timeInvalid,
      ],
      [{ media_id: 999_999, position: 1, duration: 2 }, 'media_id', PlaybackMessages.mediaUnknown],
      [{ media_id: cover, position: 1, duration: 2 }, 'media_id', PlaybackMessages.mediaUnknown],
    ];
    for (const [json, field, message] of cases) {
      const res = await put(fan.token, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field)).toEqual([message]);
    }
    expect(await countRows(t, playbackPositions)).toBe(before);
  });

  it('refuses a malformed id list and needs a signed-in fan or creator', async () => {
    for (const ids of ['', '1,,2', 'a', Array.from({ length: 101 }, (_, i) => i + 1).join(',')]) {
      const { status } = await get(fan.token, ids);
      expect(status, ids).toBe(422);
    }
    expect((await call(t, 'GET', `/api/playback/positions?media_ids=1`)).status).toBe(401);
    expect(
      (await call(t, 'PUT', '/api/playback/positions', undefined, { media_id: 1, position: 1, duration: 2 })).status,
    ).toBe(401);
  });
});
