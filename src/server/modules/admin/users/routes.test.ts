import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser, AdminUserDetail, AuditEntry, BulkResult } from '@shared/schemas/admin';
import { accessTokens, auditLog, mailOutbox, users } from '@server/db/schema';
import { Messages } from '@server/http/errors';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { countRows, login, PASSWORD, type ErrorBody } from '../../auth/testing';
import { adminSession, json, put, userWithToken, type AdminSession } from '../testing';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

const statusOf = async (id: number) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]?.status;
const auditOf = (id: number) =>
  t.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(id))));

describe('GET /admin-api/users', () => {
  it('searches, filters and sorts with the list-query language', async () => {
    const { user } = await userWithToken(t, { kind: 'creator', status: 'pending', name: 'Zelda Pending Dancer' });
    await userWithToken(t, { kind: 'fan', name: 'Zelda Fan' });
    const res = await t.request(
      `/admin-api/users?search=zelda&filter[kind]=creator&filter[status][in]=pending,blocked&sort=name`,
      { token: admin.token },
    );
    expect(res.status).toBe(200);
    const body = await json<{ data: AdminUser[]; meta: { total: number } }>(res);
    expect(body.data.map((u) => u.id)).toEqual([user.id]);
    expect(body.meta.total).toBe(1);
  });

  it('refuses a field the whitelist does not allow with 422 naming it', async () => {
    const res = await t.request('/admin-api/users?filter[password_hash]=x', { token: admin.token });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors?.[0]?.field).toBe('filter[password_hash]');
  });

  it('shows one user with their content and reports, and 404 for nobody', async () => {
    const { user } = await userWithToken(t, { kind: 'creator' });
    const res = await t.request(`/admin-api/users/${user.id}`, { token: admin.token });
    expect(res.status).toBe(200);
    const body = await json<{ data: AdminUserDetail }>(res);
    expect(body.data).toMatchObject({ id: user.id, content: [], reports_about: [], counts: { content: 0 } });
    expect((await t.request('/admin-api/users/99999999', { token: admin.token })).status).toBe(404);
  });
});

describe('PUT /admin-api/users/:id (approve)', () => {
  it('approves a pending creator and writes the audit row in the same change', async () => {
    const { user } = await userWithToken(t, { kind: 'creator', status: 'pending' });
    const res = await put(t, `/admin-api/users/${user.id}`, admin.token);
    expect(res.status).toBe(200);
    expect((await json<{ data: AdminUser }>(res)).data.status).toBe('approved');
    expect(await statusOf(user.id)).toBe('approved');
    const [entry] = await auditOf(user.id);
    expect(entry).toMatchObject({
      actorId: admin.adminId,
      action: 'user.approve',
      before: { status: 'pending', kind: 'creator' },
      after: { status: 'approved', kind: 'creator' },
    });
  });

  it('refuses a user who is not pending with 422 and writes nothing', async () => {
    const { user } = await userWithToken(t, { kind: 'fan' });
    const before = await countRows(t, auditLog);
    const res = await put(t, `/admin-api/users/${user.id}`, admin.token);
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors?.[0]).toEqual({
      field: 'status',
      errors: ['Only a creator waiting for approval can be approved.'],
    });
    expect(await countRows(t, auditLog)).toBe(before);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await put(t, '/admin-api/users/99999999', admin.token)).status).toBe(404);
    expect((await put(t, '/admin-api/users/abc', admin.token)).status).toBe(404);
  });
});

describe('PUT /admin-api/users/:id/toggle-block', () => {
  it('blocks: every session is revoked at once and sign-in shows the spec message', async () => {
    const { user, token } = await userWithToken(t, { kind: 'fan' });
    expect((await t.request('/api/profile', { token })).status).toBe(200);
    const res = await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token);
    expect(res.status).toBe(200);
    expect((await json<{ data: AdminUser }>(res)).data.status).toBe('blocked');
    expect((await t.request('/api/profile', { token })).status).toBe(401);
    const live = await t.deps.db
      .select()
      .from(accessTokens)
      .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
    expect(live).toEqual([]);
    const signIn = await login(t, user.email, PASSWORD);
    expect(signIn.status).toBe(401);
    expect((await json<ErrorBody>(signIn)).message).toBe(Messages.blocked);
    expect((await auditOf(user.id)).map((e) => e.action)).toEqual(['user.block']);
  });

  it('mails the blocked person what the sign-in page tells them to look for, in their language, once', async () => {
    const { user } = await userWithToken(t, { kind: 'fan' });
    await t.deps.db.update(users).set({ preferredLocale: 'ja' }).where(eq(users.id, user.id));
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token, { blocked: true });
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token, { blocked: true });
    const mails = await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email));
    expect(mails.map((m) => m.template)).toEqual(['account-blocked']);
    expect(mails[0]?.subject).toMatch(/Stagepass/);
    expect(mails[0]?.text).toContain(`${t.deps.config.publicUrl}/ja/support`);
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token, { blocked: false });
    expect(await t.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email))).toHaveLength(1);
  });

  it('keeps the reason given and tells the person at sign-in', async () => {
    const { user } = await userWithToken(t, { kind: 'fan' });
    const res = await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token, {
      blocked: true,
      reason: 'Spam in every chat.',
    });
    expect(res.status).toBe(200);
    expect((await auditOf(user.id))[0]?.after).toMatchObject({ reason: 'Spam in every chat.' });
    const signIn = await login(t, user.email, PASSWORD);
    expect(signIn.status).toBe(401);
    expect(await json<ErrorBody>(signIn)).toMatchObject({
      message: Messages.blocked,
      errors: [{ field: 'block_reason', errors: ['Spam in every chat.'] }],
    });
  });

  it('unblocks back to the status the user had before (a pending creator stays pending)', async () => {
    const { user } = await userWithToken(t, { kind: 'creator', status: 'pending' });
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token);
    expect(await statusOf(user.id)).toBe('blocked');
    const res = await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token);
    expect((await json<{ data: AdminUser }>(res)).data.status).toBe('pending');
  });

  it('refuses to block your own account or another admin, and writes nothing', async () => {
    const other = await adminSession(t);
    const before = await countRows(t, auditLog);
    const own = await put(t, `/admin-api/users/${admin.adminId}/toggle-block`, admin.token);
    expect(own.status).toBe(422);
    expect((await put(t, `/admin-api/users/${other.adminId}/toggle-block`, admin.token)).status).toBe(422);
    expect(await statusOf(other.adminId)).toBe('approved');
    expect(await countRows(t, auditLog)).toBe(before);
  });

  it('with { blocked } is idempotent', async () => {
    const { user } = await userWithToken(t, { kind: 'fan' });
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token, { blocked: true });
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token, { blocked: true });
    expect(await statusOf(user.id)).toBe('blocked');
    expect(await auditOf(user.id)).toHaveLength(1);
  });
});

describe('POST /admin-api/users/bulk', () => {
  it('applies row by row and reports each refusal beside its id', async () => {
    const a = await userWithToken(t, { kind: 'creator', status: 'pending' });
    const b = await userWithToken(t, { kind: 'fan' });
    const res = await t.request('/admin-api/users/bulk', {
      token: admin.token,
      json: { ids: [a.user.id, b.user.id], action: 'approve' },
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: BulkResult[] }>(res);
    expect(data).toEqual([
      { id: a.user.id, ok: true },
      { id: b.user.id, ok: false, message: 'Only a creator waiting for approval can be approved.' },
    ]);
    expect(await statusOf(a.user.id)).toBe('approved');
  });

  it('refuses an empty list or an unknown action with 422', async () => {
    const empty = await t.request('/admin-api/users/bulk', { token: admin.token, json: { ids: [], action: 'block' } });
    expect(empty.status).toBe(422);
    const bad = await t.request('/admin-api/users/bulk', { token: admin.token, json: { ids: [1], action: 'nuke' } });
    expect((await json<ErrorBody>(bad)).errors?.map((e) => e.field)).toEqual(['action']);
  });
});

describe('GET /admin-api/audit', () => {
  it('lists the writes newest first, filtered by entity and action', async () => {
    const { user } = await userWithToken(t, { kind: 'fan' });
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token);
    await put(t, `/admin-api/users/${user.id}/toggle-block`, admin.token);
    const res = await t.request(`/admin-api/audit?filter[entity]=user&filter[entity_id]=${user.id}`, {
      token: admin.token,
    });
    const { data } = await json<{ data: AuditEntry[] }>(res);
    expect(data.map((e) => e.action)).toEqual(['user.unblock', 'user.block']);
    expect(data[0]?.actor?.id).toBe(admin.adminId);
    const since = await t.request(`/admin-api/audit?filter[action]=user.block&filter[created_at][from]=2999-01-01`, {
      token: admin.token,
    });
    expect((await json<{ data: AuditEntry[] }>(since)).data).toEqual([]);
  });
});
