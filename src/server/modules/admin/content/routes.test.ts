import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentStatus } from '@shared/codes';
import type { AdminContentRow } from '@shared/schemas/admin';
import { auditLog, content } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { countRows, type ErrorBody } from '../../auth/testing';
import { adminSession, json, put, userWithToken, type AdminSession } from '../testing';

let t: TestApp;
let admin: AdminSession;
let ownerId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  ownerId = (await userWithToken(t, { kind: 'creator', name: 'Aiko Producer' })).user.id;
});
afterAll(() => t.close());

async function item(status: number, extra: Partial<typeof content.$inferInsert> = {}) {
  const [row] = await t.deps.db
    .insert(content)
    .values({ ownerId, type: 2, status: status as 1, title: `Item ${Math.random()}`, ...extra })
    .returning();
  return row!;
}
const statusOf = async (id: number) => (await t.deps.db.select().from(content).where(eq(content.id, id)))[0];
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'content'), eq(auditLog.entityId, String(id))));

describe('GET /admin-api/content', () => {
  it('lists every status, filtered and searched by owner', async () => {
    const onReview = await item(ContentStatus.onReview);
    await item(ContentStatus.published);
    const res = await t.request(`/admin-api/content?filter[status]=4&search=aiko|owner`, { token: admin.token });
    const { data } = await json<{ data: AdminContentRow[] }>(res);
    expect(data.map((c) => c.id)).toEqual([onReview.id]);
    expect(data[0]?.owner.name).toBe('Aiko Producer');
  });
});

describe('PUT /admin-api/content/:id', () => {
  it('approves an item on review (4 → 1) and audits it', async () => {
    const row = await item(ContentStatus.onReview);
    const res = await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'approve' });
    expect(res.status).toBe(200);
    expect((await json<{ data: AdminContentRow }>(res)).data.status).toBe(ContentStatus.published);
    expect((await auditOf(row.id))[0]).toMatchObject({
      action: 'content.approve',
      before: { status: 4 },
      after: { status: 1, scope: 'admin' },
    });
  });

  it('blocks with a reason (→ 3) and unblocks back to the status it had', async () => {
    const row = await item(ContentStatus.published, { publishedAt: new Date() });
    const blocked = await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'block', reason: 'Copyright' });
    expect((await json<{ data: AdminContentRow }>(blocked)).data.status).toBe(ContentStatus.blocked);
    await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'unblock' });
    expect((await statusOf(row.id))?.status).toBe(ContentStatus.published);
    expect((await auditOf(row.id)).map((e) => e.action)).toEqual(['content.block', 'content.unblock']);
    expect((await auditOf(row.id))[0]?.after).toMatchObject({ reason: 'Copyright' });
  });

  it('deletes with a reason and restores', async () => {
    const row = await item(ContentStatus.published);
    await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'delete', reason: 'Spam' });
    expect(await statusOf(row.id)).toMatchObject({ deletionReason: 'Spam' });
    expect((await statusOf(row.id))?.deletedAt).not.toBeNull();
    await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'restore' });
    expect((await statusOf(row.id))?.deletedAt).toBeNull();
  });

  it('refuses what the lifecycle forbids, or a block without reason, with 422 and writes nothing', async () => {
    const row = await item(ContentStatus.published);
    const before = await countRows(t, auditLog);
    const approve = await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'approve' });
    expect(approve.status).toBe(422);
    expect((await json<ErrorBody>(approve)).errors).toEqual([
      { field: 'status', errors: ['Only an item waiting for review can be approved.'] },
    ]);
    const noReason = await put(t, `/admin-api/content/${row.id}`, admin.token, { action: 'block' });
    expect((await json<ErrorBody>(noReason)).errors?.map((e) => e.field)).toEqual(['reason']);
    expect((await statusOf(row.id))?.status).toBe(ContentStatus.published);
    expect(await countRows(t, auditLog)).toBe(before);
  });

  it('answers 404 for an item that does not exist', async () => {
    expect((await put(t, '/admin-api/content/99999999', admin.token, { action: 'approve' })).status).toBe(404);
  });
});

describe('POST /admin-api/content/bulk', () => {
  it('approves or blocks several items row by row, a refusal reported beside its row', async () => {
    const waiting = [await item(ContentStatus.onReview), await item(ContentStatus.onReview)];
    const draft = await item(ContentStatus.draft);
    const res = await t.request('/admin-api/content/bulk', {
      token: admin.token,
      json: { ids: [...waiting.map((w) => w.id), draft.id], action: 'approve' },
    });
    expect(res.status).toBe(200);
    const results = (await json<{ data: { id: number; ok: boolean }[] }>(res)).data;
    expect(results.map((r) => r.ok)).toEqual([true, true, false]);
    for (const w of waiting) expect((await statusOf(w.id))?.status).toBe(ContentStatus.published);

    const noReason = await t.request('/admin-api/content/bulk', {
      token: admin.token,
      json: { ids: [waiting[0]!.id], action: 'block' },
    });
    expect(noReason.status).toBe(422);
    const blocked = await t.request('/admin-api/content/bulk', {
      token: admin.token,
      json: { ids: waiting.map((w) => w.id), action: 'block', reason: 'Copyright' },
    });
    expect((await json<{ data: { ok: boolean }[] }>(blocked)).data.every((r) => r.ok)).toBe(true);
    expect((await auditOf(waiting[1]!.id)).at(-1)?.after).toMatchObject({ reason: 'Copyright' });
  });
});
