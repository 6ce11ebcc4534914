import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ContentType } from '@shared/codes';
import { contentExpansions, type ContentResource } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { body, type TestApp } from '../auth/testing';
import { addMeeting, addToCommunity, attachMedia, createContent, createGenre, tag } from './testing';

/**
 * How many SQL statements a read costs. PGlite runs one statement at a time for the whole server,
 * so a statement per item (or per relation per item) is what made the list slow: each relation is
 * one statement for the whole page, and the page and its total are one.
 */
let t: TestApp;
let fanToken: string;
let firstId: number;
let communityId: number;

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  const owners = [
    await createUser(d, { kind: 'creator' }),
    await createUser(d, { kind: 'creator' }),
    await createUser(d, { kind: 'creator' }),
  ];
  fanToken = await tokenFor(d, (await createUser(d, { kind: 'fan' })).id, 'api');
  const genre = await createGenre(d, 'waacking-sb', { en: 'Waacking' });
  const items = [];
  for (let n = 0; n < 12; n += 1) {
    const item = await createContent(d, owners[n % 3]!.id, {
      type: n % 2 ? ContentType.footage : ContentType.publicClass,
      publishedAt: new Date(Date.now() - n * 60_000),
    });
    items.push(item);
    await attachMedia(d, item, 'cover');
    await attachMedia(d, item, 'video');
    await tag(d, item.id, [genre.id]);
    if (n % 2 === 0) await addMeeting(d, item.id, new Date(Date.now() + 86_400_000));
  }
  firstId = items[0]!.id;
  const community = await createContent(d, owners[0]!.id, { type: ContentType.subscription, price: 500 });
  communityId = community.id;
  await addToCommunity(
    d,
    community.id,
    items.map((i) => i.id),
  );
});
afterAll(() => t.close());

/** Statements the database driver was asked to run while the request was answered. */
async function statements(path: string, token?: string): Promise<{ count: number; data: unknown }> {
  const client = t.deps.db.$client as unknown as { query: (...args: unknown[]) => unknown };
  const spy = vi.spyOn(client, 'query');
  try {
    const res = await t.request(path, { token });
    expect(res.status, path).toBe(200);
    return { count: spy.mock.calls.length, data: (await body<{ data: unknown }>(res)).data };
  } finally {
    spy.mockRestore();
  }
}

describe('statements per read', () => {
  it('lists a page in a fixed number of statements, however long the page', async () => {
    const expand = 'expand=cover,shortOwner,tags,meetings';
    const short = await statements(`/api/content?limit=2&${expand}`);
    const long = await statements(`/api/content?limit=13&${expand}`);
    expect((long.data as ContentResource[]).length).toBe(13);
    // The page with its total, the media with the counts, then tags, owners and meetings.
    expect(short.count).toBe(5);
    expect(long.count).toBe(5);
    // A signed-in fan adds the token lookup and one entitlement statement, still per page.
    expect((await statements(`/api/content?limit=13&${expand}`, fanToken)).count).toBe(7);
  });

  it('answers the bench page (cover and owner) in three statements for a visitor', async () => {
    expect((await statements('/api/content?limit=20&expand=cover,shortOwner')).count).toBe(3);
    expect((await statements('/api/content?limit=20')).count).toBe(2);
  });

  it('opens an item with every relation in one statement per relation, cards included', async () => {
    const all = contentExpansions.join(',');
    const item = await statements(`/api/content/${firstId}?expand=${all}`);
    expect((item.data as ContentResource).similar?.length).toBe(8);
    expect((item.data as ContentResource).connectedSubscriptions?.map((c) => c.id)).toEqual([communityId]);
    // Item, media, tags, owner, meetings, collaborators, similar, two community relations (the other
    // two do not apply to a non-community), then the cards: their media and owners.
    expect(item.count).toBe(11);
  });
});
