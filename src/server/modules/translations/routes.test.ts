import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { translationOverrides } from '../../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/translations/:locale', () => {
  it('answers an empty map when no message is overridden', async () => {
    const res = await t.request('/api/translations/ko');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ data: {} });
  });

  it("answers only that locale's overrides as { messageId: text }", async () => {
    await t.deps.db.insert(translationOverrides).values([
      { locale: 'ko', messageId: 'abc123', text: '새 문구' },
      { locale: 'ja', messageId: 'abc123', text: '新しい文言' },
    ]);
    expect(await (await t.request('/api/translations/ko')).json()).toEqual({ data: { abc123: '새 문구' } });
    expect(await (await t.request('/api/translations/ja')).json()).toEqual({ data: { abc123: '新しい文言' } });
  });

  it('refuses a language the site does not speak with 422 naming the field', async () => {
    const res = await t.request('/api/translations/fr');
    expect(res.status).toBe(422);
    const body = (await res.json()) as { errors: { field: string }[] };
    expect(body.errors[0]?.field).toBe('locale');
  });
});
