import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentResource } from '@shared/schemas/content';
import { DiscoveryMessages, type Autocomplete } from '@shared/schemas/search';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { blocks } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { attachMedia, createContent, createGenre, tag } from '../content/testing';

let t: TestApp;
let fanToken: string;
const ids: Record<string, number> = {};
const people: Record<string, number> = {};
const genreIds: Record<string, number> = {};
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

interface ListBody {
  data: ContentResource[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  const fan = await createUser(d, { kind: 'fan' });
  fanToken = await tokenFor(d, fan.id, 'api');
  const creator = async (key: string, role: 1 | 2 | 3, name: string, login: string) => {
    people[key] = (await createUser(d, { kind: 'creator', role, name, login })).id;
  };
  await creator('sakura', 3, '桜スタジオ', 'sakura');
  await creator('wudao', 1, '舞蹈工作室', 'wudao');
  await creator('crew', 2, '댄스 크루', 'dancecrew');
  await creator('hana', 3, 'Hip Hop Hana', 'hiphana');
  await creator('blocky', 1, 'Blocky Battles', 'blocky');
  await createUser(d, { kind: 'creator', name: 'Pending Dancer', login: 'pendingdancer', status: 'pending' });
  await d.db.insert(blocks).values({ blockerId: fan.id, blockedId: people.blocky! });

  genreIds.hipHop = (
    await createGenre(d, 'hip-hop-s', { en: 'Hip Hop', ja: 'ヒップホップ', ko: '힙합', zh: '嘻哈' })
  ).id;
  genreIds.jazz = (await createGenre(d, 'jazz-s', { en: 'Jazz', ja: 'ジャズ', ko: '재즈', zh: '爵士' })).id;
  genreIds.salsa = (await createGenre(d, 'salsa-s', { en: '100% Salsa' })).id;

  const add = async (key: string, owner: string, item: Parameters<typeof createContent>[2], genres: string[] = []) => {
    ids[key] = (await createContent(d, people[owner]!, item)).id;
    if (genres.length)
      await tag(
        d,
        ids[key]!,
        genres.map((g) => genreIds[g]!),
      );
  };
  await add('ja', 'sakura', { type: 5, title: 'ダンス基礎チュートリアル', price: 0, publishedAt: ago(6) }, ['hipHop']);
  await add('zh', 'wudao', { type: 6, title: '舞蹈入门知识', price: 1500, currency: 'EUR', publishedAt: ago(5) }, [
    'jazz',
  ]);
  await add('ko', 'crew', { type: 3, title: '댄스 공개 수업', price: 2000, currency: 'JPY', publishedAt: ago(4) }, [
    'hipHop',
  ]);
  await add('footage', 'sakura', { type: 2, title: 'Hip Hop Footage 100% raw', price: 999, publishedAt: ago(3) });
  await add('blocked', 'blocky', { type: 2, title: 'Dance battle', price: 500, publishedAt: ago(2) }, ['hipHop']);
  await add('draft', 'sakura', { type: 5, title: 'ダンス下書き', status: 2 });
  await attachMedia(d, { id: ids.ja!, ownerId: people.sakura! }, 'cover');
});
afterAll(() => t.close());

async function search(query: string, token?: string) {
  const res = await t.request(`/api/search/content${query}`, { token });
  expect(res.status, query).toBe(200);
  return body<ListBody>(res);
}
const found = async (query: string, token?: string) => (await search(query, token)).data.map((c) => c.id);
const q = (text: string) => encodeURIComponent(text);

describe('GET /api/search/content', () => {
  it('lists what anyone may find, newest first, 20 a page by default', async () => {
    const { data, meta } = await search('');
    expect(data.map((c) => c.id)).toEqual([ids.blocked, ids.footage, ids.ko, ids.zh, ids.ja]);
    expect(meta).toEqual({ current_page: 1, per_page: 20, total: 5, last_page: 1 });
    expect((await search('?limit=2')).meta).toMatchObject({ per_page: 2, last_page: 3 });
  });

  it('filters by type, genre, price range, free only and creator role', async () => {
    expect(await found('?filter[type][in]=5,6')).toEqual([ids.zh, ids.ja]);
    expect(await found('?filter[type]=3')).toEqual([ids.ko]);
    expect(await found(`?filter[genre][in]=${genreIds.hipHop}`)).toEqual([ids.blocked, ids.ko, ids.ja]);
    expect(await found(`?filter[genre][in]=${genreIds.jazz},${genreIds.salsa}`)).toEqual([ids.zh]);
    expect(await found('?filter[price][from]=500&filter[price][to]=1500')).toEqual([ids.blocked, ids.footage, ids.zh]);
    expect(await found('?filter[price][>]=1500')).toEqual([ids.ko]);
    expect(await found('?filter[price_currency]=EUR')).toEqual([ids.zh]);
    expect(await found('?scopes=free')).toEqual([ids.ja]);
    expect(await found('?filter[role]=3')).toEqual([ids.footage, ids.ja]);
    expect(await found('?filter[role][in]=1,2')).toEqual([ids.blocked, ids.ko, ids.zh]);
    expect(await found(`?filter[type]=5&filter[genre]=${genreIds.hipHop}&scopes=free`)).toEqual([ids.ja]);
  });

  it('finds Japanese, Chinese and Korean text, and creators by name', async () => {
    expect(await found(`?search=${q('ダンス')}`)).toEqual([ids.ja]);
    expect(await found(`?search=${q('基礎')}`)).toEqual([ids.ja]);
    expect(await found(`?search=${q('舞蹈')}`)).toEqual([ids.zh]);
    expect(await found(`?search=${q('入门')}`)).toEqual([ids.zh]);
    expect(await found(`?search=${q('댄스')}`)).toEqual([ids.ko]);
    expect(await found(`?search=${q('수업')}`)).toEqual([ids.ko]);
    expect(await found(`?search=${q('桜スタジオ')}`)).toEqual([ids.footage, ids.ja]);
    expect(await found(`?search=${q('桜スタジオ|search_text')}`)).toEqual([]);
    expect(await found(`?search=${q('100%')}`)).toEqual([ids.footage]);
    expect(await found(`?search=${q('_')}`)).toEqual([]);
  });

  it('sorts by price or by relevance to the text', async () => {
    expect(await found('?sort=-price')).toEqual([ids.ko, ids.zh, ids.footage, ids.blocked, ids.ja]);
    expect(await found(`?search=hip&sort=-relevance`)).toHaveLength(1);
  });

  it('never shows a creator the signed-in fan blocked, while others still see them', async () => {
    expect(await found('', fanToken)).toEqual([ids.footage, ids.ko, ids.zh, ids.ja]);
    expect(await found(`?filter[genre]=${genreIds.hipHop}`, fanToken)).toEqual([ids.ko, ids.ja]);
    expect(await found('?search=battle', fanToken)).toEqual([]);
    expect(await found('?search=battle')).toEqual([ids.blocked]);
  });

  it('includes requested card relations', async () => {
    const { data } = await search(`?expand=cover,shortOwner,tags&filter[type]=5`);
    expect(data[0]?.cover).toMatchObject({ crop_url: expect.any(String) });
    expect(data[0]?.shortOwner).toMatchObject({ login: 'sakura', role: 3 });
    expect(data[0]?.tags?.map((g) => g.slug)).toEqual(['hip-hop-s']);
  });

  it('refuses parameters outside its whitelist with 422', async () => {
    for (const query of ['?filter[status]=2', '?sort=owner_id', '?scopes=drafts', '?expand=encodedVideo']) {
      expect((await t.request(`/api/search/content${query}`)).status, query).toBe(422);
    }
  });
});

async function suggest(text: string, token?: string, headers: Record<string, string> = {}) {
  const res = await t.request(`/api/autocomplete?query=${q(text)}`, { token, headers });
  expect(res.status, text).toBe(200);
  const { data } = await body<{ data: Autocomplete }>(res);
  return {
    creators: data.creators.map((c) => c.login),
    content: data.content.map((c) => c.id),
    tags: data.tags.map((g) => g.name),
    raw: data,
  };
}

describe('GET /api/autocomplete', () => {
  it('mixes creators, content and tags', async () => {
    const hip = await suggest('hip');
    expect(hip.creators).toEqual(['hiphana']);
    expect(hip.content).toEqual([ids.footage]);
    expect(hip.tags).toEqual(['Hip Hop']);
    expect(hip.raw.creators[0]).not.toHaveProperty('email');
  });

  it('finds Japanese, Chinese and Korean creators, content and tags', async () => {
    expect(await suggest('ダンス')).toMatchObject({ creators: [], content: [ids.ja], tags: [] });
    expect(await suggest('桜')).toMatchObject({ creators: ['sakura'], content: [] });
    expect(await suggest('舞蹈')).toMatchObject({ creators: ['wudao'], content: [ids.zh] });
    expect(await suggest('댄스')).toMatchObject({ creators: ['dancecrew'], content: [ids.ko] });
    expect((await suggest('ヒップ')).tags).toEqual(['Hip Hop']);
    expect((await suggest('ヒップ', undefined, { applocale: 'ja' })).tags).toEqual(['ヒップホップ']);
    expect((await suggest('嘻哈', undefined, { applocale: 'zh' })).tags).toEqual(['嘻哈']);
    expect((await suggest('재즈', undefined, { applocale: 'ko' })).tags).toEqual(['재즈']);
  });

  it('treats % and _ literally', async () => {
    expect(await suggest('%')).toMatchObject({ creators: [], content: [ids.footage], tags: ['100% Salsa'] });
    expect(await suggest('_')).toMatchObject({ creators: [], content: [], tags: [] });
  });

  it('leaves out drafts and pending creators', async () => {
    expect((await suggest('下書き')).content).toEqual([]);
    expect((await suggest('Pending')).creators).toEqual([]);
  });

  it('ranks the closer word match first, then the newest, five at most', async () => {
    const owner = people.hana!;
    const older = await createContent(t.deps, owner, { title: 'Zouk basics', publishedAt: ago(30) });
    const newer = await createContent(t.deps, owner, { title: 'Zoukology night', publishedAt: ago(1) });
    expect((await suggest('zouk')).content).toEqual([older.id, newer.id]);
    const repeats = [];
    for (let i = 0; i < 6; i++)
      repeats.push((await createContent(t.deps, owner, { title: `Kizomba ${i}`, publishedAt: ago(20 - i) })).id);
    expect((await suggest('kizomba')).content).toEqual(repeats.slice(1).reverse());
  });

  it('never suggests a creator the fan blocked, or their content', async () => {
    expect(await suggest('battle', fanToken)).toMatchObject({ creators: [], content: [] });
    expect(await suggest('battle')).toMatchObject({ creators: ['blocky'], content: [ids.blocked] });
  });

  it('needs at least one character', async () => {
    for (const path of ['/api/autocomplete', '/api/autocomplete?query=', '/api/autocomplete?query=%20']) {
      const res = await t.request(path);
      expect(res.status, path).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'query')).toEqual([DiscoveryMessages.queryRequired]);
    }
  });
});
