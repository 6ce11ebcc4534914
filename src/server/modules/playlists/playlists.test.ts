import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessages } from '@shared/schemas/auth';
import { PlaylistMessages, type Playlist } from '@shared/schemas/playlists';
import { createTestApp } from '@tests/support/harness';
import { playlists } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent } from '../content/testing';
import { createPlaylist } from './create-playlist';
import { call, person } from '../fan/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (token: string | undefined, name: unknown) => call(t, 'POST', '/api/playlists', token, { name });
const playlistOf = async (token: string, name: string) =>
  (await body<{ data: Playlist }>(await create(token, name))).data;

describe('POST /api/playlists', () => {
  it('creates an empty playlist with a trimmed name', async () => {
    const fan = await person(t);
    const res = await create(fan.token, '  Morning warm-up  ');
    expect(res.status).toBe(201);
    const { data } = await body<{ data: Playlist }>(res);
    expect(data).toMatchObject({ name: 'Morning warm-up', items_count: 0, poster: null });
    expect(data.id).toEqual(expect.any(Number));
  });

  it('refuses an empty or a 101-character name and writes nothing', async () => {
    const fan = await person(t);
    for (const [name, message] of [
      ['   ', AuthMessages.nameRequired],
      ['x'.repeat(101), AuthMessages.nameTooLong],
      [5, AuthMessages.required],
    ] as const) {
      const res = await create(fan.token, name);
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'name')).toEqual([message]);
    }
    expect((await create(fan.token, 'x'.repeat(100))).status).toBe(201);
    expect(await countRows(t, playlists, eq(playlists.ownerId, fan.id))).toBe(1);
    expect((await create(undefined, 'Nope')).status).toBe(401);
  });
});

describe('POST /api/playlists with a client_key', () => {
  const keyed = (token: string, name: string, key: unknown) =>
    call(t, 'POST', '/api/playlists', token, { name, client_key: key });
  const ownedWith = (ownerId: number, key: string) =>
    countRows(t, playlists, and(eq(playlists.ownerId, ownerId), eq(playlists.clientKey, key)));

  it('answers a repeat with the playlist the first create made (200, same body) and writes one row', async () => {
    const fan = await person(t);
    const key = randomUUID();
    const first = await keyed(fan.token, 'Queued offline', key);
    expect(first.status).toBe(201);
    const made = (await body<{ data: Playlist }>(first)).data;
    // The repeat's name is ignored: it is the same create sent again, not a rename.
    const again = await keyed(fan.token, 'Sent again', key);
    expect(again.status).toBe(200);
    expect((await body<{ data: Playlist }>(again)).data).toEqual(made);
    expect(await countRows(t, playlists, eq(playlists.ownerId, fan.id))).toBe(1);
    const other = await keyed(fan.token, 'Another create', randomUUID());
    expect(other.status).toBe(201);
    expect(await countRows(t, playlists, eq(playlists.ownerId, fan.id))).toBe(2);
  });

  it('makes one playlist from concurrent creates with the same key', async () => {
    const fan = await person(t);
    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 5 }, () => keyed(fan.token, 'Double tap', key)));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => (await body<{ data: Playlist }>(r)).data.id)));
    expect(ids.size).toBe(1);
    expect(await ownedWith(fan.id, key)).toBe(1);
    expect(await countRows(t, playlists, eq(playlists.ownerId, fan.id))).toBe(1);
  });

  it('resolves creates racing on the database (no request layer in between) to one row', async () => {
    const fan = await person(t);
    const key = randomUUID();
    const results = await Promise.all(Array.from({ length: 8 }, () => createPlaylist(t.deps.db, fan.id, 'Raced', key)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.playlist.id)).size).toBe(1);
    expect(await ownedWith(fan.id, key)).toBe(1);
  });

  it("keeps another person's identical key separate and tells neither about the other's playlist", async () => {
    const fan = await person(t);
    const other = await person(t);
    const key = randomUUID();
    const mine = await keyed(fan.token, 'Mine', key);
    const theirs = await keyed(other.token, 'Theirs', key);
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    const [a, b] = [(await body<{ data: Playlist }>(mine)).data, (await body<{ data: Playlist }>(theirs)).data];
    expect(b.id).not.toBe(a.id);
    expect(b).toMatchObject({ name: 'Theirs', items_count: 0 });
    expect(await ownedWith(fan.id, key)).toBe(1);
    expect(await ownedWith(other.id, key)).toBe(1);
    const mineAgain = await keyed(fan.token, 'Mine', key);
    expect((await body<{ data: Playlist }>(mineAgain)).data.id).toBe(a.id);
  });

  it('refuses a malformed key with a 422 on client_key and writes nothing', async () => {
    const fan = await person(t);
    for (const key of ['not-a-uuid', '', 42, null, `${randomUUID()}x`]) {
      const res = await keyed(fan.token, 'Keyed', key);
      expect(res.status, JSON.stringify(key)).toBe(422);
      const errors = await body<ErrorBody>(res);
      expect(fieldErrors(errors, 'client_key')).toEqual([PlaylistMessages.clientKeyInvalid]);
      expect(fieldErrors(errors, 'name')).toBeUndefined();
    }
    expect(await countRows(t, playlists, eq(playlists.ownerId, fan.id))).toBe(0);
    expect((await keyed(fan.token, 'Keyed', randomUUID().toUpperCase())).status).toBe(201);
  });
});

describe('GET /api/playlists', () => {
  it("lists only the user's own playlists by name, with item counts and the first item's poster", async () => {
    const fan = await person(t);
    const other = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 0 });
    const second = await attachMedia(t.deps, item, 'video', { poster: 'public/posters/second.jpg', position: 1 });
    const first = await attachMedia(t.deps, item, 'additional', { poster: 'public/posters/first.jpg' });
    const b = await playlistOf(fan.token, 'B list');
    await playlistOf(fan.token, 'A list');
    await playlistOf(other.token, 'Not mine');
    await call(t, 'POST', `/api/playlists/${b.id}/items`, fan.token, { media_id: second.id });
    await call(t, 'POST', `/api/playlists/${b.id}/items`, fan.token, { media_id: first.id });
    await call(t, 'PUT', `/api/playlists/${b.id}/items`, fan.token, { media_id: first.id, position: 0 });

    const res = await call(t, 'GET', '/api/playlists', fan.token);
    expect(res.status).toBe(200);
    const list = await body<{ data: Playlist[]; meta: { total: number } }>(res);
    expect(list.data.map((p) => p.name)).toEqual(['A list', 'B list']);
    expect(list.meta.total).toBe(2);
    expect(list.data[1]).toMatchObject({ items_count: 2, poster: { crop_url: expect.stringContaining('first.jpg') } });
    const searched = await body<{ data: Playlist[] }>(await call(t, 'GET', '/api/playlists?search=B', fan.token));
    expect(searched.data.map((p) => p.id)).toEqual([b.id]);
    const recent = await body<{ data: Playlist[] }>(await call(t, 'GET', '/api/playlists?sort=-updated_at', fan.token));
    expect(recent.data[0]!.id).toBe(b.id);
    expect((await call(t, 'GET', '/api/playlists?sort=owner_id', fan.token)).status).toBe(422);
    expect((await call(t, 'GET', '/api/playlists')).status).toBe(401);
  });
});

describe('GET, PUT and DELETE /api/playlists/:id', () => {
  it('reads, renames and deletes your own playlist', async () => {
    const fan = await person(t);
    const playlist = await playlistOf(fan.token, 'Old name');
    const got = await call(t, 'GET', `/api/playlists/${playlist.id}`, fan.token);
    expect((await body<{ data: Playlist }>(got)).data).toEqual(playlist);
    const renamed = await call(t, 'PUT', `/api/playlists/${playlist.id}`, fan.token, { name: 'New name' });
    expect(renamed.status).toBe(200);
    expect((await body<{ data: Playlist }>(renamed)).data.name).toBe('New name');
    const bad = await call(t, 'PUT', `/api/playlists/${playlist.id}`, fan.token, { name: '' });
    expect(bad.status).toBe(422);
    const deleted = await call(t, 'DELETE', `/api/playlists/${playlist.id}`, fan.token);
    expect(await deleted.json()).toEqual({ data: { id: playlist.id } });
    expect((await call(t, 'GET', `/api/playlists/${playlist.id}`, fan.token)).status).toBe(404);
  });

  it("answers 404 for another fan's playlist on every route and changes nothing", async () => {
    const owner = await person(t);
    const intruder = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 0 });
    const video = await attachMedia(t.deps, item, 'video');
    const playlist = await playlistOf(owner.token, 'Private');
    await call(t, 'POST', `/api/playlists/${playlist.id}/items`, owner.token, { media_id: video.id });
    const base = `/api/playlists/${playlist.id}`;
    const attempts: [string, string, unknown?][] = [
      ['GET', base],
      ['PUT', base, { name: 'Stolen' }],
      ['DELETE', base],
      ['GET', `${base}/items`],
      ['POST', `${base}/items`, { media_id: video.id }],
      ['PUT', `${base}/items`, { media_id: video.id, position: 0 }],
      ['PUT', `${base}/items/order`, { media_ids: [video.id] }],
      ['DELETE', `${base}/items`, { media_id: video.id }],
    ];
    for (const [method, path, json] of attempts) {
      expect((await call(t, method, path, intruder.token, json)).status, `${method} ${path}`).toBe(404);
    }
    const after = (await body<{ data: Playlist }>(await call(t, 'GET', base, owner.token))).data;
    expect(after).toMatchObject({ name: 'Private', items_count: 1 });
    for (const path of [`/api/playlists/abc`, `/api/playlists/0/items`, '/api/playlists/99999999999']) {
      expect((await call(t, 'GET', path, owner.token)).status, path).toBe(404);
    }
    expect((await call(t, 'GET', base)).status).toBe(401);
  });
});
