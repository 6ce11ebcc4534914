import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import type { AdminContentPreview } from '@shared/schemas/admin';
import type { LockedVideo, VideoRef } from '@shared/schemas/content';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { attachMedia, createContent } from '../../content/testing';
import { adminSession, json, userWithToken, type AdminSession } from '../testing';

let t: TestApp;
let admin: AdminSession;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  ownerId = (await userWithToken(t, { kind: 'creator', name: 'Preview Owner' })).user.id;
});
afterAll(() => t.close());

const preview = async (id: number) => {
  const res = await t.request(`/admin-api/content/${id}/preview`, { token: admin.token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await json<{ data: AdminContentPreview }>(res)).data;
};
/** The viewer a signed media URL was made for (`u`), or null for a locked video (no URL at all). */
const signedFor = (video: VideoRef | LockedVideo | null | undefined) =>
  video && 'url' in video && video.url ? new URL(video.url, 'http://x').searchParams.get('u') : null;

describe('GET /admin-api/content/:id/preview', () => {
  it('shows an item on review as a fan who has not bought it would: teaser playable, the paid video locked', async () => {
    const item = await createContent(t.deps, ownerId, { status: ContentStatus.onReview, price: 1500 });
    await attachMedia(t.deps, item, 'teaser');
    await attachMedia(t.deps, item, 'video');
    // The site itself does not show it to anyone but its owner yet.
    expect((await t.request(`/api/content/${item.id}`)).status).toBe(404);

    const { item: data, row } = await preview(item.id);
    expect(row).toMatchObject({ id: item.id, status: ContentStatus.onReview, owner: { id: ownerId } });
    expect(data).toMatchObject({
      id: item.id,
      status: ContentStatus.onReview,
      is_bought: false,
      is_own: false,
      is_free: false,
      shortOwner: { id: ownerId, name: 'Preview Owner' },
    });
    expect(data.encodedVideo).toMatchObject({ locked: true });
    expect(JSON.stringify(data.encodedVideo)).not.toContain('/media/');
    // The teaser URL is signed for the owner, so /media/v serves it before publication.
    expect(signedFor(data.encodedTeaser)).toBe(String(ownerId));
  });

  it('unlocks every video of a free item, as the site does for a fan', async () => {
    const item = await createContent(t.deps, ownerId, { status: ContentStatus.onReview, price: 0 });
    await attachMedia(t.deps, item, 'video');
    const { item: data } = await preview(item.id);
    expect(data.is_free).toBe(true);
    expect(signedFor(data.encodedVideo)).toBe(String(ownerId));
  });

  it('answers 404 for an item that does not exist', async () => {
    const res = await t.request('/admin-api/content/99999999/preview', { token: admin.token });
    expect(res.status).toBe(404);
  });
});
