import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { users } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { addMeeting, attachMedia, createContent, createGenre, tag } from './testing';

let t: TestApp;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, number> = {};
let owner: { id: number; login: string };
let other: { id: number };
let jazzId: number;

interface ListBody {
  data: ContentResource[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  owner = await createUser(d, { kind: 'creator', role: 3, login: 'lister' });
  other = await createUser(d, { kind: 'creator', role: 1 });
  const blocked = await createUser(d, { kind: 'creator', status: 'blocked' });
  const gone = await createUser(d, { kind: 'creator' });
  await d.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  const hipHop = await createGenre(d, 'hip-hop-l', { en: 'Hip Hop', ja: 'ヒップホップ' });
  jazzId = (await createGenre(d, 'jazz-l', { en: 'Jazz', ja: 'ジャズ' })).id;

  const add = async (key: string, ownerId: number, item: Parameters<typeof createContent>[2]) => {
    ids[key] = (await createContent(d, ownerId, item)).id;
  };
  await add('hipHop', owner.id, { type: 2, title: 'Hip Hop Basics', price: 999, publishedAt: ago(5) });
  await add('japanese', owner.id, {
    type: 1,
    title: 'ヒップホップ基礎クラス',
    description: '初心者向け',
    price: 0,
    publishedAt: ago(4),
  });
  await add('chinese', other.id, {
    type: 5,
    title: '爵士舞入门教程',
    price: 1500,
    currency: 'EUR',
    publishedAt: ago(3),
  });
  await add('upcoming', other.id, { type: 3, title: 'Open Class', price: 2000, currency: 'JPY', publishedAt: ago(2) });
  await add('past', owner.id, { type: 3, title: '100% Groove_Class', price: 500, publishedAt: ago(1) });
  for (const status of [
    ContentStatus.processing,
    ContentStatus.draft,
    ContentStatus.blocked,
    ContentStatus.onReview,
    ContentStatus.transcodingFailed,
  ]) {
    await add(`status${status}`, owner.id, { status, title: `Hidden status ${status}` });
  }
  await add('archived', owner.id, { title: 'Archived one', archivedAt: ago(1) });
  await add('deleted', owner.id, { title: 'Deleted one', deletedAt: ago(1), deletionReason: 'Gone' });
  await add('blockedOwner', blocked.id, { title: 'By a blocked creator' });
  await add('deletedOwner', gone.id, { title: 'By a deleted creator' });

  await tag(d, ids.hipHop!, [hipHop.id]);
  await tag(d, ids.japanese!, [hipHop.id]);
  await tag(d, ids.chinese!, [jazzId]);
  await addMeeting(d, ids.upcoming!, new Date(Date.now() + 7 * DAY));
  await addMeeting(d, ids.past!, ago(2));
  await attachMedia(d, { id: ids.hipHop!, ownerId: owner.id }, 'cover');
});
afterAll(() => t.close());

const visible = () => ['past', 'upcoming', 'chinese', 'japanese', 'hipHop'].map((k) => ids[k]);

async function list(query: string, token?: string): Promise<ListBody> {
  const res = await t.request(`/api/content${query}`, { method: 'GET', token });
  expect(res.status, query).toBe(200);
  return body<ListBody>(res);
}

const listIds = async (query: string, token?: string) => (await list(query, token)).data.map((c) => c.id);

describe('GET /api/content', () => {
  it('shows the public only published, live items of active creators, newest first', async () => {
    const { data, meta } = await list('');
    expect(data.map((c) => c.id)).toEqual(visible());
    expect(meta).toEqual({ current_page: 1, per_page: 10, total: 5, last_page: 1 });
    expect(data[0]).toMatchObject({ status: 1, is_bought: false, is_own: false, deletion_reason: null });
    expect(data[0]).not.toHaveProperty('cover');
  });

  it('shows the owner the same list (own drafts are not part of it), marked as own', async () => {
    const token = await tokenFor(t.deps, owner.id, 'api');
    const { data } = await list('', token);
    expect(data.map((c) => c.id)).toEqual(visible());
    expect(data.find((c) => c.id === ids.hipHop)?.is_own).toBe(true);
    expect(data.find((c) => c.id === ids.chinese)?.is_own).toBe(false);
  });

  it('paginates with meta', async () => {
    const { data, meta } = await list('?limit=2&page=2');
    expect(data.map((c) => c.id)).toEqual(visible().slice(2, 4));
    expect(meta).toEqual({ current_page: 2, per_page: 2, total: 5, last_page: 3 });
    expect((await list('?limit=2&page=9')).data).toEqual([]);
  });

  it('sorts by the requested fields', async () => {
    expect(await listIds('?sort=published_at')).toEqual([...visible()].reverse());
    expect(await listIds('?sort=-price,title')).toEqual([
      ids.upcoming,
      ids.chinese,
      ids.hipHop,
      ids.past,
      ids.japanese,
    ]);
    expect(await listIds('?sortExpand=owner.name&sort=title&limit=1')).toHaveLength(1);
  });

  it('filters by type, price ranges, owner and tags', async () => {
    expect(await listIds('?filter[type]=3')).toEqual([ids.past, ids.upcoming]);
    expect(await listIds('?filter[type][in]=1,2')).toEqual([ids.japanese, ids.hipHop]);
    expect(await listIds('?filter[price][from]=999&filter[price][to]=1500')).toEqual([ids.chinese, ids.hipHop]);
    expect(await listIds('?filter[price][>]=1500')).toEqual([ids.upcoming]);
    expect(await listIds('?filter[price]=0')).toEqual([ids.japanese]);
    expect(await listIds('?filter[price_currency]=EUR')).toEqual([ids.chinese]);
    expect(await listIds(`?filter[owner_id]=${other.id}`)).toEqual([ids.upcoming, ids.chinese]);
    expect(await listIds(`?filterExpand[tags.id]=${jazzId}`)).toEqual([ids.chinese]);
    expect(await listIds('?filterExpand[tags.slug][in]=hip-hop-l,jazz-l')).toEqual([
      ids.chinese,
      ids.japanese,
      ids.hipHop,
    ]);
    expect(await listIds('?filterExpand[owner.login]=lister&filter[type]=3')).toEqual([ids.past]);
  });

  it('applies the published, upcoming and free scopes', async () => {
    expect(await listIds('?scopes=published')).toEqual(visible());
    expect(await listIds('?scopes=upcoming')).toEqual([ids.upcoming]);
    expect(await listIds('?scopes=free')).toEqual([ids.japanese]);
    expect(await listIds('?scopes=upcoming,free')).toEqual([]);
  });

  it('searches titles and descriptions in any language, case-insensitively and literally', async () => {
    expect(await listIds('?search=hip%20HOP')).toEqual([ids.hipHop]);
    expect(await listIds(`?search=${encodeURIComponent('基礎')}`)).toEqual([ids.japanese]);
    expect(await listIds(`?search=${encodeURIComponent('初心者')}`)).toEqual([ids.japanese]);
    expect(await listIds(`?search=${encodeURIComponent('入门')}`)).toEqual([ids.chinese]);
    expect(await listIds(`?search=${encodeURIComponent('舞')}`)).toEqual([ids.chinese]);
    expect(await listIds(`?search=${encodeURIComponent('100%|title')}`)).toEqual([ids.past]);
    expect(await listIds('?search=e_C')).toEqual([ids.past]);
    expect(await listIds('?search=p_B')).toEqual([]);
    expect(await listIds('?search=Hidden')).toEqual([]);
  });

  it('includes the requested list expansions', async () => {
    const { data } = await list(`?expand=cover,tags,shortOwner,meetings&filter[id][in]=${ids.hipHop},${ids.upcoming}`);
    const hipHop = data.find((c) => c.id === ids.hipHop)!;
    expect(hipHop.cover).toEqual({
      crop_url: expect.stringMatching(/^\/media\/public\/covers\//),
      resize_url: expect.any(String),
    });
    expect(hipHop.tags).toEqual([{ id: expect.any(Number), slug: 'hip-hop-l', name: 'Hip Hop' }]);
    expect(hipHop.shortOwner).toMatchObject({ id: owner.id, login: 'lister', role: 3, is_blocked: false });
    expect(hipHop.shortOwner).not.toHaveProperty('email');
    expect(hipHop.meetings).toEqual([]);
    const upcoming = data.find((c) => c.id === ids.upcoming)!;
    expect(upcoming.cover).toBeNull();
    expect(upcoming.meetings).toHaveLength(1);
    expect(upcoming.price).toEqual({ amount: 2000, currency: 'JPY' });
  });

  it('names tags in the applocale language', async () => {
    const res = await t.request(`/api/content?expand=tags&filter[id]=${ids.hipHop}`, {
      method: 'GET',
      headers: { applocale: 'ja' },
    });
    expect((await body<ListBody>(res)).data[0]?.tags?.[0]?.name).toBe('ヒップホップ');
  });

  it('refuses unknown fields, operators, expansions, sorts and scopes with a 422 naming them', async () => {
    const cases: [string, string, RegExp][] = [
      ['?filter[status]=2', 'filter[status]', /status/],
      ['?filter[price][like]=1', 'filter[price][like]', /like/],
      ['?expand=encodedVideo', 'expand', /encodedVideo/],
      ['?sort=owner_id', 'sort', /owner_id/],
      ['?scopes=drafts', 'scopes', /drafts/],
      ['?search=x|password', 'search', /password/],
    ];
    for (const [query, field, pattern] of cases) {
      const res = await t.request(`/api/content${query}`, { method: 'GET' });
      expect(res.status, query).toBe(422);
      const error = await body<ErrorBody>(res);
      expect(fieldErrors(error, field)?.[0], query).toMatch(pattern);
    }
  });
});
