import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LockedVideo, VideoRef } from '@shared/schemas/content';
import type { FeedItem } from '@shared/schemas/search';
import { createTestApp } from '@tests/support/harness';
import { tokenFor } from '@tests/support/fixtures';
import { blocks, follows, userGenres } from '../../db/schema';
import { body, type TestApp } from '../auth/testing';
import { person } from '../fan/testing';
import { attachMedia, createContent, createGenre, grant, tag } from '../content/testing';

let t: TestApp;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, number> = {};
const rest: number[] = [];
let fan: { id: number; token: string };
let otherFan: { id: number; token: string };
let genreCreatorToken: string;

interface ListBody {
  data: FeedItem[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  fan = await person(t, 'fan');
  otherFan = await person(t, 'fan');
  const followed = await person(t, 'creator');
  const genreCreator = await person(t, 'creator');
  genreCreatorToken = genreCreator.token;
  const other = await person(t, 'creator');
  const blocked = await person(t, 'creator');
  const jazz = await createGenre(d, 'jazz-f', { en: 'Jazz' });
  const rock = await createGenre(d, 'rock-f', { en: 'Rock' });

  ids.followedOld = (await createContent(d, followed.id, { type: 1, title: 'Followed old', publishedAt: ago(10) })).id;
  ids.followedNew = (await createContent(d, followed.id, { type: 5, title: 'Followed new', publishedAt: ago(9) })).id;
  ids.genre = (await createContent(d, genreCreator.id, { type: 6, title: 'In my genre', publishedAt: ago(8) })).id;
  ids.untagged = (await createContent(d, genreCreator.id, { type: 2, title: 'Untagged', publishedAt: ago(1) })).id;
  await tag(d, ids.genre, [jazz.id]);
  await tag(d, ids.followedOld, [rock.id]);
  for (let i = 0; i < 18; i++) {
    const item = await createContent(d, other.id, {
      type: i < 3 ? 5 : 2,
      title: `Rest ${i}`,
      publishedAt: ago(2 + i * 0.1),
    });
    rest.push(item.id);
  }
  await tag(d, rest[0]!, [rock.id]);
  ids.blocked = (await createContent(d, blocked.id, { type: 1, title: 'Blocked newest', publishedAt: ago(0.5) })).id;
  ids.draft = (await createContent(d, followed.id, { status: 2, title: 'Draft' })).id;

  await d.db.insert(follows).values({ followerId: fan.id, creatorId: followed.id });
  await d.db.insert(userGenres).values({ userId: fan.id, genreId: jazz.id });
  await d.db.insert(blocks).values({ blockerId: fan.id, blockedId: blocked.id });
  await attachMedia(d, { id: ids.followedOld, ownerId: followed.id }, 'video');
});
afterAll(() => t.close());

async function feed(query: string, token = fan.token) {
  const res = await t.request(`/api/feed/content${query}`, { token });
  expect(res.status, query).toBe(200);
  return body<ListBody>(res);
}

describe('GET /api/feed/content', () => {
  it('ranks followed creators first, then the fan’s genres, then the rest, newest first in each', async () => {
    const { data, meta } = await feed('');
    expect(data.map((c) => c.id).slice(0, 5)).toEqual([
      ids.followedNew,
      ids.followedOld,
      ids.genre,
      ids.untagged,
      rest[0],
    ]);
    expect(data.slice(0, 4).map((c) => c.feed_reason)).toEqual(['following', 'following', 'genre', 'other']);
    expect(data).toHaveLength(20);
    expect(meta).toEqual({ current_page: 1, per_page: 20, total: 22, last_page: 2 });
    const second = await feed('?page=2');
    expect(second.data.map((c) => c.id)).toEqual(rest.slice(-2));
  });

  it('never shows a creator the fan blocked, while another fan sees them (by recency alone)', async () => {
    const all = [...(await feed('')).data, ...(await feed('?page=2')).data].map((c) => c.id);
    expect(all).not.toContain(ids.blocked);
    expect(all).not.toContain(ids.draft);
    const { data, meta } = await feed('', otherFan.token);
    expect(data[0]).toMatchObject({ id: ids.blocked, feed_reason: 'other' });
    expect(meta.total).toBe(23);
  });

  it('filters by type (the tutorials page) and genre, and takes a limit', async () => {
    const tutorials = await feed('?filter[type][in]=5,6');
    expect(tutorials.data.map((c) => c.id)).toEqual([ids.followedNew, ids.genre, rest[0], rest[1], rest[2]]);
    const rock = await feed(`?filter[genre]=${(await feed('?expand=tags&limit=2')).data[1]!.tags![0]!.id}`);
    expect(rock.data.map((c) => c.id)).toEqual([ids.followedOld, rest[0]]);
    expect((await feed('?limit=5')).meta).toMatchObject({ per_page: 5, last_page: 5 });
  });

  it('leaves out the viewer’s own items', async () => {
    const { data } = await feed('?limit=100', genreCreatorToken);
    expect(data.map((c) => c.id)).not.toContain(ids.genre);
    expect(data.map((c) => c.id)).not.toContain(ids.untagged);
  });

  it('needs a signed-in user and refuses unknown parameters', async () => {
    expect((await t.request('/api/feed/content')).status).toBe(401);
    expect((await t.request('/api/feed/content', { token: await tokenFor(t.deps, null, 'api') })).status).toBe(401);
    expect((await t.request('/api/feed/content?sort=title', { token: fan.token })).status).toBe(422);
  });
});

describe('GET /api/feed/content/:id', () => {
  const item = async (id: number | string, token = fan.token, query = '') =>
    t.request(`/api/feed/content/${id}${query}`, { token });

  it('answers the item with all its relations, gated', async () => {
    const res = await item(ids.followedOld!);
    expect(res.status).toBe(200);
    const { data } = await body<{ data: FeedItem }>(res);
    expect(data).toMatchObject({ id: ids.followedOld, feed_reason: 'following', is_bought: false });
    expect(data).toHaveProperty('meetings');
    expect(data).toHaveProperty('similar');
    expect((data.encodedVideo as LockedVideo).locked).toBe(true);
    expect(JSON.stringify(data)).not.toContain('/media/v/');
    await grant(t.deps, fan.id, ids.followedOld!);
    const bought = (await body<{ data: FeedItem }>(await item(ids.followedOld!))).data;
    expect((bought.encodedVideo as VideoRef).url).toMatch(/^\/media\/v\//);
  });

  it('takes an expand list', async () => {
    const { data } = await body<{ data: FeedItem }>(await item(ids.genre!, fan.token, '?expand=tags'));
    expect(data.tags?.map((g) => g.slug)).toEqual(['jazz-f']);
    expect(data).not.toHaveProperty('similar');
  });

  it('keeps a blocked creator out of the item and its similar items', async () => {
    expect((await item(ids.blocked!)).status).toBe(404);
    expect((await item(ids.blocked!, otherFan.token)).status).toBe(200);
    const similar = async (token: string) =>
      (await body<{ data: FeedItem }>(await item(ids.followedOld!, token, '?expand=similar'))).data.similar!.map(
        (c) => c.id,
      );
    expect(await similar(otherFan.token)).toContain(ids.blocked);
    expect(await similar(fan.token)).not.toContain(ids.blocked);
  });

  it('is a 404 for drafts, unknown ids and malformed ids, and a 401 without a user', async () => {
    for (const id of [ids.draft!, 2_000_000, 'abc']) expect((await item(id)).status, String(id)).toBe(404);
    expect((await t.request(`/api/feed/content/${ids.genre}`)).status).toBe(401);
  });
});
