import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentType } from '@shared/codes';
import type { ContentResource } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { body, type TestApp } from '../auth/testing';
import { addMeeting, addToCommunity, attachMedia, createContent, grant } from './testing';

/**
 * The gating rule, proven on the raw JSON text: a viewer who may not watch never receives a gated
 * storage key, a /media/v URL of a gated video or a meeting link, under any field name.
 */
let t: TestApp;
const DAY = 86_400_000;
let paid: { id: number; ownerId: number };
let free: { id: number; ownerId: number };
const gated: { key: string; url: string }[] = [];
let teaserUrl: string;
const tokens: Record<string, string | undefined> = {};
const SECRET_LINK = 'https://meet.example/paid-room-42';

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  const owner = await createUser(d, { kind: 'creator' });
  paid = await createContent(d, owner.id, { type: ContentType.tutorialSkills, price: 2500 });
  free = await createContent(d, owner.id, { type: ContentType.tutorialSkills, price: 0 });
  const community = await createContent(d, owner.id, { type: ContentType.subscription, price: 700 });
  await addToCommunity(d, community.id, [paid.id]);
  for (const [role, position] of [
    ['video', 0],
    ['additional', 1],
    ['additional', 2],
  ] as const) {
    const asset = await attachMedia(d, paid, role, {
      position,
      key: `private/videos/gate-${role}-${position}/master.m3u8`,
    });
    gated.push({ key: asset.storageKey, url: `/media/v/${asset.id}/` });
  }
  const teaser = await attachMedia(d, paid, 'teaser', { key: 'private/teasers/gate/teaser.mp4' });
  teaserUrl = `/media/v/${teaser.id}/teaser.mp4`;
  await attachMedia(d, paid, 'cover');
  await addMeeting(d, paid.id, new Date(Date.now() + DAY), SECRET_LINK);
  await attachMedia(d, free, 'video', { key: 'private/videos/gate-free/master.m3u8' });

  const user = async (name: string, setup?: (id: number) => Promise<void>) => {
    const u = await createUser(d, { kind: 'fan' });
    await setup?.(u.id);
    tokens[name] = await tokenFor(d, u.id, 'api');
  };
  tokens.anonymous = undefined;
  tokens.client = await tokenFor(d, null, 'api');
  tokens.owner = await tokenFor(d, owner.id, 'api');
  await user('stranger');
  await user('buyer', (id) => grant(d, id, paid.id));
  await user('refunded', (id) => grant(d, id, paid.id, { revokedAt: new Date(Date.now() - DAY) }));
  await user('lapsed', (id) => grant(d, id, paid.id, { expiresAt: new Date(Date.now() - DAY) }));
  await user('subscriber', (id) =>
    grant(d, id, community.id, { source: 'subscription', expiresAt: new Date(Date.now() + DAY) }),
  );
  await user('buyerOfOther', (id) => grant(d, id, free.id));
  const admin = await createUser(d, { kind: 'admin' });
  tokens.adminBackend = await tokenFor(d, admin.id, 'backend');
});
afterAll(() => t.close());

const EXPAND = 'encodedVideo,encodedAdditionalVideos,encodedTeaser,cover,meetings';

async function fetchRaw(id: number, token: string | undefined) {
  const res = await t.request(`/api/content/${id}?expand=${EXPAND}&tab=all`, { method: 'GET', token });
  expect(res.status).toBe(200);
  const text = await res.text();
  return { text, item: JSON.parse(text) as { data: ContentResource } };
}

describe('the gating rule', () => {
  it.each(['anonymous', 'client', 'stranger', 'refunded', 'lapsed', 'buyerOfOther', 'adminBackend'])(
    'gives %s placeholders only',
    async (viewer) => {
      const { text, item } = await fetchRaw(paid.id, tokens[viewer]);
      for (const { key, url } of gated) {
        expect(text).not.toContain(key);
        expect(text).not.toContain(url);
      }
      expect(text).not.toContain('private/');
      expect(text).not.toContain(SECRET_LINK);
      expect(item.data).toMatchObject({ is_bought: false, is_free: false, is_own: false });
      expect(item.data.encodedVideo).toEqual({ locked: true, duration_seconds: 60, poster: null, position: 0 });
      expect(item.data.encodedAdditionalVideos).toEqual([
        { locked: true, duration_seconds: 60, poster: null, position: 1 },
        { locked: true, duration_seconds: 60, poster: null, position: 2 },
      ]);
      // The teaser and cover are always visible.
      expect(item.data.encodedTeaser?.url?.startsWith(`${teaserUrl}?`)).toBe(true);
      expect(item.data.cover).not.toBeNull();
    },
  );

  it.each([
    ['buyer', { is_bought: true, is_own: false }],
    ['subscriber', { is_bought: true, is_own: false }],
    ['owner', { is_bought: false, is_own: true }],
  ])('gives %s the full media', async (viewer, flags) => {
    const { text, item } = await fetchRaw(paid.id, tokens[viewer]);
    for (const { url } of gated) expect(text).toContain(url);
    expect(text).toContain(SECRET_LINK);
    expect(item.data).toMatchObject(flags);
    expect(item.data.encodedVideo).not.toHaveProperty('locked');
    // Even unlocked, the answer names gated URLs, never storage keys.
    for (const { key } of gated) expect(text).not.toContain(key);
  });

  it('gives everyone the full media of free content', async () => {
    const { item } = await fetchRaw(free.id, undefined);
    expect(item.data.is_free).toBe(true);
    expect(item.data.encodedVideo).toMatchObject({
      url: expect.stringMatching(/^\/media\/v\/\d+\/master\.m3u8\?u=0&exp=\d+&sig=[\w-]+$/),
    });
  });

  it('leaks nothing gated through the list either', async () => {
    const res = await t.request('/api/content?expand=cover,tags,shortOwner,meetings&limit=100', { method: 'GET' });
    const text = await res.text();
    expect(text).not.toContain(SECRET_LINK);
    expect(text).not.toContain('private/');
    const list = JSON.parse(text) as { data: ContentResource[] };
    expect(list.data.find((c) => c.id === paid.id)?.counts).toEqual({ video_count: 1, additional_videos_count: 2 });
  });

  it('marks is_bought in lists for the buyer', async () => {
    const res = await t.request(`/api/content?filter[id]=${paid.id}`, { method: 'GET', token: tokens.buyer });
    expect((await body<{ data: ContentResource[] }>(res)).data[0]?.is_bought).toBe(true);
  });
});
