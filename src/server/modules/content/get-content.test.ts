import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import { contentExpansions, type ContentResource } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { body, fieldErrors, type ErrorBody, type TestApp } from '../auth/testing';
import {
  addMeeting,
  addToCommunity,
  attachMedia,
  collaborate,
  createContent,
  createGenre,
  grant,
  tag,
} from './testing';

let t: TestApp;
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);
const ids: Record<string, number> = {};
const assets: Record<string, number> = {};
let owner: { id: number };
let fan: { id: number };
const people: Record<string, number> = {};
let ownerToken: string;
let fanToken: string;

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  owner = await createUser(d, { kind: 'creator', role: 3, login: 'single-owner' });
  fan = await createUser(d, { kind: 'fan' });
  ownerToken = await tokenFor(d, owner.id, 'api');
  fanToken = await tokenFor(d, fan.id, 'api');
  for (const [key, status] of [
    ['active', 'approved'],
    ['blocked', 'blocked'],
    ['pending', 'approved'],
  ] as const) {
    people[key] = (await createUser(d, { kind: 'creator', status, login: `partner-${key}` })).id;
  }
  const house = await createGenre(d, 'house-s', { en: 'House', ko: '하우스' });
  const krump = await createGenre(d, 'krump-s', { en: 'Krump' });

  const add = async (key: string, ownerId: number, item: Parameters<typeof createContent>[2] = {}) => {
    const row = await createContent(d, ownerId, item);
    ids[key] = row.id;
    return row;
  };
  const item = await add('item', owner.id, {
    type: ContentType.footage,
    title: 'Main item',
    price: 1500,
    publishedAt: ago(10),
  });
  assets.cover = (await attachMedia(d, item, 'cover')).id;
  assets.teaser = (
    await attachMedia(d, item, 'teaser', { key: 'private/teasers/t-1/teaser.mp4', mimeType: 'video/mp4' })
  ).id;
  assets.video = (
    await attachMedia(d, item, 'video', { durationSeconds: 600, poster: 'public/covers/poster-1.svg' })
  ).id;
  assets.second = (await attachMedia(d, item, 'additional', { position: 2 })).id;
  assets.first = (await attachMedia(d, item, 'additional', { position: 1 })).id;
  await tag(d, item.id, [house.id]);
  await collaborate(d, item.id, people.active!, 1);
  await collaborate(d, item.id, people.blocked!, 1);
  await collaborate(d, item.id, people.pending!, 0);

  await tag(d, (await add('sameTypeAndTag', owner.id, { type: ContentType.footage, publishedAt: ago(20) })).id, [
    house.id,
  ]);
  await add('sameType', owner.id, { type: ContentType.footage, publishedAt: ago(1) });
  await tag(d, (await add('sharedTag', owner.id, { type: ContentType.performance, publishedAt: ago(2) })).id, [
    house.id,
    krump.id,
  ]);
  await tag(d, (await add('unrelated', owner.id, { type: ContentType.performance })).id, [krump.id]);
  await add('sameTypeDraft', owner.id, { type: ContentType.footage, status: ContentStatus.draft });

  const paidCommunity = await add('paidCommunity', owner.id, {
    type: ContentType.subscription,
    price: 500,
    publishedAt: ago(3),
  });
  const freeCommunity = await add('freeCommunity', owner.id, {
    type: ContentType.subscription,
    price: 0,
    publishedAt: ago(4),
  });
  const draft = await add('draft', owner.id, { status: ContentStatus.draft, title: 'Draft item' });
  const gone = await add('deleted', owner.id, {
    title: 'Deleted item',
    deletedAt: ago(1),
    deletionReason: 'Music licence expired',
  });
  await addToCommunity(d, paidCommunity.id, [item.id, draft.id, gone.id]);
  await addToCommunity(d, freeCommunity.id, [item.id]);

  const lesson = await add('class', owner.id, { type: ContentType.privateClass, price: 3000 });
  await addMeeting(d, lesson.id, new Date(Date.now() + 2 * DAY), 'https://meet.example/secret-room');
  await grant(d, fan.id, lesson.id);
});
afterAll(() => t.close());

async function getItem(id: number, query = '', token?: string) {
  const res = await t.request(`/api/content/${id}${query}`, { method: 'GET', token });
  return {
    status: res.status,
    text: await res.clone().text(),
    item: res.status === 200 ? (await body<{ data: ContentResource }>(res)).data : undefined,
  };
}

async function expanded(key: string, expand: string, token?: string) {
  const { status, item } = await getItem(ids[key]!, `?expand=${expand}`, token);
  expect(status).toBe(200);
  return item!;
}

describe('GET /api/content/:id expansions', () => {
  it('answers the base fields only, when nothing is expanded', async () => {
    const { item } = await getItem(ids.item!);
    expect(item).toEqual({
      id: ids.item,
      type: ContentType.footage,
      status: 1,
      title: 'Main item',
      description: '',
      price: { amount: 1500, currency: 'USD' },
      is_free: false,
      is_bought: false,
      is_own: false,
      user_id: owner.id,
      published_at: expect.any(String),
      created_at: expect.any(String),
      counts: { video_count: 1, additional_videos_count: 2 },
      deletion_reason: null,
    });
  });

  it('expands cover, teaser, videos (additional ones by position), tags and owner', async () => {
    const item = await expanded(
      'item',
      'cover,encodedTeaser,encodedVideo,encodedAdditionalVideos,tags,shortOwner',
      fanToken,
    );
    expect(item.cover).toEqual({
      crop_url: expect.stringMatching(/^\/media\/public\/covers\/test-\d+\.svg$/),
      resize_url: item.cover?.crop_url,
    });
    expect(item.encodedTeaser).toEqual({
      id: assets.teaser,
      url: expect.stringMatching(new RegExp(`^/media/v/${assets.teaser}/teaser\\.mp4\\?u=\\d+&exp=\\d+&sig=[\\w-]+$`)),
      mime_type: 'video/mp4',
      status: 'ready',
      duration_seconds: 60,
      poster: null,
      position: 0,
      captions: [],
    });
    expect(item.encodedVideo).toEqual({
      locked: true,
      duration_seconds: 600,
      poster: { crop_url: '/media/public/covers/poster-1.svg', resize_url: '/media/public/covers/poster-1.svg' },
      position: 0,
    });
    expect(item.encodedAdditionalVideos?.map((v) => v.position)).toEqual([1, 2]);
    expect(item.tags).toEqual([{ id: expect.any(Number), slug: 'house-s', name: 'House' }]);
    expect(item.shortOwner).toMatchObject({
      id: owner.id,
      login: 'single-owner',
      role: 3,
      is_blocked: false,
      avatar: null,
    });
  });

  it('lists accepted collaborators as participants, and only active ones as valid participants', async () => {
    const item = await expanded('item', 'participants,validParticipants');
    expect(item.participants?.map((p) => p.id)).toEqual([people.active, people.blocked]);
    expect(item.participants?.[1]).toMatchObject({ is_blocked: true, collaboration_status: 1 });
    expect(item.validParticipants?.map((p) => p.id)).toEqual([people.active]);
  });

  it('suggests similar published items: same type with a shared tag, then same type, then a shared tag', async () => {
    const item = await expanded('item', 'similar');
    expect(item.similar?.map((s) => s.id)).toEqual([ids.sameTypeAndTag, ids.sameType, ids.sharedTag]);
    expect(item.similar?.[0]).toHaveProperty('cover');
    expect(item.similar?.[0]).toHaveProperty('shortOwner');
  });

  it('links items and communities both ways', async () => {
    const item = await expanded('item', 'connectedSubscriptions,availableInSubscriptions,subscribedContent');
    expect(item.connectedSubscriptions?.map((c) => c.id)).toEqual([ids.paidCommunity, ids.freeCommunity]);
    expect(item.availableInSubscriptions?.map((c) => c.id)).toEqual([ids.paidCommunity]);
    expect(item.subscribedContent).toEqual([]);

    const community = await expanded(
      'paidCommunity',
      'subscribedContent,availableSubscribedContent,connectedSubscriptions',
    );
    expect(community.subscribedContent?.map((c) => c.id)).toEqual([ids.item]);
    expect(community.availableSubscribedContent?.map((c) => c.id)).toEqual([ids.item]);
    expect(community.connectedSubscriptions).toEqual([]);

    const asOwner = await expanded('paidCommunity', 'subscribedContent,availableSubscribedContent', ownerToken);
    expect(asOwner.subscribedContent?.map((c) => c.id).sort()).toEqual([ids.item, ids.draft].sort());
    expect(asOwner.availableSubscribedContent?.map((c) => c.id)).toEqual([ids.item]);
  });

  it('shows meetings, with the online link only to those who may join', async () => {
    const anonymous = await expanded('class', 'meetings');
    expect(anonymous.meetings).toEqual([
      expect.objectContaining({ link: null, place: null, starts_at: expect.any(String), ends_at: expect.any(String) }),
    ]);
    const bought = await expanded('class', 'meetings', fanToken);
    expect(bought.is_bought).toBe(true);
    expect(bought.meetings?.[0]?.link).toBe('https://meet.example/secret-room');
  });

  it('accepts tab=all and every expansion at once', async () => {
    const all = contentExpansions;
    const { status, item } = await getItem(ids.item!, `?expand=${all.join(',')}&tab=all`);
    expect(status).toBe(200);
    for (const name of all) expect(item, name).toHaveProperty(name);
  });

  it('refuses an unknown expansion or tab with 422', async () => {
    const res = await t.request(`/api/content/${ids.item}?expand=cover,secretFiles`, { method: 'GET' });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'expand')?.[0]).toMatch(/secretFiles/);
    expect((await t.request(`/api/content/${ids.item}?tab=mine`, { method: 'GET' })).status).toBe(422);
  });
});
