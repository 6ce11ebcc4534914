import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { users } from '../../db/schema';
import type { TestApp } from '../auth/testing';
import { attachMedia, createContent } from './testing';

/** Who may open an item by id: unpublished only by its owner, deleted with its reason, blocked owners hidden. */
let t: TestApp;
const ids: Record<string, number> = {};
let ownerToken: string;
let fanToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  const owner = await createUser(d, { kind: 'creator' });
  const blockedOwner = await createUser(d, { kind: 'creator', status: 'blocked' });
  ownerToken = await tokenFor(d, owner.id, 'api');
  fanToken = await tokenFor(d, (await createUser(d, { kind: 'fan' })).id, 'api');
  ids.draft = (await createContent(d, owner.id, { status: ContentStatus.draft, title: 'Draft item' })).id;
  const gone = await createContent(d, owner.id, { deletedAt: new Date(), deletionReason: 'Music licence expired' });
  ids.deleted = gone.id;
  await attachMedia(d, gone, 'video');
  await attachMedia(d, gone, 'cover');
  await attachMedia(d, gone, 'additional', { position: 1 });
  ids.archived = (await createContent(d, owner.id, { archivedAt: new Date() })).id;
  ids.byBlocked = (await createContent(d, blockedOwner.id)).id;
});
afterAll(() => t.close());

async function getItem(id: number, query = '', token?: string) {
  const res = await t.request(`/api/content/${id}${query}`, { method: 'GET', token });
  const text = await res.text();
  return {
    status: res.status,
    text,
    item: res.status === 200 ? (JSON.parse(text) as { data: ContentResource }).data : undefined,
  };
}

describe('GET /api/content/:id visibility', () => {
  it('hides unpublished content from everyone but its owner', async () => {
    expect((await getItem(ids.draft!)).status).toBe(404);
    expect((await getItem(ids.draft!, '', fanToken)).status).toBe(404);
    expect((await getItem(ids.draft!, '', await tokenFor(t.deps, null, 'api'))).status).toBe(404);
    const own = await getItem(ids.draft!, '', ownerToken);
    expect(own.status).toBe(200);
    expect(own.item).toMatchObject({ status: ContentStatus.draft, is_own: true, published_at: null });
  });

  it('answers deleted content with its reason and no media', async () => {
    const { status, item, text } = await getItem(
      ids.deleted!,
      '?expand=cover,encodedVideo,encodedAdditionalVideos,encodedTeaser',
      ownerToken,
    );
    expect(status).toBe(200);
    expect(item).toMatchObject({
      deletion_reason: 'Music licence expired',
      cover: null,
      encodedVideo: null,
      encodedTeaser: null,
      encodedAdditionalVideos: [],
    });
    expect(text).not.toContain('/media/v/');
    expect(text).not.toContain('private/');
  });

  it('keeps an archived item reachable by id, and hides a blocked creator’s items', async () => {
    expect((await getItem(ids.archived!)).status).toBe(200);
    expect((await getItem(ids.byBlocked!)).status).toBe(404);
  });

  it('answers 404 for ids that cannot exist', async () => {
    for (const id of ['abc', '0', '-1', '99999999999', '1.5']) {
      const res = await t.request(`/api/content/${id}`, { method: 'GET' });
      expect(res.status, id).toBe(404);
    }
    expect((await getItem(2_000_000_000)).status).toBe(404);
  });

  it('answers in the envelope with a deleted owner’s items gone', async () => {
    const gone = await createUser(t.deps, { kind: 'creator' });
    const row = await createContent(t.deps, gone.id);
    expect((await getItem(row.id)).status).toBe(200);
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
    expect((await getItem(row.id)).status).toBe(404);
  });
});
