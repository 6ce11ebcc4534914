import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '@tests/support/harness';
import { tokenFor } from '@tests/support/fixtures';
import { genres, hobbies } from '../../db/schema';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { ReferenceMessages } from './name-list-query';

let t: TestApp;

interface ListBody {
  data: { id: number; name: string }[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

beforeAll(async () => {
  t = await createTestApp();
  // A fresh database may hold seed rows: clear them so counts below are exact.
  await t.deps.db.delete(genres);
  await t.deps.db.delete(hobbies);
  await t.deps.db
    .insert(genres)
    .values([
      { slug: 'hip-hop', name: 'Hip Hop', names: { ja: 'ヒップホップ', ko: '힙합', zh: '嘻哈' } },
      { slug: 'jazz', name: 'Jazz', names: { ja: 'ジャズ' } },
      { slug: 'percent', name: '100% Salsa' },
      { slug: 'under', name: 'Under_score' },
      ...Array.from({ length: 22 }, (_, i) => ({ slug: `g${i}`, name: `Genre ${String(i).padStart(2, '0')}` })),
    ]);
  await t.deps.db.insert(hobbies).values([
    { slug: 'cooking', name: 'Cooking', names: { ja: '料理', ko: '요리', zh: '烹饪' } },
    { slug: 'hiking', name: 'Hiking' },
  ]);
});
afterAll(() => t.close());

const list = async (path: string, headers: Record<string, string> = {}) => {
  const res = await t.request(path, { method: 'GET', headers });
  expect(res.status).toBe(200);
  return body<ListBody>(res);
};

describe('GET /api/genres', () => {
  it('lists 20 by default, sorted by name, with meta', async () => {
    const { data, meta } = await list('/api/genres');
    expect(data).toHaveLength(20);
    expect(data[0]?.name).toBe('100% Salsa');
    expect(meta).toEqual({ current_page: 1, per_page: 20, total: 26, last_page: 2 });
    const second = await list('/api/genres?page=2');
    expect(second.data).toHaveLength(6);
  });

  it('matches the query in any language, case-insensitively, and names in the request language', async () => {
    expect((await list('/api/genres?query=HIP')).data).toEqual([{ id: expect.any(Number), name: 'Hip Hop' }]);
    expect((await list('/api/genres?query=ヒップ')).data.map((g) => g.name)).toEqual(['Hip Hop']);
    expect((await list('/api/genres?query=힙', { applocale: 'ko' })).data.map((g) => g.name)).toEqual(['힙합']);
    expect((await list('/api/genres?query=jaz', { applocale: 'ja' })).data.map((g) => g.name)).toEqual(['ジャズ']);
    expect((await list('/api/genres?query=jaz', { applocale: 'zh' })).data.map((g) => g.name)).toEqual(['Jazz']);
    expect((await list('/api/genres?query=nothing-like-this')).data).toEqual([]);
  });

  it('treats % and _ in the query literally', async () => {
    expect((await list('/api/genres?query=%25')).data.map((g) => g.name)).toEqual(['100% Salsa']);
    expect((await list('/api/genres?query=_')).data.map((g) => g.name)).toEqual(['Under_score']);
  });

  it('takes a limit up to 100 and refuses others with 422', async () => {
    const { data, meta } = await list('/api/genres?limit=5');
    expect(data).toHaveLength(5);
    expect(meta).toMatchObject({ per_page: 5, last_page: 6 });
    expect((await list('/api/genres?limit=100')).data).toHaveLength(26);
    for (const limit of ['0', '101', 'abc', '-1']) {
      const res = await t.request(`/api/genres?limit=${limit}`, { method: 'GET' });
      expect(res.status, limit).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'limit')).toEqual([ReferenceMessages.limitInvalid]);
    }
  });

  it('is public, and a client token of either scope is welcome', async () => {
    for (const scope of ['api', 'backend'] as const) {
      const res = await t.request('/api/genres', { method: 'GET', token: await tokenFor(t.deps, null, scope) });
      expect(res.status).toBe(200);
    }
  });
});

describe('GET /api/hobbies', () => {
  it('lists and searches hobbies the same way', async () => {
    expect((await list('/api/hobbies')).data.map((h) => h.name)).toEqual(['Cooking', 'Hiking']);
    expect((await list('/api/hobbies?query=烹', { applocale: 'zh' })).data.map((h) => h.name)).toEqual(['烹饪']);
    expect((await list('/api/hobbies?query=hik')).meta.total).toBe(1);
  });
});
