import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReview, BulkResult } from '@shared/schemas/admin';
import { auditLog, reviews } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { countRows, type ErrorBody } from '../../auth/testing';
import { adminSession, json, put, userWithToken, type AdminSession } from '../testing';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

async function review() {
  const { user: author } = await userWithToken(t, { kind: 'fan' });
  const { user: creator } = await userWithToken(t, { kind: 'creator', name: 'Mika Dancer' });
  const [row] = await t.deps.db
    .insert(reviews)
    .values({ authorId: author.id, targetType: 'user', targetId: creator.id, title: 'Great class', body: 'Loved it' })
    .returning();
  return row!;
}

describe('admin testimonials', () => {
  it('lists reviews of any status with their target', async () => {
    const r = await review();
    await t.deps.db.update(reviews).set({ status: 'hidden' }).where(eq(reviews.id, r.id));
    const res = await t.request('/admin-api/testimonials?filter[status]=hidden', { token: admin.token });
    const { data } = await json<{ data: AdminReview[] }>(res);
    expect(data.map((x) => x.id)).toContain(r.id);
    expect(data.find((x) => x.id === r.id)?.target.label).toMatch(/^Mika Dancer/);
  });

  it('hides a review, then approves it, with an audit row each time', async () => {
    const r = await review();
    const hidden = await put(t, `/admin-api/testimonials/${r.id}`, admin.token, { status: 'hidden' });
    expect((await json<{ data: AdminReview }>(hidden)).data.status).toBe('hidden');
    await put(t, `/admin-api/testimonials/${r.id}`, admin.token, { status: 'visible' });
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(r.id)));
    expect(entries.filter((e) => e.entity === 'review').map((e) => e.action)).toEqual([
      'review.hide',
      'review.approve',
    ]);
  });

  it('deletes a review; the audit log keeps its text', async () => {
    const r = await review();
    const res = await t.request(`/admin-api/testimonials/${r.id}`, { method: 'DELETE', token: admin.token });
    expect(res.status).toBe(200);
    expect(await t.deps.db.select().from(reviews).where(eq(reviews.id, r.id))).toEqual([]);
    const [entry] = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'review.delete'));
    expect(entry?.before).toMatchObject({ title: 'Great class', body: 'Loved it' });
  });

  it('refuses a bad status with 422 and an unknown review with 404, writing nothing', async () => {
    const r = await review();
    const before = await countRows(t, auditLog);
    expect((await put(t, `/admin-api/testimonials/${r.id}`, admin.token, { status: 'gone' })).status).toBe(422);
    expect((await put(t, '/admin-api/testimonials/99999999', admin.token, { status: 'hidden' })).status).toBe(404);
    const del = await t.request('/admin-api/testimonials/99999999', { method: 'DELETE', token: admin.token });
    expect(del.status).toBe(404);
    expect(await countRows(t, auditLog)).toBe(before);
  });

  it('approves several reviews at once, one audit row each, and reports a review that is gone beside its id', async () => {
    const a = await review();
    const b = await review();
    await t.deps.db
      .update(reviews)
      .set({ status: 'pending' })
      .where(inArray(reviews.id, [a.id, b.id]));
    const res = await t.request('/admin-api/testimonials/bulk', {
      token: admin.token,
      json: { ids: [a.id, b.id, 99999999], status: 'visible' },
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: BulkResult[] }>(res)).data).toEqual([
      { id: a.id, ok: true },
      { id: b.id, ok: true },
      { id: 99999999, ok: false, message: 'Not Found' },
    ]);
    const rows = await t.deps.db
      .select()
      .from(reviews)
      .where(inArray(reviews.id, [a.id, b.id]));
    expect(rows.map((r) => r.status)).toEqual(['visible', 'visible']);
    const audited = await t.deps.db.select().from(auditLog).where(eq(auditLog.action, 'review.approve'));
    expect(audited.map((e) => e.entityId)).toEqual(expect.arrayContaining([String(a.id), String(b.id)]));
  });

  it('refuses an empty selection or a bad status with 422 and writes nothing', async () => {
    const r = await review();
    const before = await countRows(t, auditLog);
    const empty = await t.request('/admin-api/testimonials/bulk', {
      token: admin.token,
      json: { ids: [], status: 'hidden' },
    });
    expect((await json<ErrorBody>(empty)).errors?.map((e) => e.field)).toEqual(['ids']);
    const bad = await t.request('/admin-api/testimonials/bulk', {
      token: admin.token,
      json: { ids: [r.id], status: 'gone' },
    });
    expect(bad.status).toBe(422);
    expect((await json<ErrorBody>(bad)).errors?.map((e) => e.field)).toEqual(['status']);
    expect(await countRows(t, auditLog)).toBe(before);
    expect((await t.deps.db.select().from(reviews).where(eq(reviews.id, r.id)))[0]?.status).toBe('visible');
  });
});
