import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import { FanMessages, type LibrarySummary } from '@shared/schemas/fan';
import { createTestApp } from '@tests/support/harness';
import { entitlements } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent, grant } from '../content/testing';
import { call, person } from '../fan/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Held = ContentResource & { acquired_at: string };
const unlock = (token: string | undefined, json: unknown) => call(t, 'POST', '/api/content-unlock/free', token, json);
const entitlementsOf = (userId: number) => countRows(t, entitlements, eq(entitlements.userId, userId));
const collection = async (token: string, query = '') => {
  const res = await call(t, 'GET', `/api/profile/collection${query}`, token);
  expect(res.status).toBe(200);
  return body<{ data: Held[]; meta: { total: number } }>(res);
};
const DAY = 86_400_000;

describe('POST /api/content-unlock/free', () => {
  it('adds a free item with a free entitlement, and a repeat is an idempotent 200', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 0 });
    const first = await unlock(fan.token, { content_id: item.id });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ data: { content_id: item.id, is_bought: true, unlocked: true } });
    const again = await unlock(fan.token, { content_id: item.id });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ data: { content_id: item.id, is_bought: true, unlocked: false } });
    const rows = await t.deps.db.select().from(entitlements).where(eq(entitlements.userId, fan.id));
    expect(rows).toEqual([expect.objectContaining({ contentId: item.id, source: 'free', revokedAt: null })]);
  });

  it('writes one entitlement when the same unlock is submitted twice at once', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 0 });
    const both = await Promise.all([1, 2].map(() => unlock(fan.token, { content_id: item.id })));
    expect(both.map((r) => r.status).sort()).toEqual([200, 201]);
    expect(await entitlementsOf(fan.id)).toBe(1);
  });

  it("refuses paid content with 'This content is not free.' and writes no entitlement", async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const paid = await createContent(t.deps, creator.id, { price: 500 });
    const res = await unlock(fan.token, { content_id: paid.id });
    expect(res.status).toBe(422);
    const error = await body<ErrorBody>(res);
    expect(error.message).toBe('This content is not free.');
    expect(fieldErrors(error, 'content_id')).toEqual([FanMessages.notFree]);
    expect(await entitlementsOf(fan.id)).toBe(0);
  });

  it('refuses drafts, deleted, unknown items and items of a blocked creator', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const blocked = await person(t, 'creator');
    const draft = await createContent(t.deps, creator.id, { price: 0, status: 2 });
    const deleted = await createContent(t.deps, creator.id, { price: 0, deletedAt: new Date() });
    const byBlocked = await createContent(t.deps, blocked.id, { price: 0 });
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: true });
    for (const id of [draft.id, deleted.id, byBlocked.id, 2_000_000_000]) {
      const res = await unlock(fan.token, { content_id: id });
      expect(res.status, String(id)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'content_id')).toEqual([FanMessages.contentUnavailable]);
    }
    expect(await entitlementsOf(fan.id)).toBe(0);
    expect((await unlock(undefined, { content_id: draft.id })).status).toBe(401);
  });

  it('renews a revoked free entitlement instead of failing on the unique index', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 0 });
    await grant(t.deps, fan.id, item.id, { source: 'free', revokedAt: new Date() });
    expect((await unlock(fan.token, { content_id: item.id })).status).toBe(201);
    const [row] = await t.deps.db
      .select()
      .from(entitlements)
      .where(and(eq(entitlements.userId, fan.id), eq(entitlements.contentId, item.id)));
    expect(row?.revokedAt).toBeNull();
  });
});

describe('GET /api/profile/collection', () => {
  it('lists what the fan holds (bought, free, community) and nothing revoked, expired or blocked', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const blocked = await person(t, 'creator');
    const bought = await createContent(t.deps, creator.id, { title: 'Bought' });
    const free = await createContent(t.deps, creator.id, { title: 'Free', price: 0 });
    const community = await createContent(t.deps, creator.id, { title: 'Community', type: ContentType.subscription });
    const revoked = await createContent(t.deps, creator.id, { title: 'Revoked' });
    const expired = await createContent(t.deps, creator.id, { title: 'Expired' });
    const byBlocked = await createContent(t.deps, blocked.id, { title: 'By blocked' });
    const archived = await createContent(t.deps, creator.id, { title: 'Archived', archivedAt: new Date() });
    const video = await attachMedia(t.deps, bought, 'video');
    await grant(t.deps, fan.id, bought.id);
    await unlock(fan.token, { content_id: free.id });
    await grant(t.deps, fan.id, community.id, { source: 'subscription', expiresAt: new Date(Date.now() + DAY) });
    await grant(t.deps, fan.id, revoked.id, { revokedAt: new Date() });
    await grant(t.deps, fan.id, expired.id, { source: 'subscription', expiresAt: new Date(Date.now() - DAY) });
    await grant(t.deps, fan.id, byBlocked.id);
    await grant(t.deps, fan.id, archived.id);
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: true });

    const list = await collection(fan.token, '?sort=title');
    expect(list.data.map((c) => c.title)).toEqual(['Archived', 'Bought', 'Community', 'Free']);
    expect(list.data.every((c) => c.is_bought && c.shortOwner?.id === creator.id && 'cover' in c)).toBe(true);
    expect(list.data[0]!.acquired_at).toEqual(expect.any(String));
    expect((await collection(fan.token, `?filter[type]=${ContentType.subscription}`)).data.map((c) => c.id)).toEqual([
      community.id,
    ]);

    const one = await call(t, 'GET', `/api/profile/collection/${bought.id}?expand=encodedVideo`, fan.token);
    expect(one.status).toBe(200);
    const item = (await body<{ data: ContentResource }>(one)).data;
    expect(item.encodedVideo).toMatchObject({ id: video.id, url: expect.stringContaining(`/media/v/${video.id}/`) });
    const everything = (
      await body<{ data: ContentResource }>(await call(t, 'GET', `/api/profile/collection/${free.id}`, fan.token))
    ).data;
    expect(everything).toHaveProperty('encodedTeaser');
    expect(everything).toHaveProperty('similar');

    for (const id of [revoked.id, expired.id, byBlocked.id, 2_000_000_000]) {
      expect((await call(t, 'GET', `/api/profile/collection/${id}`, fan.token)).status, String(id)).toBe(404);
    }
    const other = await person(t);
    expect((await call(t, 'GET', `/api/profile/collection/${bought.id}`, other.token)).status).toBe(404);
    expect((await collection(other.token)).data).toEqual([]);
    expect((await call(t, 'GET', '/api/profile/collection')).status).toBe(401);
    expect((await call(t, 'GET', `/api/profile/collection/${bought.id}`)).status).toBe(401);
  });
});

describe('GET /api/library', () => {
  it("counts the fan's wishlist, follows, playlists, communities and collection", async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const item = await createContent(t.deps, creator.id, { price: 0 });
    const community = await createContent(t.deps, creator.id, { type: ContentType.subscription });
    await call(t, 'PUT', '/api/favorite/toggle', fan.token, { content_id: item.id, favorite: true });
    await call(t, 'PUT', '/api/follow/toggle', fan.token, { id: creator.id, follow: true });
    await call(t, 'POST', '/api/playlists', fan.token, { name: 'Warm-up' });
    await unlock(fan.token, { content_id: item.id });
    await grant(t.deps, fan.id, community.id, { source: 'subscription' });
    const res = await call(t, 'GET', '/api/library', fan.token);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      data: { wishlist: 1, following: 1, playlists: 1, communities: 1, collection: 2 } satisfies LibrarySummary,
    });
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: creator.id, type: 'user', blocked: true });
    const hidden = await body<{ data: LibrarySummary }>(await call(t, 'GET', '/api/library', fan.token));
    expect(hidden.data).toEqual({ wishlist: 0, following: 0, playlists: 1, communities: 0, collection: 0 });
    expect((await call(t, 'GET', '/api/library')).status).toBe(401);
  });
});
