import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminReport } from '@shared/schemas/admin';
import { auditLog, content, notifications, reports } from '@server/db/schema';
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

async function reportAboutContent(body = '') {
  const { user: creator } = await userWithToken(t, { kind: 'creator' });
  const { user: reporter } = await userWithToken(t, { kind: 'fan' });
  const [item] = await t.deps.db
    .insert(content)
    .values({ ownerId: creator.id, type: 2, status: 1, title: 'Footage under review', description: 'Stage left' })
    .returning();
  const [report] = await t.deps.db
    .insert(reports)
    .values({ reporterId: reporter.id, reportTypeId: 6, targetType: 'content', targetId: item!.id, body })
    .returning();
  return { report: report!, item: item!, reporter };
}

describe('GET /admin-api/reports', () => {
  it('lists open reports oldest first, each with the reported object beside the text', async () => {
    const { report, item } = await reportAboutContent('This video copies my choreography.');
    const res = await t.request('/admin-api/reports?filter[status]=open&filter[target_type]=content', {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    const { data } = await json<{ data: AdminReport[] }>(res);
    expect(data.find((r) => r.id === report.id)).toMatchObject({
      body: 'This video copies my choreography.',
      report_type: { id: 6 },
      target: { type: 'content', id: item.id, label: 'Footage under review', path: `/content/${item.id}` },
      status: 'open',
    });
  });
});

describe('PUT /admin-api/reports/:id', () => {
  it('resolves with an outcome, tells the reporter and writes the audit row', async () => {
    const { report, reporter } = await reportAboutContent();
    const res = await put(t, `/admin-api/reports/${report.id}`, admin.token, {
      outcome: 'resolved',
      note: 'The video was blocked.',
    });
    expect(res.status).toBe(200);
    expect((await json<{ data: AdminReport }>(res)).data).toMatchObject({
      status: 'resolved',
      outcome: 'The video was blocked.',
    });
    const told = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, reporter.id), eq(notifications.kind, 'report-outcome')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ objectType: 'report', objectId: report.id });
    const [entry] = await t.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'report'), eq(auditLog.entityId, String(report.id))));
    expect(entry).toMatchObject({ action: 'report.resolve', before: { status: 'open' } });
  });

  it('refuses a closed report or a bad outcome with 422 and writes nothing', async () => {
    const { report } = await reportAboutContent();
    await put(t, `/admin-api/reports/${report.id}`, admin.token, { outcome: 'dismissed' });
    const audits = await countRows(t, auditLog);
    const notes = await countRows(t, notifications);
    const again = await put(t, `/admin-api/reports/${report.id}`, admin.token, { outcome: 'resolved' });
    expect(again.status).toBe(422);
    expect((await json<ErrorBody>(again)).errors?.[0]?.errors).toEqual(['This report has already been resolved.']);
    const bad = await put(t, `/admin-api/reports/${report.id}`, admin.token, { outcome: 'maybe' });
    expect((await json<ErrorBody>(bad)).errors?.map((e) => e.field)).toEqual(['outcome']);
    expect(await countRows(t, auditLog)).toBe(audits);
    expect(await countRows(t, notifications)).toBe(notes);
  });

  it('answers 404 for a report that does not exist', async () => {
    expect((await put(t, '/admin-api/reports/99999999', admin.token, { outcome: 'resolved' })).status).toBe(404);
  });
});
