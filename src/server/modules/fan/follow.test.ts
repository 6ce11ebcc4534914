import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FanMessages, type FollowedCreator } from '@shared/schemas/fan';
import { createTestApp } from '@tests/support/harness';
import { tokenFor } from '@tests/support/fixtures';
import { follows, users } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { createContent } from '../content/testing';
import { call, person } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface ListBody<T> {
  data: T[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}
const toggle = (token: string | undefined, json: unknown) => call(t, 'PUT', '/api/follow/toggle', token, json);
const followRows = (followerId: number) => countRows(t, follows, eq(follows.followerId, followerId));

describe('PUT /api/follow/toggle', () => {
  it('flips the follow on each call and answers the new state', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const first = await toggle(fan.token, { id: creator.id });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { id: creator.id, is_followed: true } });
    expect(await body(await toggle(fan.token, { id: creator.id }))).toEqual({
      data: { id: creator.id, is_followed: false },
    });
    expect(await followRows(fan.id)).toBe(0);
  });

  it('ends in the asked state when the same explicit request is sent twice at once', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const on = await Promise.all([1, 2].map(() => toggle(fan.token, { id: creator.id, follow: true })));
    expect(on.map((r) => r.status)).toEqual([200, 200]);
    for (const res of on) expect(await res.json()).toEqual({ data: { id: creator.id, is_followed: true } });
    expect(await followRows(fan.id)).toBe(1);
    const off = await Promise.all([1, 2].map(() => toggle(fan.token, { id: creator.id, follow: false })));
    for (const res of off) expect(await res.json()).toEqual({ data: { id: creator.id, is_followed: false } });
    expect(await followRows(fan.id)).toBe(0);
  });

  it('refuses following yourself, a fan, an unknown or a blocked account, and writes nothing', async () => {
    const creator = await person(t, 'creator');
    const fan = await person(t);
    const suspended = await person(t, 'creator');
    await t.deps.db.update(users).set({ status: 'blocked' }).where(eq(users.id, suspended.id));
    const cases: [number, string][] = [
      [creator.id, FanMessages.followSelf],
      [fan.id, FanMessages.followNotCreator],
      [2_000_000_000, FanMessages.userUnknown],
      [suspended.id, FanMessages.userUnknown],
    ];
    for (const [id, message] of cases) {
      const res = await toggle(creator.token, { id });
      expect(res.status, message).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'id')).toEqual([message]);
    }
    expect(await followRows(creator.id)).toBe(0);
  });

  it('checks the body and the token', async () => {
    const fan = await person(t);
    const bad = await toggle(fan.token, { id: 'x', follow: 'yes' });
    expect(bad.status).toBe(422);
    const errors = await body<ErrorBody>(bad);
    expect(fieldErrors(errors, 'id')).toEqual([FanMessages.idInvalid]);
    expect(fieldErrors(errors, 'follow')).toEqual([FanMessages.stateInvalid]);
    expect((await toggle(undefined, { id: 1 })).status).toBe(401);
    const clientToken = await tokenFor(t.deps, null, 'api');
    expect((await toggle(clientToken, { id: 1 })).status).toBe(401);
    const admin = await person(t, 'admin');
    expect((await toggle(admin.token, { id: 1 })).status).toBe(403);
  });
});

describe('GET /api/following', () => {
  it('lists the followed creators with counts, hides blocked and deleted ones, and takes the list query', async () => {
    const fan = await person(t);
    const other = await person(t);
    const ann = await person(t, 'creator');
    const bob = await person(t, 'creator');
    const blockedByFan = await person(t, 'creator');
    const gone = await person(t, 'creator');
    await t.deps.db.update(users).set({ name: 'Ann Dancer' }).where(eq(users.id, ann.id));
    await t.deps.db.update(users).set({ name: 'Bob Producer' }).where(eq(users.id, bob.id));
    await createContent(t.deps, ann.id);
    await createContent(t.deps, ann.id, { status: 2 });
    for (const c of [ann, bob, blockedByFan, gone]) await toggle(fan.token, { id: c.id, follow: true });
    await toggle(other.token, { id: ann.id, follow: true });
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blockedByFan.id, type: 'user', blocked: true });
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const res = await call(t, 'GET', '/api/following', fan.token);
    expect(res.status).toBe(200);
    const list = await body<ListBody<FollowedCreator>>(res);
    expect(list.data.map((c) => c.id)).toEqual([ann.id, bob.id]);
    expect(list.meta).toEqual({ current_page: 1, per_page: 10, total: 2, last_page: 1 });
    expect(list.data[0]).toMatchObject({
      login: ann.user.login,
      name: 'Ann Dancer',
      counts: { followers: 2, content: 1 },
    });
    expect(list.data[0]).not.toHaveProperty('email');

    const searched = await body<ListBody<FollowedCreator>>(
      await call(t, 'GET', '/api/following?search=bob', fan.token),
    );
    expect(searched.data.map((c) => c.id)).toEqual([bob.id]);
    const sorted = await body<ListBody<FollowedCreator>>(await call(t, 'GET', '/api/following?sort=-name', fan.token));
    expect(sorted.data.map((c) => c.id)).toEqual([bob.id, ann.id]);
    expect((await call(t, 'GET', '/api/following?sort=email', fan.token)).status).toBe(422);
    expect((await call(t, 'GET', '/api/following')).status).toBe(401);
  });
});

describe('GET /api/creators/:id/followers-count', () => {
  it('answers the count to anyone and whether the signed-in viewer follows', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    await toggle(fan.token, { id: creator.id, follow: true });
    const anonymous = await call(t, 'GET', `/api/creators/${creator.id}/followers-count`);
    expect(await anonymous.json()).toEqual({
      data: { id: creator.id, followers_count: 1, is_followed: false, is_blocked_by_viewer: false },
    });
    const mine = await call(t, 'GET', `/api/creators/${creator.id}/followers-count`, fan.token);
    expect(await mine.json()).toEqual({
      data: { id: creator.id, followers_count: 1, is_followed: true, is_blocked_by_viewer: false },
    });
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: creator.id, type: 'user', blocked: true });
    const blocked = await call(t, 'GET', `/api/creators/${creator.id}/followers-count`, fan.token);
    expect(await blocked.json()).toMatchObject({ data: { is_followed: true, is_blocked_by_viewer: true } });
    expect((await call(t, 'GET', `/api/creators/${fan.id}/followers-count`)).status).toBe(404);
    expect((await call(t, 'GET', '/api/creators/abc/followers-count')).status).toBe(404);
    const row = await t.deps.db
      .select()
      .from(follows)
      .where(and(eq(follows.followerId, fan.id), eq(follows.creatorId, creator.id)));
    expect(row).toHaveLength(1);
  });
});
