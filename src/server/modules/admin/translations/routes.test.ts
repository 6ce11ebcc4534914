import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TranslateFileResult, TranslationMessage, TranslationSummary } from '@shared/schemas/admin';
import { auditLog, translationOverrides } from '@server/db/schema';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { countRows, type ErrorBody } from '../../auth/testing';
import { adminSession, json, put, type AdminSession } from '../testing';
import { uiCatalog } from './ui-catalog';

let t: TestApp;
let admin: AdminSession;
let message: TranslationMessage;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminSession(t);
  // "Sign in" is in every build of the PWA; any message of the catalog would do.
  const found = (await uiCatalog()).find((m) => m.texts.ko && m.source.length > 3);
  if (!found) throw new Error('the UI catalog has no Korean message');
  message = { id: found.id, source: found.source, context: found.context, catalog: found.texts.ko, override: null };
});
afterAll(() => t.close());

const list = async (query: string) =>
  json<{ data: TranslationMessage[]; meta: { total: number } }>(
    await t.request(`/admin-api/translations?${query}`, { token: admin.token }),
  );

describe('admin translations', () => {
  it('lists every UI message of a locale with its source text, and searches it', async () => {
    const all = await list('locale=ko&limit=1000');
    expect(all.meta.total).toBe((await uiCatalog()).length);
    const found = await list(`locale=ko&search=${encodeURIComponent(message.source)}`);
    expect(found.data).toContainEqual(message);
  });

  it('refuses a search longer than any message with 422 on search (issue 14: every string has a maximum)', async () => {
    const res = await t.request(`/admin-api/translations?locale=ko&search=${'a'.repeat(5001)}`, {
      token: admin.token,
    });
    expect(res.status).toBe(422);
    expect((await json<ErrorBody>(res)).errors?.map((e) => e.field)).toEqual(['search']);
  });

  it('sets an override the site serves at run time, then removes it', async () => {
    const res = await put(t, '/admin-api/translations/ko', admin.token, { id: message.id, text: '새로운 문구' });
    expect(res.status).toBe(200);
    expect((await json<{ data: TranslationMessage }>(res)).data.override).toBe('새로운 문구');
    const site = await json<{ data: Record<string, string> }>(await t.request('/api/translations/ko'));
    expect(site.data[message.id]).toBe('새로운 문구');
    await put(t, '/admin-api/translations/ko', admin.token, { id: message.id, text: '' });
    expect(await countRows(t, translationOverrides)).toBe(0);
    const entries = await t.deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, `ko:${message.id}`));
    expect(entries.map((e) => [e.action, e.after])).toEqual([
      ['translation.override', { text: '새로운 문구' }],
      ['translation.reset', null],
    ]);
  });

  it('refuses an unknown message id or locale with 422 and writes nothing', async () => {
    const unknown = await put(t, '/admin-api/translations/ko', admin.token, { id: 'no-such-id', text: 'x' });
    expect((await json<ErrorBody>(unknown)).errors?.map((e) => e.field)).toEqual(['id']);
    const locale = await put(t, '/admin-api/translations/fr', admin.token, { id: message.id, text: 'x' });
    expect((await json<ErrorBody>(locale)).errors?.map((e) => e.field)).toEqual(['locale']);
    expect(await countRows(t, translationOverrides)).toBe(0);
  });

  it('exports a locale as PO and imports an edited file back as overrides', async () => {
    const exported = await t.request('/admin-api/translations/ko/export', { token: admin.token });
    expect(exported.headers.get('content-type')).toMatch(/gettext/);
    const po = await exported.text();
    expect(po).toContain(`msgstr "${message.catalog.replace(/"/g, '\\"')}"`);
    const edited = po.replace(`msgstr "${message.catalog.replace(/"/g, '\\"')}"`, 'msgstr "가져온 문구"');
    const res = await t.request('/admin-api/translations/translate-file', {
      token: admin.token,
      json: { locale: 'ko', po: `${edited}\nmsgid "Not a message of ours"\nmsgstr "무엇"\n` },
    });
    expect(res.status).toBe(200);
    const result = (await json<{ data: TranslateFileResult }>(res)).data;
    expect(result).toMatchObject({ imported: 1, unknown: 1 });
    const site = await json<{ data: Record<string, string> }>(await t.request('/api/translations/ko'));
    expect(site.data).toEqual({ [message.id]: '가져온 문구' });
  });

  it('refuses a file that is not PO with 422', async () => {
    const res = await t.request('/admin-api/translations/translate-file', {
      token: admin.token,
      json: { locale: 'ja', po: 'hello world' },
    });
    expect(res.status).toBe(422);
  });

  it('counts the missing messages per locale', async () => {
    const res = await t.request('/admin-api/translations/summary', { token: admin.token });
    const { data } = await json<{ data: TranslationSummary }>(res);
    expect(data.total).toBe((await uiCatalog()).length);
    expect(Object.keys(data.locales)).toEqual(['en', 'ja', 'ko', 'zh']);
    expect(data.locales.en.missing).toBe(0);
  });
});
