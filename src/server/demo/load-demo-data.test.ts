import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentStatuses, contentTypes } from '@shared/codes';
import { locales } from '@shared/locales';
import type { TransactionView } from '@shared/schemas/commerce';
import type { ContentResource } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { content, entitlements, genres, mediaAssets, meetings, staticPages, users } from '../db/schema';
import { publicMediaUrl } from '../modules/media-assets';
import { verifyPassword } from '../modules/auth/password';
import { body, type TestApp } from '../modules/auth/testing';
import { loadDemoData } from './load-demo-data';
import { planDemo } from './plan-demo';

let t: TestApp;
let dataDir: string;
let first: Awaited<ReturnType<typeof loadDemoData>>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'stagepass-demo-'));
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  first = await loadDemoData(t.deps);
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const rowsOf = async (table: typeof content | typeof users | typeof staticPages) =>
  Number((await t.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0);

describe('loadDemoData', () => {
  it('loads once and reports the demo accounts', async () => {
    expect(first.loaded).toBe(true);
    expect(first.accounts).toEqual([
      { email: 'admin@stagepass.local', password: 'stagepass', kind: 'admin' },
      { email: 'creator@stagepass.local', password: 'stagepass', kind: 'creator' },
      { email: 'fan@stagepass.local', password: 'stagepass', kind: 'fan' },
    ]);
  });

  it('does nothing the second time', async () => {
    const before = [await rowsOf(users), await rowsOf(content)];
    expect(await loadDemoData(t.deps)).toEqual({ loaded: false, accounts: [] });
    expect([await rowsOf(users), await rowsOf(content)]).toEqual(before);
  });

  it('creates the demo accounts, verified, with the demo password', async () => {
    for (const account of first.accounts) {
      const [user] = await t.deps.db.select().from(users).where(eq(users.email, account.email));
      expect(user, account.email).toMatchObject({ kind: account.kind, status: 'approved' });
      expect(user!.emailVerifiedAt).not.toBeNull();
      expect(await verifyPassword(user!.passwordHash, 'stagepass')).toBe(true);
      if (account.kind === 'creator') expect(user!.creatorRole).toBe(3);
    }
    const creators = await t.deps.db.select().from(users).where(eq(users.kind, 'creator'));
    expect(new Set(creators.map((c) => c.creatorRole))).toEqual(new Set([1, 2, 3]));
    expect(creators.some((c) => /[\u3040-\u30ff]|[\u4e00-\u9fff]/.test(c.name))).toBe(true);
    expect(creators.some((c) => /[\uac00-\ud7af]/.test(c.name))).toBe(true);
  });

  it('has every content type and status, archived and deleted items, free and paid in every currency', async () => {
    const rows = await t.deps.db.select().from(content);
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(contentTypes));
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set(contentStatuses));
    expect(rows.filter((r) => r.status === 1).length / rows.length).toBeGreaterThan(0.7);
    expect(rows.some((r) => r.archivedAt)).toBe(true);
    expect(rows.filter((r) => r.deletedAt).every((r) => r.deletionReason)).toBe(true);
    expect(rows.some((r) => r.deletedAt)).toBe(true);
    expect(rows.some((r) => r.priceAmount === 0)).toBe(true);
    expect(new Set(rows.filter((r) => r.priceAmount > 0).map((r) => r.priceCurrency))).toEqual(
      new Set(['USD', 'EUR', 'JPY']),
    );
  });

  it('names genres in four languages and has static pages in each language', async () => {
    const all = await t.deps.db.select().from(genres);
    expect(all.length).toBeGreaterThanOrEqual(15);
    for (const genre of all) expect(Object.keys(genre.names).sort()).toEqual([...locales].sort());
    const pages = await t.deps.db.select().from(staticPages);
    expect(pages).toHaveLength(3 * locales.length);
    const res = await t.request('/api/static-pages/privacy-policy', { method: 'GET', headers: { applocale: 'ko' } });
    expect((await body<{ data: { title: string } }>(res)).data.title).toBe('개인정보 처리방침');
  });

  it('gives the classes meetings ahead of now', async () => {
    const [ahead] = await t.deps.db
      .select({ n: count() })
      .from(meetings)
      .where(sql`${meetings.startsAt} > ${new Date(t.deps.clock.now()).toISOString()}`);
    expect(ahead?.n).toBeGreaterThan(0);
    const res = await t.request('/api/content?scopes=upcoming', { method: 'GET' });
    expect((await body<{ meta: { total: number } }>(res)).meta.total).toBeGreaterThan(0);
  });

  it('is searchable in Japanese, Korean and Chinese', async () => {
    for (const query of ['基礎', '튜토리얼', '教程']) {
      const res = await t.request(`/api/content?search=${encodeURIComponent(query)}`, { method: 'GET' });
      expect((await body<{ meta: { total: number } }>(res)).meta.total, query).toBeGreaterThan(0);
    }
  });

  it('shows the demo fan bought items unlocked and others locked', async () => {
    const [fan] = await t.deps.db.select().from(users).where(eq(users.email, 'fan@stagepass.local'));
    const token = await tokenFor(t.deps, fan!.id, 'api');
    const [owned] = await t.deps.db
      .select({ id: entitlements.contentId })
      .from(entitlements)
      .where(
        and(
          eq(entitlements.userId, fan!.id),
          eq(entitlements.source, 'purchase'),
          sql`${entitlements.revokedAt} is null`,
        ),
      );
    const res = await t.request(`/api/content/${owned!.id}?expand=encodedVideo,cover`, { method: 'GET', token });
    const item = (await body<{ data: ContentResource }>(res)).data;
    expect(item.is_bought).toBe(true);
    expect(item.encodedVideo).toMatchObject({ url: expect.stringMatching(/^\/media\/v\//) });
    const anonymous = await t.request(`/api/content/${owned!.id}?expand=encodedVideo`, { method: 'GET' });
    expect((await body<{ data: ContentResource }>(anonymous)).data.encodedVideo).toMatchObject({ locked: true });
    const cover = await t.request(item.cover!.crop_url, { method: 'GET' });
    expect(cover.status).toBe(200);
    expect(cover.headers.get('content-type')).toBe('image/webp');
  });

  it('stores its pictures as WebP, which have renditions', async () => {
    const pictures = await t.deps.db.select().from(mediaAssets).where(eq(mediaAssets.kind, 'image'));
    expect(pictures.length).toBeGreaterThan(100);
    for (const picture of pictures) {
      expect(picture.storageKey, picture.storageKey).toMatch(/^public\/(covers|avatars)\/\w+\.webp$/);
      expect(picture.mimeType).toBe('image/webp');
      expect(picture.size).toBeGreaterThan(0);
    }
    const cover = pictures.find((p) => p.storageKey.startsWith('public/covers/'))!;
    const stored = await sharp(path.join(dataDir, 'files', cover.storageKey)).metadata();
    expect([stored.format, stored.width, stored.height]).toEqual(['webp', 640, 360]);
    const small = await t.request(`${publicMediaUrl(cover.storageKey)}?w=320`, { method: 'GET' });
    expect(small.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(320);
  });

  it('gives the demo fan a purchase history that agrees with what they own', async () => {
    const [fan] = await t.deps.db.select().from(users).where(eq(users.email, 'fan@stagepass.local'));
    const token = await tokenFor(t.deps, fan!.id, 'api');
    const owned = await t.deps.db
      .select({ id: entitlements.contentId, source: entitlements.source, revokedAt: entitlements.revokedAt })
      .from(entitlements)
      .innerJoin(content, eq(content.id, entitlements.contentId))
      .where(
        and(
          eq(entitlements.userId, fan!.id),
          sql`${entitlements.source} in ('purchase', 'subscription')`,
          sql`${content.priceAmount} > 0`,
        ),
      );
    const res = await t.request('/api/transactions?limit=100', { method: 'GET', token });
    expect(res.status).toBe(200);
    const history = await body<{ data: TransactionView[]; meta: { total: number } }>(res);
    const ids = (kind: string) => history.data.filter((tx) => tx.kind === kind).map((tx) => tx.content?.id);
    const bought = owned.filter((e) => e.source === 'purchase');
    expect(bought.filter((e) => !e.revokedAt).length, 'paid items the fan holds').toBeGreaterThanOrEqual(3);
    expect(ids('purchase').sort()).toEqual(bought.map((e) => e.id).sort());
    expect(ids('refund')).toEqual(bought.filter((e) => e.revokedAt).map((e) => e.id));
    expect(new Set(ids('subscription_payment'))).toEqual(
      new Set(owned.filter((e) => e.source === 'subscription').map((e) => e.id)),
    );
    expect(history.meta.total).toBe(history.data.length);
    // Every one-off purchase names its order: the number the receipt and the notification use.
    for (const tx of history.data.filter((row) => row.kind === 'purchase'))
      expect(tx.order_id).toEqual(expect.any(Number));
  });

  it('never loads into a database that has users', async () => {
    const other = await createTestApp({ env: { DATA_DIR: dataDir } });
    try {
      await createUser(other.deps, { kind: 'fan' });
      expect((await loadDemoData(other.deps)).loaded).toBe(false);
      expect(Number((await other.deps.db.select({ n: count() }).from(content))[0]?.n)).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe('planDemo', () => {
  it('is deterministic for a seed and a moment, and scales', () => {
    const now = Date.UTC(2025, 0, 15);
    const a = planDemo({ seed: 7, scale: 1, now });
    expect(planDemo({ seed: 7, scale: 1, now })).toEqual(a);
    expect(planDemo({ seed: 8, scale: 1, now }).content.map((c) => c.title)).not.toEqual(a.content.map((c) => c.title));
    const big = planDemo({ seed: 7, scale: 3, now });
    expect(big.content.length).toBeGreaterThan(2.5 * a.content.length);
    expect(new Set(big.users.map((u) => u.login.toLowerCase())).size).toBe(big.users.length);
    expect(new Set(big.users.map((u) => u.email.toLowerCase())).size).toBe(big.users.length);
  });

  it('keeps to the rows it refers to', () => {
    const plan = planDemo({ seed: 1, scale: 1, now: Date.now() });
    for (const e of plan.entitlements) expect(plan.content[e.content]).toBeDefined();
    for (const l of plan.subscriptionLinks) expect(plan.content[l.community]?.type).toBe(50);
    expect(plan.content.filter((c) => c.videos.length > 0).length).toBeGreaterThan(0);
  });
});
