import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatorCard, LandingPage } from '@shared/schemas/search';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { blocks, follows, userGenres } from '../../db/schema';
import { body, type TestApp } from '../auth/testing';
import { attachMedia, createContent, createGenre, tag } from '../content/testing';

let t: TestApp;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, number> = {};
const footage: number[] = [];
const people: Record<string, number> = {};
const genreIds: number[] = [];
let fanToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  const fan = await createUser(d, { kind: 'fan' });
  fanToken = await tokenFor(d, fan.id, 'api');
  const creator = async (key: string, role: 1 | 2 | 3, name: string, status: 'approved' | 'pending' = 'approved') => {
    people[key] = (await createUser(d, { kind: 'creator', role, name, login: key, status })).id;
  };
  await creator('aiko', 3, 'Aiko Dance');
  await creator('blocked', 1, 'Blocked Producer');
  await creator('crew', 2, 'Crew Organizer');
  await creator('newbie', 3, 'Newbie Without Content');
  await creator('pending', 3, 'Pending Creator', 'pending');

  const add = async (key: string, owner: string, item: Parameters<typeof createContent>[2], cover = false) => {
    const row = await createContent(d, people[owner]!, item);
    ids[key] = row.id;
    if (cover) await attachMedia(d, row, 'cover');
    return row.id;
  };
  await add('performance', 'aiko', { type: 1, publishedAt: ago(5) }, true);
  await add('skills', 'aiko', { type: 5, publishedAt: ago(4) }, true);
  await add('knowledge', 'aiko', { type: 6, publishedAt: ago(3) });
  await add('freeCommunity', 'aiko', { type: 50, price: 0, publishedAt: ago(2) }, true);
  await add('community', 'aiko', { type: 50, price: 500, publishedAt: ago(6) }, true);
  for (let i = 0; i < 12; i++)
    footage.push(await add(`footage${i}`, 'crew', { type: 2, publishedAt: ago(1 + i * 0.1) }, i < 3));
  await add('blockedClass', 'blocked', { type: 3, publishedAt: ago(0.5) }, true);

  for (let i = 1; i <= 7; i++)
    genreIds.push((await createGenre(d, `genre-${i}`, { en: `Genre ${i}`, ja: `ジャンル${i}` })).id);
  const g = (n: number) => [genreIds[n - 1]!];
  for (const id of footage) await tag(d, id, g(1));
  for (const key of ['performance', 'skills', 'knowledge', 'blockedClass']) await tag(d, ids[key]!, g(2));
  for (const id of footage.slice(0, 3)) await tag(d, id, g(3));
  for (const key of ['performance', 'skills']) await tag(d, ids[key]!, g(4));
  for (const key of ['knowledge', 'community']) await tag(d, ids[key]!, g(5));
  for (const id of footage.slice(5, 7)) await tag(d, id, g(6));
  await tag(d, ids.blockedClass!, g(7));

  await d.db.insert(blocks).values({ blockerId: fan.id, blockedId: people.blocked! });
  await d.db.insert(follows).values({ followerId: fan.id, creatorId: people.aiko! });
  for (let i = 0; i < 3; i++) {
    const follower = await createUser(d, { kind: 'fan' });
    await d.db.insert(follows).values({ followerId: follower.id, creatorId: people.blocked! });
  }
  await d.db.insert(userGenres).values({ userId: people.newbie!, genreId: genreIds[6]! });
});
afterAll(() => t.close());

async function landing(token?: string, headers: Record<string, string> = {}) {
  const res = await t.request('/api/feed/landing', { token, headers });
  expect(res.status).toBe(200);
  return (await body<{ data: LandingPage }>(res)).data;
}

describe('GET /api/feed/landing', () => {
  it('has a slider of the newest covered items, one per type before any type repeats', async () => {
    const { slider } = await landing();
    expect(slider.map((c) => c.id)).toEqual([
      ids.blockedClass,
      footage[0],
      ids.skills,
      ids.performance,
      ids.community,
      footage[1],
    ]);
    expect(slider[0]?.cover).toMatchObject({ crop_url: expect.any(String) });
    expect(slider[0]?.shortOwner).toMatchObject({ login: 'blocked' });
  });

  it('has a row per type (at most 10, newest first) and leaves out free communities', async () => {
    const { types } = await landing();
    expect(types.map((row) => row.type)).toEqual([1, 2, 3, 5, 6, 50]);
    expect(types[1]?.items.map((c) => c.id)).toEqual(footage.slice(0, 10));
    expect(types[5]?.items.map((c) => c.id)).toEqual([ids.community]);
  });

  it('has rows for the six genres with the most items, named in the request language', async () => {
    const { genres } = await landing(undefined, { applocale: 'ja' });
    expect(genres.map((row) => row.genre.name)).toEqual([
      'ジャンル1',
      'ジャンル2',
      'ジャンル3',
      'ジャンル4',
      'ジャンル5',
      'ジャンル6',
    ]);
    expect(genres[0]?.items.map((c) => c.id)).toEqual(footage.slice(0, 10));
    expect(genres[1]?.items.map((c) => c.id)).toEqual([ids.blockedClass, ids.knowledge, ids.skills, ids.performance]);
  });

  it('features creators with something to show, most followed first', async () => {
    const { creators } = await landing();
    expect(creators.map((c) => c.login)).toEqual(['blocked', 'aiko', 'crew']);
    expect(creators[0]).toMatchObject({ followers_count: 3, content_count: 1, is_followed: false });
    expect(creators[2]).toMatchObject({ followers_count: 0, content_count: 12 });
    expect(creators[0]).not.toHaveProperty('email');
  });

  it('leaves a creator the signed-in fan blocked out of every part, and marks who they follow', async () => {
    const page = await landing(fanToken);
    const everything = JSON.stringify(page);
    expect(everything).not.toContain(`"user_id":${people.blocked}`);
    expect(page.slider.map((c) => c.id)).toEqual([
      footage[0],
      ids.skills,
      ids.performance,
      ids.community,
      footage[1],
      footage[2],
    ]);
    expect(page.types.map((row) => row.type)).toEqual([1, 2, 5, 6, 50]);
    expect(page.genres[1]?.items.map((c) => c.id)).toEqual([ids.knowledge, ids.skills, ids.performance]);
    expect(page.creators.map((c) => [c.login, c.is_followed])).toEqual([
      ['aiko', true],
      ['crew', false],
    ]);
  });
});

async function creators(query: string, token?: string) {
  const res = await t.request(`/api/users/feed${query}`, { token });
  expect(res.status, query).toBe(200);
  return body<{ data: CreatorCard[]; meta: { per_page: number; total: number } }>(res);
}
const logins = async (query: string, token?: string) => (await creators(query, token)).data.map((c) => c.login);

describe('GET /api/users/feed', () => {
  it('lists approved creators, most followed first, 20 a page', async () => {
    const { data, meta } = await creators('');
    expect(data.map((c) => c.login)).toEqual(['blocked', 'aiko', 'crew', 'newbie']);
    expect(meta).toMatchObject({ per_page: 20, total: 4 });
    expect(await logins('?sort=name')).toEqual(['aiko', 'blocked', 'crew', 'newbie']);
    expect(await logins('?sort=-content_count&limit=1')).toEqual(['crew']);
  });

  it('filters by role, by genre (their own or their content’s) and searches names', async () => {
    expect(await logins('?filter[role]=3')).toEqual(['aiko', 'newbie']);
    expect(await logins('?filter[role][in]=1,2')).toEqual(['blocked', 'crew']);
    expect(await logins(`?filter[genre]=${genreIds[6]}`)).toEqual(['blocked', 'newbie']);
    expect(await logins(`?filter[genre][in]=${genreIds[0]},${genreIds[3]}`)).toEqual(['aiko', 'crew']);
    expect(await logins('?search=AIKO')).toEqual(['aiko']);
    expect(await logins('?search=organizer')).toEqual(['crew']);
  });

  it('leaves out creators the fan blocked, and says whom they follow', async () => {
    const { data } = await creators('', fanToken);
    expect(data.map((c) => [c.login, c.is_followed])).toEqual([
      ['aiko', true],
      ['crew', false],
      ['newbie', false],
    ]);
    expect(await logins(`?filter[genre]=${genreIds[6]}`, fanToken)).toEqual(['newbie']);
  });

  it('refuses unknown parameters with 422', async () => {
    expect((await t.request('/api/users/feed?filter[email]=x')).status).toBe(422);
  });
});
