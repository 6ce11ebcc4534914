import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus, ContentType } from '@shared/codes';
import type { CreatorPage, PublicProfile } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { socialLinks, users } from '../../db/schema';
import { body, type TestApp } from '../auth/testing';
import { attachMedia, createContent } from '../content/testing';

let t: TestApp;
let creator: { id: number; email: string };
const DAY = 86_400_000;
const latest: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const d = t.deps;
  creator = await createUser(d, { kind: 'creator', role: 2, login: 'Page.Owner', name: '山田 彩' });
  await d.db.update(users).set({ bio: 'Organizer in Osaka.' }).where(eq(users.id, creator.id));
  await d.db.insert(socialLinks).values([
    { userId: creator.id, network: 'youtube', url: 'https://youtube.com/@aya' },
    { userId: creator.id, network: 'instagram', url: 'https://instagram.com/aya' },
  ]);
  // Twelve footage items: the page shows the newest ten.
  for (let n = 0; n < 12; n += 1) {
    const item = await createContent(d, creator.id, {
      type: ContentType.footage,
      publishedAt: new Date(Date.now() - n * DAY),
    });
    if (n < 10) latest.push(item.id);
    if (n === 0) await attachMedia(d, item, 'cover');
  }
  await createContent(d, creator.id, { type: ContentType.publicClass, publishedAt: new Date(Date.now() - 3 * DAY) });
  await createContent(d, creator.id, {
    type: ContentType.multiMeetingPublicClass,
    publishedAt: new Date(Date.now() - DAY),
  });
  await createContent(d, creator.id, { type: ContentType.subscription, price: 500 });
  await createContent(d, creator.id, { type: ContentType.subscription, price: 0, title: 'Free community' });
  await createContent(d, creator.id, { type: ContentType.performance, status: ContentStatus.draft });
  await createContent(d, creator.id, { type: ContentType.performance, deletedAt: new Date(), deletionReason: 'x' });
  await createContent(d, creator.id, { type: ContentType.performance, archivedAt: new Date() });
  await createUser(d, { kind: 'creator', login: 'blocked-one', status: 'blocked' });
  const gone = await createUser(d, { kind: 'creator', login: 'gone-one' });
  await d.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
  await createUser(d, { kind: 'fan', login: 'just-a-fan' });
});
afterAll(() => t.close());

async function page(login: string) {
  const res = await t.request(`/api/creators/${login}`, { method: 'GET' });
  return {
    status: res.status,
    text: await res.clone().text(),
    data: res.ok ? (await body<{ data: CreatorPage }>(res)).data : undefined,
  };
}

describe('GET /api/creators/:login', () => {
  it('answers the public page with the latest published items per type', async () => {
    const { status, data, text } = await page('page.owner');
    expect(status).toBe(200);
    expect(data).toMatchObject({
      id: creator.id,
      login: 'Page.Owner',
      name: '山田 彩',
      bio: 'Organizer in Osaka.',
      role: 2,
      is_blocked: false,
    });
    expect(text).not.toContain(creator.email);
    expect(data!.latestFootage.map((c) => c.id)).toEqual(latest);
    expect(data!.latestFootage[0]?.cover).toEqual({ crop_url: expect.any(String), resize_url: expect.any(String) });
    expect(data!.latestPublicClass.map((c) => c.type)).toEqual([
      ContentType.multiMeetingPublicClass,
      ContentType.publicClass,
    ]);
    expect(data!.latestSubscriptions.map((c) => c.price.amount)).toEqual([500]);
    expect(data!.latestPerformance).toEqual([]);
    for (const key of [
      'latestFeedback',
      'latestPrivateClass',
      'latestTutorialSkills',
      'latestTutorialKnowledge',
    ] as const) {
      expect(data![key]).toEqual([]);
    }
    expect(data!.counts).toEqual({ content: 16, by_type: { '2': 12, '3': 1, '8': 1, '50': 2 } });
  });

  it("includes the social links the creator gave, in the profile's order", async () => {
    expect((await page('page.owner')).data?.social_links).toEqual([
      { network: 'instagram', url: 'https://instagram.com/aya' },
      { network: 'youtube', url: 'https://youtube.com/@aya' },
    ]);
  });

  it('answers a blocked creator as blocked, and 404 for deleted, unknown or non-creator logins', async () => {
    const blocked = await page('blocked-one');
    expect(blocked.status).toBe(200);
    expect(blocked.data?.is_blocked).toBe(true);
    for (const login of ['gone-one', 'nobody-here', 'just-a-fan']) expect((await page(login)).status, login).toBe(404);
  });
});

describe('GET /api/users/:id/profile', () => {
  it('answers a public profile without the e-mail', async () => {
    const res = await t.request(`/api/users/${creator.id}/profile`, { method: 'GET' });
    expect(res.status).toBe(200);
    const text = await res.clone().text();
    expect(text).not.toContain(creator.email);
    expect(text).not.toContain('password');
    expect((await body<{ data: PublicProfile }>(res)).data).toEqual({
      id: creator.id,
      login: 'Page.Owner',
      name: '山田 彩',
      avatar: null,
      role: 2,
      is_blocked: false,
      bio: 'Organizer in Osaka.',
      kind: 'creator',
      created_at: expect.any(String),
    });
  });

  it('answers 404 for unknown, deleted and malformed ids', async () => {
    const [gone] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.login, 'gone-one'));
    for (const id of ['999999', String(gone!.id), 'abc']) {
      expect((await t.request(`/api/users/${id}/profile`, { method: 'GET' })).status, id).toBe(404);
    }
  });
});
