import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NamedRow } from '@shared/schemas/admin';
import { auditLog, genres, reports, reportTypes } from '@server/db/schema';
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

const create = (resource: string, body: unknown) =>
  t.request(`/admin-api/crud/${resource}`, { token: admin.token, json: body });

describe('generic CRUD: genres', () => {
  it('creates, lists, renames and deletes a genre, auditing each write', async () => {
    const res = await create('genres', { name: 'Krump', names: { ja: 'クランプ', ko: '크럼프', zh: '' } });
    expect(res.status).toBe(201);
    const row = (await json<{ data: NamedRow }>(res)).data;
    expect(row).toMatchObject({ name: 'Krump', names: { ja: 'クランプ', ko: '크럼프' } });
    const listed = await t.request('/admin-api/crud/genres?search=krump', { token: admin.token });
    expect((await json<{ data: NamedRow[] }>(listed)).data.map((g) => g.id)).toEqual([row.id]);
    const renamed = await put(t, `/admin-api/crud/genres/${row.id}`, admin.token, { name: 'Krumping' });
    expect((await json<{ data: NamedRow }>(renamed)).data.name).toBe('Krumping');
    const del = await t.request(`/admin-api/crud/genres/${row.id}`, { method: 'DELETE', token: admin.token });
    expect(del.status).toBe(200);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.entity, 'genres'));
    expect(entries.map((e) => e.action)).toEqual(['genres.create', 'genres.update', 'genres.delete']);
  });

  it('refuses a duplicate or empty name with 422 and writes nothing', async () => {
    await create('genres', { name: 'Waacking' });
    const before = await countRows(t, genres);
    const dup = await create('genres', { name: 'waacking' });
    expect((await json<ErrorBody>(dup)).errors).toEqual([{ field: 'name', errors: ['This name is already used.'] }]);
    expect((await create('genres', { name: '' })).status).toBe(422);
    expect(await countRows(t, genres)).toBe(before);
  });

  it('answers 404 for an unknown resource or row', async () => {
    expect((await t.request('/admin-api/crud/users', { token: admin.token })).status).toBe(404);
    expect((await put(t, '/admin-api/crud/genres/99999999', admin.token, { name: 'x' })).status).toBe(404);
  });
});

describe('generic CRUD: report types', () => {
  it('adds a type with the next free id, and refuses to delete one in use or "other"', async () => {
    const res = await create('report-types', { name: 'Impersonation of a dancer' });
    expect(res.status, await res.clone().text()).toBe(201);
    const row = (await json<{ data: NamedRow }>(res)).data;
    const [top] = await t.deps.db.select().from(reportTypes).where(eq(reportTypes.id, row.id));
    expect(top?.name).toBe('Impersonation of a dancer');
    const { user } = await userWithToken(t, { kind: 'fan' });
    await t.deps.db
      .insert(reports)
      .values({ reporterId: user.id, reportTypeId: row.id, targetType: 'user', targetId: user.id });
    const inUse = await t.request(`/admin-api/crud/report-types/${row.id}`, { method: 'DELETE', token: admin.token });
    expect(inUse.status).toBe(422);
    const other = await t.request('/admin-api/crud/report-types/6', { method: 'DELETE', token: admin.token });
    expect(other.status).toBe(422);
    expect(await countRows(t, reportTypes)).toBeGreaterThanOrEqual(7);
  });
});
