import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAYLIST_MAX_ITEMS, PlaylistMessages, type Playlist, type PlaylistItem } from '@shared/schemas/playlists';
import { createTestApp } from '@tests/support/harness';
import { contentMedia, entitlements, mediaAssets, playlistItems } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent, grant } from '../content/testing';
import { call, person } from '../fan/testing';

let t: TestApp;
let fan: Awaited<ReturnType<typeof person>>;
let creator: Awaited<ReturnType<typeof person>>;
beforeAll(async () => {
  t = await createTestApp();
  fan = await person(t);
  creator = await person(t, 'creator');
});
afterAll(() => t.close());

async function newPlaylist() {
  const res = await call(t, 'POST', '/api/playlists', fan.token, { name: 'Practice' });
  return (await body<{ data: Playlist }>(res)).data.id;
}
const add = (id: number, mediaId: number) =>
  call(t, 'POST', `/api/playlists/${id}/items`, fan.token, { media_id: mediaId });
async function items(id: number, query = '') {
  const res = await call(t, 'GET', `/api/playlists/${id}/items${query}`, fan.token);
  expect(res.status).toBe(200);
  return body<{ data: PlaylistItem[]; meta: { total: number; last_page: number } }>(res);
}
const order = async (id: number) => (await items(id, '?limit=100')).data.map((i) => i.media_id);
async function freeVideos(n: number) {
  const item = await createContent(t.deps, creator.id, { price: 0, title: 'Free class' });
  const out: number[] = [];
  for (let i = 0; i < n; i++)
    out.push((await attachMedia(t.deps, item, i === 0 ? 'video' : 'additional', { position: i })).id);
  return out;
}

describe('POST /api/playlists/:id/items', () => {
  it('adds videos the fan may watch: free, bought, and any teaser', async () => {
    const id = await newPlaylist();
    const [free] = await freeVideos(1);
    const paid = await createContent(t.deps, creator.id, { price: 900, title: 'Paid class' });
    const teaser = await attachMedia(t.deps, paid, 'teaser', {
      poster: 'public/posters/teaser.jpg',
      durationSeconds: 30,
    });
    const bought = await createContent(t.deps, creator.id, { price: 900 });
    const boughtVideo = await attachMedia(t.deps, bought, 'video');
    // The pipeline's 100×100 thumbnail is what the playlist tray shows.
    await t.deps.db
      .update(mediaAssets)
      .set({ renditions: { poster: 'public/posters/bought.jpg', thumbnail: 'public/thumbs/bought.jpg' } })
      .where(eq(mediaAssets.id, boughtVideo.id));
    await grant(t.deps, fan.id, bought.id);
    for (const media of [free!, teaser.id, boughtVideo.id]) {
      const res = await add(id, media);
      expect(res.status, String(media)).toBe(201);
    }
    const res = await add(id, free!);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'media_id')).toEqual([PlaylistMessages.mediaDuplicate]);

    const list = await items(id);
    expect(list.data.map((i) => [i.media_id, i.position])).toEqual([
      [free, 0],
      [teaser.id, 1],
      [boughtVideo.id, 2],
    ]);
    expect(list.data[1]).toMatchObject({
      content_id: paid.id,
      title: 'Paid class',
      duration_seconds: 30,
      poster: { crop_url: expect.stringContaining('teaser.jpg') },
      media: { id: teaser.id, url: expect.stringContaining(`/media/v/${teaser.id}/`) },
      owner: { id: creator.id },
    });
    expect(list.data[1]?.thumbnail).toBeNull();
    expect(list.data[2]?.thumbnail).toEqual({
      crop_url: expect.stringContaining('thumbs/bought.jpg'),
      resize_url: expect.stringContaining('thumbs/bought.jpg'),
    });
  });

  it('says which part of a multi-video item a video is, and nothing for a single video or a teaser', async () => {
    const id = await newPlaylist();
    const parts = await freeVideos(4);
    const [single] = await freeVideos(1);
    const paid = await createContent(t.deps, creator.id, { price: 900 });
    await attachMedia(t.deps, paid, 'video');
    await attachMedia(t.deps, paid, 'additional', { position: 1 });
    const teaser = await attachMedia(t.deps, paid, 'teaser');
    for (const media of [parts[1]!, parts[3]!, single!, teaser.id]) expect((await add(id, media)).status).toBe(201);
    expect((await items(id)).data.map((i) => i.part)).toEqual([{ number: 2, of: 4 }, { number: 4, of: 4 }, null, null]);
  });

  it('refuses with 422 a locked video, a cover, a draft, an unknown id, and writes nothing', async () => {
    const id = await newPlaylist();
    const paid = await createContent(t.deps, creator.id, { price: 900 });
    const locked = await attachMedia(t.deps, paid, 'video');
    const cover = await attachMedia(t.deps, paid, 'cover');
    const draft = await createContent(t.deps, creator.id, { price: 0, status: 2 });
    const draftVideo = await attachMedia(t.deps, draft, 'video');
    for (const media of [locked.id, cover.id, draftVideo.id, 2_000_000_000]) {
      const res = await add(id, media);
      expect(res.status, String(media)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'media_id')).toEqual([PlaylistMessages.mediaUnavailable]);
    }
    expect(await t.deps.db.select().from(playlistItems).where(eq(playlistItems.playlistId, id))).toEqual([]);
    expect((await call(t, 'POST', `/api/playlists/${id}/items`, undefined, { media_id: locked.id })).status).toBe(401);
  });

  it('turns an item into a placeholder once the fan may no longer watch it', async () => {
    const id = await newPlaylist();
    const bought = await createContent(t.deps, creator.id, { price: 900 });
    const video = await attachMedia(t.deps, bought, 'video');
    await grant(t.deps, fan.id, bought.id);
    expect((await add(id, video.id)).status).toBe(201);
    // A refund revokes the entitlement.
    await t.deps.db.update(entitlements).set({ revokedAt: new Date() }).where(eq(entitlements.contentId, bought.id));
    const [item] = (await items(id)).data;
    expect(item?.media).toEqual({ locked: true, duration_seconds: 60, poster: null, position: 0 });
    expect(JSON.stringify(item)).not.toContain('master.m3u8');
  });
});

describe('a full playlist', () => {
  it(`refuses a video past ${PLAYLIST_MAX_ITEMS} with 422`, async () => {
    const id = await newPlaylist();
    const item = await createContent(t.deps, creator.id, { price: 0 });
    const assets = await t.deps.db
      .insert(mediaAssets)
      .values(
        Array.from({ length: PLAYLIST_MAX_ITEMS + 1 }, (_, i) => ({
          ownerId: creator.id,
          kind: 'video' as const,
          storageKey: `private/videos/full-${i}/master.m3u8`,
          mimeType: 'application/vnd.apple.mpegurl',
        })),
      )
      .returning({ id: mediaAssets.id });
    await t.deps.db
      .insert(contentMedia)
      .values(
        assets.map((a, position) => ({ contentId: item.id, assetId: a.id, role: 'additional' as const, position })),
      );
    await t.deps.db
      .insert(playlistItems)
      .values(
        assets.slice(0, -1).map((a, position) => ({ playlistId: id, mediaId: a.id, contentId: item.id, position })),
      );
    const res = await add(id, assets.at(-1)!.id);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'media_id')).toEqual([PlaylistMessages.playlistFull]);
  });
});

describe('moving and reordering', () => {
  it('moves one video to a position and renumbers the rest', async () => {
    const id = await newPlaylist();
    const [a, b, c, d] = await freeVideos(4);
    for (const media of [a!, b!, c!, d!]) await add(id, media);
    const res = await call(t, 'PUT', `/api/playlists/${id}/items`, fan.token, { media_id: d, position: 1 });
    expect(res.status).toBe(200);
    expect((await body<{ data: Playlist }>(res)).data.items_count).toBe(4);
    expect(await order(id)).toEqual([a, d, b, c]);
    await call(t, 'PUT', `/api/playlists/${id}/items`, fan.token, { media_id: a, position: 99 });
    expect(await order(id)).toEqual([d, b, c, a]);
    const page2 = await items(id, '?limit=2&page=2');
    expect(page2.data.map((i) => [i.media_id, i.position])).toEqual([
      [c, 2],
      [a, 3],
    ]);
    expect(page2.meta).toMatchObject({ total: 4, last_page: 2 });
    const missing = await call(t, 'PUT', `/api/playlists/${id}/items`, fan.token, {
      media_id: 2_000_000_000,
      position: 0,
    });
    expect(fieldErrors(await body<ErrorBody>(missing), 'media_id')).toEqual([PlaylistMessages.mediaNotInPlaylist]);
    const negative = await call(t, 'PUT', `/api/playlists/${id}/items`, fan.token, { media_id: a, position: -1 });
    expect(fieldErrors(await body<ErrorBody>(negative), 'position')).toEqual([PlaylistMessages.positionInvalid]);
  });

  it('replaces the whole order, and refuses a wrong set without changing anything', async () => {
    const id = await newPlaylist();
    const [a, b, c] = await freeVideos(3);
    for (const media of [a!, b!, c!]) await add(id, media);
    const res = await call(t, 'PUT', `/api/playlists/${id}/items/order`, fan.token, { media_ids: [c, a, b] });
    expect(res.status).toBe(200);
    expect(await order(id)).toEqual([c, a, b]);
    for (const wrong of [[c, a], [c, a, b, b], [c, a, 2_000_000_000], [c, a, b, 2_000_000_000], []]) {
      const refused = await call(t, 'PUT', `/api/playlists/${id}/items/order`, fan.token, { media_ids: wrong });
      expect(refused.status, JSON.stringify(wrong)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(refused), 'media_ids')).toEqual([PlaylistMessages.orderMismatch]);
    }
    expect(await order(id)).toEqual([c, a, b]);
  });

  it('removes a video, and a second removal is a 422', async () => {
    const id = await newPlaylist();
    const [a, b] = await freeVideos(2);
    for (const media of [a!, b!]) await add(id, media);
    const res = await call(t, 'DELETE', `/api/playlists/${id}/items`, fan.token, { media_id: a });
    expect(res.status).toBe(200);
    expect((await body<{ data: Playlist }>(res)).data.items_count).toBe(1);
    expect(await order(id)).toEqual([b]);
    const again = await call(t, 'DELETE', `/api/playlists/${id}/items`, fan.token, { media_id: a });
    expect(fieldErrors(await body<ErrorBody>(again), 'media_id')).toEqual([PlaylistMessages.mediaNotInPlaylist]);
  });

  it("hides a blocked creator's videos, keeps them out of a reorder, and brings them back on unblock", async () => {
    const id = await newPlaylist();
    const other = await person(t, 'creator');
    const [a, b] = await freeVideos(2);
    const theirs = await createContent(t.deps, other.id, { price: 0 });
    const hidden = (await attachMedia(t.deps, theirs, 'video')).id;
    for (const media of [a!, hidden, b!]) await add(id, media);
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: other.id, type: 'user', blocked: true });
    expect(await order(id)).toEqual([a, b]);
    expect(
      (await body<{ data: Playlist }>(await call(t, 'GET', `/api/playlists/${id}`, fan.token))).data.items_count,
    ).toBe(2);
    const res = await call(t, 'PUT', `/api/playlists/${id}/items/order`, fan.token, { media_ids: [b, a] });
    expect(res.status).toBe(200);
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: other.id, type: 'user', blocked: false });
    expect(await order(id)).toEqual([b, a, hidden]);
  });
});
