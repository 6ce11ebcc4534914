import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import type { ContentResource, CreatorPage } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { body, type TestApp } from '../auth/testing';
import { call, person } from '../fan/testing';
import { addToCommunity, createContent, createGenre, tag } from './testing';

/** A fan who blocked a creator never meets that creator's content; another fan still does. */
let t: TestApp;
let blocker: Awaited<ReturnType<typeof person>>;
let otherFan: Awaited<ReturnType<typeof person>>;
let blocked: Awaited<ReturnType<typeof person>>;
let kept: Awaited<ReturnType<typeof person>>;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, number> = {};

interface ListBody {
  data: ContentResource[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  blocker = await person(t);
  otherFan = await person(t);
  blocked = await person(t, 'creator');
  kept = await person(t, 'creator');
  const genre = await createGenre(d, 'popping-b', { en: 'Popping' });
  const add = async (key: string, ownerId: number, item: Parameters<typeof createContent>[2]) => {
    ids[key] = (await createContent(d, ownerId, item)).id;
    await tag(d, ids[key]!, [genre.id]);
  };
  await add('blockedNew', blocked.id, { type: ContentType.footage, title: 'Blocked newest', publishedAt: ago(1) });
  await add('blockedOld', blocked.id, { type: ContentType.footage, title: 'Blocked older', publishedAt: ago(4) });
  await add('keptNew', kept.id, { type: ContentType.footage, title: 'Kept newest', publishedAt: ago(2) });
  await add('keptOld', kept.id, { type: ContentType.footage, title: 'Kept older', publishedAt: ago(3) });
  await add('community', kept.id, { type: ContentType.subscription, price: 500, publishedAt: ago(5) });
  await addToCommunity(d, ids.community!, [ids.keptNew!, ids.blockedNew!]);
  const res = await call(t, 'PUT', '/api/blocked/toggle', blocker.token, {
    id: blocked.id,
    type: 'user',
    blocked: true,
  });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

async function list(query: string, token?: string): Promise<ListBody> {
  const res = await call(t, 'GET', `/api/content${query}`, token);
  expect(res.status, query).toBe(200);
  return body<ListBody>(res);
}
const listIds = async (query: string, token?: string) => (await list(query, token)).data.map((c) => c.id);

describe('GET /api/content and a blocked creator', () => {
  it("leaves the blocked creator's items out of the blocker's list and total, not another fan's", async () => {
    const all = [ids.blockedNew, ids.keptNew, ids.keptOld, ids.blockedOld, ids.community];
    expect(await listIds('', otherFan.token)).toEqual(all);
    expect(await listIds('')).toEqual(all);
    const mine = await list('?expand=shortOwner', blocker.token);
    expect(mine.data.map((c) => c.id)).toEqual([ids.keptNew, ids.keptOld, ids.community]);
    expect(mine.data.every((c) => c.user_id !== blocked.id && c.shortOwner?.id !== blocked.id)).toBe(true);
    expect(mine.meta).toEqual({ current_page: 1, per_page: 10, total: 3, last_page: 1 });
  });

  it('keeps them out of every page, filter and sort, with the total of what the blocker sees', async () => {
    const paged = await list('?limit=2&page=2', blocker.token);
    expect(paged.data.map((c) => c.id)).toEqual([ids.community]);
    expect(paged.meta).toMatchObject({ total: 3, last_page: 2 });
    const past = await list('?limit=2&page=5', blocker.token);
    expect(past).toEqual({ data: [], meta: { current_page: 5, per_page: 2, total: 3, last_page: 2 } });
    expect(await listIds(`?filter[owner_id]=${blocked.id}`, blocker.token)).toEqual([]);
    expect(await listIds(`?filter[owner_id]=${blocked.id}`, otherFan.token)).toEqual([ids.blockedNew, ids.blockedOld]);
    expect(await listIds('?search=Blocked', blocker.token)).toEqual([]);
    expect(await listIds('?filterExpand[tags.slug]=popping-b&sort=title', blocker.token)).toEqual([
      ids.community,
      ids.keptNew,
      ids.keptOld,
    ]);
  });

  it('shows them again once unblocked', async () => {
    const fan = await person(t);
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: true });
    expect(await listIds(`?filter[owner_id]=${blocked.id}`, fan.token)).toEqual([]);
    await call(t, 'PUT', '/api/blocked/toggle', fan.token, { id: blocked.id, type: 'user', blocked: false });
    expect(await listIds(`?filter[owner_id]=${blocked.id}`, fan.token)).toEqual([ids.blockedNew, ids.blockedOld]);
  });
});

describe('GET /api/content/:id and a blocked creator', () => {
  it('answers 404 to the blocker and the item to anyone else', async () => {
    expect((await call(t, 'GET', `/api/content/${ids.blockedNew}`, blocker.token)).status).toBe(404);
    expect((await call(t, 'GET', `/api/content/${ids.blockedNew}`, otherFan.token)).status).toBe(200);
    expect((await call(t, 'GET', `/api/content/${ids.blockedNew}`)).status).toBe(200);
  });

  it("leaves the blocked creator's items out of the blocker's related lists", async () => {
    const related = async (id: number, token: string) => {
      const res = await call(t, 'GET', `/api/content/${id}?expand=similar,subscribedContent`, token);
      expect(res.status).toBe(200);
      const { data } = await body<{ data: ContentResource }>(res);
      return { similar: data.similar?.map((c) => c.id), unlocked: data.subscribedContent?.map((c) => c.id) };
    };
    expect((await related(ids.keptOld!, otherFan.token)).similar).toEqual([
      ids.blockedNew,
      ids.keptNew,
      ids.blockedOld,
      ids.community,
    ]);
    expect((await related(ids.keptOld!, blocker.token)).similar).toEqual([ids.keptNew, ids.community]);
    expect((await related(ids.community!, otherFan.token)).unlocked).toEqual([ids.blockedNew, ids.keptNew]);
    expect((await related(ids.community!, blocker.token)).unlocked).toEqual([ids.keptNew]);
  });
});

describe('GET /api/creators/:login and a blocked creator', () => {
  const page = async (login: string, token?: string) => {
    const res = await call(t, 'GET', `/api/creators/${login}`, token);
    expect(res.status).toBe(200);
    return (await body<{ data: CreatorPage }>(res)).data;
  };

  it('still answers the blocker, marked blocked by them and with nothing listed', async () => {
    const mine = await page(blocked.user.login, blocker.token);
    expect(mine).toMatchObject({ id: blocked.id, is_blocked: false, is_blocked_by_viewer: true });
    expect(mine.latestFootage).toEqual([]);
    for (const [key, value] of Object.entries(mine)) if (key.startsWith('latest')) expect(value, key).toEqual([]);
  });

  it('shows another fan and a visitor the page as usual', async () => {
    for (const token of [otherFan.token, undefined]) {
      const theirs = await page(blocked.user.login, token);
      expect(theirs.is_blocked_by_viewer).toBe(false);
      expect(theirs.latestFootage.map((c) => c.id)).toEqual([ids.blockedNew, ids.blockedOld]);
    }
    const other = await page(kept.user.login, blocker.token);
    expect(other.is_blocked_by_viewer).toBe(false);
    expect(other.latestFootage.map((c) => c.id)).toEqual([ids.keptNew, ids.keptOld]);
  });
});
