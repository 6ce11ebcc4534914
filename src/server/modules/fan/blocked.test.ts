import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FanMessages, type BlockedUser } from '@shared/schemas/fan';
import { createTestApp } from '@tests/support/harness';
import { blocks, users } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { call, person } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const toggle = (token: string | undefined, json: unknown) => call(t, 'PUT', '/api/blocked/toggle', token, json);
const rowsOf = (userId: number) => countRows(t, blocks, eq(blocks.blockerId, userId));

describe('PUT /api/blocked/toggle', () => {
  it('flips the block and answers the new state', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    expect(await body(await toggle(fan.token, { id: creator.id, type: 'user' }))).toEqual({
      data: { id: creator.id, is_blocked: true },
    });
    expect(await body(await toggle(fan.token, { id: creator.id, type: 'user' }))).toEqual({
      data: { id: creator.id, is_blocked: false },
    });
    expect(await rowsOf(fan.id)).toBe(0);
  });

  it('ends in the asked state when the same explicit request is sent twice at once', async () => {
    const fan = await person(t);
    const creator = await person(t, 'creator');
    const on = await Promise.all([1, 2].map(() => toggle(fan.token, { id: creator.id, type: 'user', blocked: true })));
    for (const res of on) expect(await res.json()).toEqual({ data: { id: creator.id, is_blocked: true } });
    expect(await rowsOf(fan.id)).toBe(1);
    const off = await Promise.all(
      [1, 2].map(() => toggle(fan.token, { id: creator.id, type: 'user', blocked: false })),
    );
    for (const res of off) expect(await res.json()).toEqual({ data: { id: creator.id, is_blocked: false } });
    expect(await rowsOf(fan.id)).toBe(0);
  });

  it('refuses blocking yourself, an unknown account or another type, and writes nothing', async () => {
    const fan = await person(t);
    const self = await toggle(fan.token, { id: fan.id, type: 'user' });
    expect(self.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(self), 'id')).toEqual([FanMessages.blockSelf]);
    const unknown = await toggle(fan.token, { id: 2_000_000_000, type: 'user' });
    expect(fieldErrors(await body<ErrorBody>(unknown), 'id')).toEqual([FanMessages.userUnknown]);
    const type = await toggle(fan.token, { id: 1, type: 'content' });
    expect(type.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(type), 'type')).toEqual([FanMessages.typeInvalid]);
    expect(await rowsOf(fan.id)).toBe(0);
    expect((await toggle(undefined, { id: 1, type: 'user' })).status).toBe(401);
  });
});

describe('GET /api/blocked', () => {
  it("lists the fan's blocked people by name, with search and paging, and only theirs", async () => {
    const fan = await person(t);
    const other = await person(t);
    const zed = await person(t, 'creator');
    const amy = await person(t, 'creator');
    const gone = await person(t, 'creator');
    await t.deps.db.update(users).set({ name: 'Zed' }).where(eq(users.id, zed.id));
    await t.deps.db.update(users).set({ name: 'Amy' }).where(eq(users.id, amy.id));
    for (const u of [zed, amy, gone]) await toggle(fan.token, { id: u.id, type: 'user', blocked: true });
    await toggle(other.token, { id: zed.id, type: 'user', blocked: true });
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const res = await call(t, 'GET', '/api/blocked', fan.token);
    expect(res.status).toBe(200);
    const list = await body<{ data: BlockedUser[]; meta: { total: number } }>(res);
    expect(list.data.map((u) => u.id)).toEqual([amy.id, zed.id]);
    expect(list.data[0]).toMatchObject({ name: 'Amy', login: amy.user.login, blocked_at: expect.any(String) });
    // Every entry is someone the fan blocked, whatever the administration did with the account.
    expect(list.data.map((u) => u.is_blocked)).toEqual([true, true]);
    expect(list.data[0]).not.toHaveProperty('email');
    const paged = await body<{ data: BlockedUser[]; meta: { total: number; last_page: number } }>(
      await call(t, 'GET', '/api/blocked?limit=1&page=2', fan.token),
    );
    expect(paged.data.map((u) => u.id)).toEqual([zed.id]);
    expect(paged.meta).toMatchObject({ total: 2, last_page: 2 });
    const searched = await body<{ data: BlockedUser[] }>(await call(t, 'GET', '/api/blocked?search=zed', fan.token));
    expect(searched.data.map((u) => u.id)).toEqual([zed.id]);
    expect((await call(t, 'GET', '/api/blocked')).status).toBe(401);
  });
});
