import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminStaticPage, AdminStaticPageSummary } from '@shared/schemas/admin';
import { auditLog, staticPages } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { countRows, type ErrorBody } from '../../auth/testing';
import { adminSession, json, put, type AdminSession } from '../testing';

let t: TestApp;
let admin: AdminSession;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
});
afterAll(() => t.close());

describe('admin static pages', () => {
  it('creates a page in several languages that the site serves at its slug', async () => {
    const res = await put(t, '/admin-api/static-pages/terms', admin.token, {
      en: { title: 'Terms', body: '# Terms\n\nBe kind.' },
      ko: { title: '이용약관', body: '# 이용약관\n\n친절하게.' },
    });
    expect(res.status).toBe(201);
    expect((await json<{ data: AdminStaticPage }>(res)).data.versions.ko?.title).toBe('이용약관');
    const site = await t.request('/api/static-pages/terms', { headers: { applocale: 'ko' } });
    expect((await json<{ data: { title: string } }>(site)).data.title).toBe('이용약관');
    const list = await t.request('/admin-api/static-pages', { token: admin.token });
    expect((await json<{ data: AdminStaticPageSummary[] }>(list)).data).toEqual([
      expect.objectContaining({ slug: 'terms', locales: ['en', 'ko'], title: 'Terms' }),
    ]);
  });

  it('replaces every language at once: a language left out is removed; before and after are audited', async () => {
    await put(t, '/admin-api/static-pages/privacy', admin.token, {
      en: { title: 'Privacy', body: 'v1' },
      ja: { title: 'プライバシー', body: 'v1' },
    });
    const res = await put(t, '/admin-api/static-pages/privacy', admin.token, { en: { title: 'Privacy', body: 'v2' } });
    expect(res.status).toBe(200);
    const rows = await t.deps.db.select().from(staticPages).where(eq(staticPages.slug, 'privacy'));
    expect(rows.map((r) => [r.locale, r.body])).toEqual([['en', 'v2']]);
    const entries = await t.deps.db.select().from(auditLog).where(eq(auditLog.entityId, 'privacy'));
    expect(entries.map((e) => e.action)).toEqual(['static_page.create', 'static_page.update']);
    expect(entries[1]?.before).toMatchObject({ ja: { body: 'v1' } });
    expect(entries[1]?.after).toEqual({ en: { title: 'Privacy', body: 'v2' } });
  });

  it('refuses a missing English title or a bad slug with 422 and writes nothing', async () => {
    const before = await countRows(t, staticPages);
    const audits = await countRows(t, auditLog);
    const noTitle = await put(t, '/admin-api/static-pages/support', admin.token, { en: { title: ' ', body: 'x' } });
    expect(noTitle.status).toBe(422);
    expect((await json<ErrorBody>(noTitle)).errors?.map((e) => e.field)).toEqual(['en.title']);
    const badSlug = await put(t, '/admin-api/static-pages/Bad%20Slug', admin.token, { en: { title: 'x', body: 'x' } });
    expect((await json<ErrorBody>(badSlug)).errors?.map((e) => e.field)).toEqual(['slug']);
    expect(await countRows(t, staticPages)).toBe(before);
    expect(await countRows(t, auditLog)).toBe(audits);
  });

  it('deletes a page in every language, and 404 for an unknown one', async () => {
    await put(t, '/admin-api/static-pages/old', admin.token, { en: { title: 'Old', body: 'x' } });
    expect((await t.request('/admin-api/static-pages/old', { method: 'DELETE', token: admin.token })).status).toBe(200);
    expect((await t.request('/api/static-pages/old')).status).toBe(404);
    expect((await t.request('/admin-api/static-pages/old', { token: admin.token })).status).toBe(404);
  });
});
