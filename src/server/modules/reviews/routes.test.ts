import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReviewMessages, type Review } from '@shared/schemas/reviews';
import { createTestApp } from '@tests/support/harness';
import { reviews, users } from '../../db/schema';
import { body, countRows, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import { person } from '../fan/testing';
import { addToCommunity, createContent, grant } from '../content/testing';

let t: TestApp;
let buyer: { id: number; token: string };
let stranger: { id: number; token: string };
let creator: { id: number; token: string };
let itemId: number;
let freeId: number;
let communityItemId: number;

interface ListBody {
  data: Review[];
  meta: { current_page: number; per_page: number; total: number; last_page: number };
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await person(t, 'fan');
  stranger = await person(t, 'fan');
  creator = await person(t, 'creator');
  itemId = (await createContent(t.deps, creator.id, { title: 'Paid class' })).id;
  freeId = (await createContent(t.deps, creator.id, { title: 'Free tutorial', price: 0 })).id;
  const community = await createContent(t.deps, creator.id, { type: 50, title: 'Community', price: 500 });
  communityItemId = (await createContent(t.deps, creator.id, { title: 'Members only' })).id;
  await addToCommunity(t.deps, community.id, [communityItemId]);
  await grant(t.deps, buyer.id, itemId);
  await grant(t.deps, buyer.id, freeId, { source: 'free' });
  await grant(t.deps, buyer.id, community.id, { source: 'subscription' });
});
afterAll(() => t.close());

const review = (json: Record<string, unknown>, token = buyer.token) =>
  t.request('/api/reviews', { json: { title: 'Great', body: 'Learned a lot.', ...json }, token });
const list = async (query: string) => {
  const res = await t.request(`/api/reviews${query}`);
  expect(res.status, query).toBe(200);
  return body<ListBody>(res);
};

describe('POST /api/reviews', () => {
  it('lets a buyer review what they bought, and the review shows in GET', async () => {
    const res = await review({ target: { type: 'content', id: itemId }, rating: 5, title: '  Great  ' });
    expect(res.status).toBe(201);
    const { data } = await body<{ data: Review }>(res);
    expect(data).toMatchObject({
      title: 'Great',
      body: 'Learned a lot.',
      rating: 5,
      target: { type: 'content', id: itemId },
      author: { id: buyer.id },
    });
    expect(data.author).not.toHaveProperty('email');
    const listed = await list(`?filter[target_type]=content&filter[target_id]=${itemId}`);
    expect(listed.data.map((r) => r.id)).toEqual([data.id]);
    expect(listed.meta).toEqual({ current_page: 1, per_page: 10, total: 1, last_page: 1 });
  });

  it('accepts unlocked free content, content unlocked through a community, and a creator one bought from', async () => {
    expect((await review({ target: { type: 'content', id: freeId } })).status).toBe(201);
    expect((await review({ target: { type: 'content', id: communityItemId }, rating: null })).status).toBe(201);
    expect((await review({ target: { type: 'user', id: creator.id } })).status).toBe(201);
  });

  it('refuses a second review of the same target with 422', async () => {
    const before = await countRows(t, reviews);
    const res = await review({ target: { type: 'content', id: itemId } });
    expect(res.status).toBe(422);
    const error = await body<ErrorBody>(res);
    expect(error.message).toBe(ReviewMessages.alreadyReviewed);
    expect(fieldErrors(error, 'target')).toEqual([ReviewMessages.alreadyReviewed]);
    expect(await countRows(t, reviews)).toBe(before);
  });

  it('refuses someone who did not buy or unlock it, or whose access was revoked, with 422', async () => {
    const revoked = await person(t, 'fan');
    await grant(t.deps, revoked.id, itemId, { revokedAt: new Date() });
    for (const [who, target] of [
      [stranger, { type: 'content', id: itemId }],
      [stranger, { type: 'user', id: creator.id }],
      [revoked, { type: 'content', id: itemId }],
    ] as const) {
      const res = await review({ target }, who.token);
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'target')).toEqual([ReviewMessages.notEntitled]);
    }
  });

  it('refuses reviewing your own content, or yourself, with 422', async () => {
    await grant(t.deps, creator.id, itemId, { source: 'own' });
    for (const target of [
      { type: 'content', id: itemId },
      { type: 'user', id: creator.id },
    ]) {
      const res = await review({ target }, creator.token);
      expect(res.status).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'target')).toEqual([ReviewMessages.ownContent]);
    }
  });

  it('refuses an unknown target, and an invalid form, with 422 and writes nothing', async () => {
    const before = await countRows(t, reviews);
    const draft = await createContent(t.deps, creator.id, { status: 2 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ target: { type: 'content', id: 2_000_000 } }, 'target.id', ReviewMessages.unknownTarget],
      [{ target: { type: 'content', id: draft.id } }, 'target.id', ReviewMessages.unknownTarget],
      [{ target: { type: 'user', id: stranger.id } }, 'target.id', ReviewMessages.unknownTarget],
      [{ target: { type: 'review', id: 1 } }, 'target.type', ReviewMessages.targetInvalid],
      [{ target: { type: 'content', id: itemId }, title: ' ' }, 'title', ReviewMessages.required],
      [{ target: { type: 'content', id: itemId }, title: 'x'.repeat(121) }, 'title', ReviewMessages.titleTooLong],
      [{ target: { type: 'content', id: itemId }, body: 'x'.repeat(2001) }, 'body', ReviewMessages.bodyTooLong],
      [{ target: { type: 'content', id: itemId }, rating: 6 }, 'rating', ReviewMessages.ratingInvalid],
    ];
    for (const [json, field, message] of cases) {
      const res = await review(json, stranger.token);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field), JSON.stringify(json)).toEqual([message]);
    }
    expect(await countRows(t, reviews)).toBe(before);
  });

  it('needs a signed-in user', async () => {
    expect((await review({ target: { type: 'content', id: itemId } }, '')).status).toBe(401);
  });
});

describe('GET /api/reviews', () => {
  it('lists visible reviews newest first, without hidden ones or blocked authors', async () => {
    const author = await person(t, 'fan');
    const gone = await person(t, 'fan');
    const item = await createContent(t.deps, creator.id);
    const base = { targetType: 'content' as const, targetId: item.id, body: 'Text' };
    await t.deps.db.insert(reviews).values([
      { ...base, authorId: author.id, title: 'Old', createdAt: new Date(Date.now() - 60_000) },
      { ...base, authorId: buyer.id, title: 'New' },
      { ...base, authorId: stranger.id, title: 'Hidden', status: 'hidden' },
      { ...base, authorId: gone.id, title: 'By a blocked author' },
    ]);
    await t.deps.db.update(users).set({ status: 'blocked' }).where(eq(users.id, gone.id));
    const { data, meta } = await list(`?filter[target_type]=content&filter[target_id]=${item.id}`);
    expect(data.map((r) => r.title)).toEqual(['New', 'Old']);
    expect(meta.total).toBe(2);
    expect((await list(`?filter[target_id]=${item.id}&sort=created_at&limit=1`)).data.map((r) => r.title)).toEqual([
      'Old',
    ]);
  });

  it('refuses unknown list parameters with 422', async () => {
    const res = await t.request('/api/reviews?filter[status]=hidden');
    expect(res.status).toBe(422);
  });
});

describe('PUT and DELETE /api/reviews/:id', () => {
  const edit = (id: number, json: unknown, token = buyer.token) =>
    t.request(`/api/reviews/${id}`, { method: 'PUT', json, token });
  const remove = (id: number, token?: string) => t.request(`/api/reviews/${id}`, { method: 'DELETE', token });
  const mine = async () => {
    const listed = await list(
      `?filter[target_type]=user&filter[target_id]=${creator.id}&filter[author_id]=${buyer.id}`,
    );
    return listed.data[0]!;
  };

  it('lets the author rewrite their review, and only them', async () => {
    const before = await mine();
    const res = await edit(before.id, { title: ' Even better ', body: 'Second thoughts.', rating: 4 });
    expect(res.status).toBe(200);
    expect((await body<{ data: Review }>(res)).data).toMatchObject({ id: before.id, title: 'Even better', rating: 4 });
    expect(await mine()).toMatchObject({ title: 'Even better', body: 'Second thoughts.', rating: 4 });

    expect((await edit(before.id, { title: 'Mine now', body: 'x' }, stranger.token)).status).toBe(404);
    const invalid = await edit(before.id, { title: '', body: 'x'.repeat(2001) });
    expect(invalid.status).toBe(422);
    const error = await body<ErrorBody>(invalid);
    expect(fieldErrors(error, 'title')).toEqual([ReviewMessages.required]);
    expect(fieldErrors(error, 'body')).toEqual([ReviewMessages.bodyTooLong]);
    expect(await mine()).toMatchObject({ title: 'Even better' });
    expect((await edit(999_999, { title: 'a', body: 'b' })).status).toBe(404);
    expect(
      (await t.request(`/api/reviews/${before.id}`, { method: 'PUT', json: { title: 'a', body: 'b' } })).status,
    ).toBe(401);
  });

  it('lets the author delete their review, and only them; they may then write a new one', async () => {
    const before = await mine();
    expect((await remove(before.id, stranger.token)).status).toBe(404);
    expect((await remove(before.id)).status).toBe(401);
    expect((await remove(before.id, buyer.token)).status).toBe(200);
    const listed = await list(
      `?filter[target_type]=user&filter[target_id]=${creator.id}&filter[author_id]=${buyer.id}`,
    );
    expect(listed.data).toEqual([]);
    expect((await remove(before.id, buyer.token)).status).toBe(404);
    expect((await review({ target: { type: 'user', id: creator.id } })).status).toBe(201);
  });
});
