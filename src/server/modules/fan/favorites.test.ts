import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { FanMessages } from '@shared/schemas/fan';
import { createTestApp } from '@tests/support/harness';
import { content, favorites } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent } from '../content/testing';
import { call, person } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Favorite = ContentResource & { favorited_at: string };
interface ListBody {
  data: Favorite[];
  meta: { total: number };
}
const toggle = (token: string | undefined, json: unknown) => call(t, 'PUT', '/api/favorite/toggle', token, json);
const wishlist = async (token: string, query = '') => {
  const res = await call(t, 'GET', `/api/favorites${query}`, token);
  expect(res.status).toBe(200);
  return body<ListBody>(res);
};
const rowsOf = (userId: number) => countRows(t, favorites, eq(favorites.userId, userId));

describe('PUT /api/favorite/toggle', () => {
  it('flips the wishlist entry and answers the new state', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id);
    expect(await body(await toggle(fan.token, { content_id: item.id }))).toEqual({
      data: { content_id: item.id, is_favorite: true },
    });
    expect(await body(await toggle(fan.token, { content_id: item.id }))).toEqual({
      data: { content_id: item.id, is_favorite: false },
    });
    expect(await rowsOf(fan.id)).toBe(0);
  });

  it('ends in the asked state when the same explicit request is sent twice at once', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id);
    const on = await Promise.all([1, 2].map(() => toggle(fan.token, { content_id: item.id, favorite: true })));
    for (const res of on) expect(await res.json()).toEqual({ data: { content_id: item.id, is_favorite: true } });
    expect(await rowsOf(fan.id)).toBe(1);
    const off = await Promise.all([1, 2].map(() => toggle(fan.token, { content_id: item.id, favorite: false })));
    for (const res of off) expect(await res.json()).toEqual({ data: { content_id: item.id, is_favorite: false } });
    expect(await rowsOf(fan.id)).toBe(0);
  });

  it('refuses content the fan cannot see (draft, deleted, unknown, by someone they blocked) and writes nothing', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const blocked = await person(t, 'creator');
    const draft = await createContent(t.deps, creator.id, { status: 2 });
    const deleted = await createContent(t.deps, creator.id, { deletedAt: new Date(), deletionReason: 'x' });
    const byBlocked = await createContent(t.deps, blocked.id);
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: true });
    for (const id of [draft.id, deleted.id, byBlocked.id, 2_000_000_000]) {
      const res = await toggle(fan.token, { content_id: id });
      expect(res.status, String(id)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'content_id')).toEqual([FanMessages.contentUnavailable]);
    }
    expect(await rowsOf(fan.id)).toBe(0);
  });

  it('still removes an entry whose content is no longer listed', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id);
    await toggle(fan.token, { content_id: item.id, favorite: true });
    await t.deps.db.update(content).set({ status: 2 }).where(eq(content.id, item.id));
    const res = await toggle(fan.token, { content_id: item.id, favorite: false });
    expect(await res.json()).toEqual({ data: { content_id: item.id, is_favorite: false } });
    expect(await rowsOf(fan.id)).toBe(0);
  });

  it('needs a user token and a valid body', async () => {
    expect((await toggle(undefined, { content_id: 1 })).status).toBe(401);
    const fan = await person(t);
    const res = await toggle(fan.token, { content_id: 0, favorite: 'yes' });
    expect(res.status).toBe(422);
    const errors = await body<ErrorBody>(res);
    expect(fieldErrors(errors, 'content_id')).toEqual([FanMessages.idInvalid]);
    expect(fieldErrors(errors, 'favorite')).toEqual([FanMessages.stateInvalid]);
  });
});

describe('GET /api/favorites', () => {
  it('lists the wishlist as cards with cover and owner, newest first, and never a blocked creator', async () => {
    const fan = await person(t);
    const other = await person(t);
    const creator = await person(t, 'creator');
    const blocked = await person(t, 'creator');
    const older = await createContent(t.deps, creator.id, { title: 'Older', type: 1 });
    const newer = await createContent(t.deps, creator.id, { title: 'Newer', type: 2 });
    const hidden = await createContent(t.deps, blocked.id, { title: 'Hidden' });
    const cover = await attachMedia(t.deps, newer, 'cover');
    await attachMedia(t.deps, newer, 'video');
    for (const item of [older, hidden, newer]) await toggle(fan.token, { content_id: item.id, favorite: true });
    await toggle(other.token, { content_id: older.id, favorite: true });
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: true });

    const list = await wishlist(fan.token);
    expect(list.data.map((c) => c.id)).toEqual([newer.id, older.id]);
    expect(list.meta.total).toBe(2);
    const [first] = list.data;
    expect(first).toMatchObject({ title: 'Newer', shortOwner: { id: creator.id }, is_bought: false });
    expect(first!.cover?.crop_url).toContain(cover.storageKey);
    expect(first!.favorited_at).toEqual(expect.any(String));
    expect(JSON.stringify(list)).not.toContain('master.m3u8');

    expect((await wishlist(fan.token, '?filter[type]=1')).data.map((c) => c.id)).toEqual([older.id]);
    expect((await wishlist(fan.token, '?search=old')).data.map((c) => c.id)).toEqual([older.id]);
    expect((await wishlist(fan.token, '?expand=tags')).data[0]).toHaveProperty('tags', []);

    // Unblocking brings the entry back: the row was kept, only hidden.
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: false });
    expect((await wishlist(fan.token)).meta.total).toBe(3);
  });

  it('refuses an unknown list parameter and a missing token', async () => {
    const fan = await person(t);
    expect((await call(t, 'GET', '/api/favorites?filter[owner_id]=1', fan.token)).status).toBe(422);
    expect((await call(t, 'GET', '/api/favorites')).status).toBe(401);
  });
});
