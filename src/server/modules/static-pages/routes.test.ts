import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticPage } from '@shared/schemas/content';
import { createTestApp } from '@tests/support/harness';
import { staticPages } from '../../db/schema';
import { body, type TestApp } from '../auth/testing';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.deps.db.insert(staticPages).values([
    { slug: 'terms-conditions', locale: 'en', title: 'Terms and Conditions', body: '# Terms' },
    { slug: 'terms-conditions', locale: 'ja', title: '利用規約', body: '# 利用規約' },
    { slug: 'support', locale: 'en', title: 'Support', body: '# Support' },
  ]);
});
afterAll(() => t.close());

async function fetchPage(slug: string, locale?: string) {
  const res = await t.request(`/api/static-pages/${slug}`, {
    method: 'GET',
    headers: locale ? { applocale: locale } : {},
  });
  return { status: res.status, data: res.ok ? (await body<{ data: StaticPage }>(res)).data : undefined };
}

describe('GET /api/static-pages/:slug', () => {
  it('answers the page in the applocale language', async () => {
    expect(await fetchPage('terms-conditions', 'ja')).toEqual({
      status: 200,
      data: {
        slug: 'terms-conditions',
        locale: 'ja',
        title: '利用規約',
        body: '# 利用規約',
        // The page says when it last changed (the PWA's "Last updated"; it read a key the server never sent).
        updated_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    });
  });

  it('falls back to English when the language has no version', async () => {
    expect((await fetchPage('support', 'ko')).data).toMatchObject({ locale: 'en', title: 'Support' });
    expect((await fetchPage('terms-conditions')).data).toMatchObject({ locale: 'en', title: 'Terms and Conditions' });
  });

  it('answers 404 for an unknown slug', async () => {
    expect((await fetchPage('no-such-page', 'ja')).status).toBe(404);
  });
});
