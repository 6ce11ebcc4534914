import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileMessages } from '@shared/schemas/profile';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import { socialLinks } from '../../db/schema';
import { body, countRows, fieldErrors, type AuthBody, type ErrorBody, type TestApp } from '../auth/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());

let n = 0;
async function tokenOf(kind: 'fan' | 'creator' | 'admin', scope: 'api' | 'backend' = 'api') {
  const login = `pref${++n}`;
  const user = await createUser(t.deps, {
    kind,
    login,
    email: `${login}@example.test`,
    ...(kind === 'creator' ? { role: 1 } : {}),
  });
  return tokenFor(t.deps, user.id, scope);
}
const put = (path: string, token: string | undefined, json?: unknown, headers: Record<string, string> = {}) =>
  t.request(path, { method: 'PUT', ...(token ? { token } : {}), ...(json === undefined ? {} : { json }), headers });

describe('PUT /api/profile/preferred-locale/:code', () => {
  it('sets a supported language', async () => {
    const token = await tokenOf('fan');
    const res = await put('/api/profile/preferred-locale/ko', token);
    expect(res.status).toBe(200);
    expect((await body<AuthBody>(res)).data?.preferred_locale).toBe('ko');
  });

  it('refuses any other code with 422 on code, localized by applocale', async () => {
    const token = await tokenOf('fan');
    const res = await put('/api/profile/preferred-locale/fr', token);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'code')).toEqual([ProfileMessages.localeInvalid]);
    const ja = await put('/api/profile/preferred-locale/EN', token, undefined, { applocale: 'ja' });
    expect(fieldErrors(await body<ErrorBody>(ja), 'code')).toEqual([
      '言語は en、ja、ko、zh のいずれかを指定してください。',
    ]);
  });

  it('needs a signed-in user', async () => {
    expect((await put('/api/profile/preferred-locale/ja', undefined)).status).toBe(401);
    expect((await put('/api/profile/preferred-locale/ja', await tokenFor(t.deps, null, 'api'))).status).toBe(401);
  });
});

describe('PUT /api/profile/preferred-currency/:code and /balance-currency', () => {
  it('sets USD, EUR or JPY and refuses anything else', async () => {
    const token = await tokenOf('creator');
    const ok = await put('/api/profile/preferred-currency/JPY', token);
    expect((await body<AuthBody>(ok)).data?.preferred_currency).toBe('JPY');
    const bad = await put('/api/profile/preferred-currency/GBP', token);
    expect(bad.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(bad), 'code')).toEqual([ProfileMessages.currencyInvalid]);

    const balance = await put('/api/profile/balance-currency', token, { currency: 'EUR' });
    expect(balance.status).toBe(200);
    expect((await body<AuthBody>(balance)).data).toMatchObject({ balance_currency: 'EUR', preferred_currency: 'JPY' });
    const badBalance = await put('/api/profile/balance-currency', token, { currency: 'XXX' });
    expect(badBalance.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(badBalance), 'currency')).toEqual([ProfileMessages.currencyInvalid]);
    expect(
      fieldErrors(await body<ErrorBody>(await put('/api/profile/balance-currency', token, {})), 'currency'),
    ).toBeDefined();
  });
});

describe('PUT /api/profile/social-links', () => {
  it('replaces a creator’s links', async () => {
    const token = await tokenOf('creator');
    const first = await put('/api/profile/social-links', token, {
      links: [
        { network: 'instagram', url: 'https://instagram.com/me' },
        { network: 'website', url: 'https://me.example.test' },
      ],
    });
    expect(first.status).toBe(200);
    expect((await body<AuthBody>(first)).data?.social_links).toEqual([
      { network: 'instagram', url: 'https://instagram.com/me' },
      { network: 'website', url: 'https://me.example.test' },
    ]);
    const second = await put('/api/profile/social-links', token, {
      links: [{ network: 'x', url: 'https://x.com/me' }],
    });
    expect((await body<AuthBody>(second)).data?.social_links).toEqual([{ network: 'x', url: 'https://x.com/me' }]);
  });

  it('refuses a fan with 403', async () => {
    const res = await put('/api/profile/social-links', await tokenOf('fan'), { links: [] });
    expect(res.status).toBe(403);
  });

  it('refuses unknown networks, non-https URLs and repeats with 422, writing nothing', async () => {
    const token = await tokenOf('creator');
    const before = await countRows(t, socialLinks);
    const cases: [unknown, string, string][] = [
      [[{ network: 'myspace', url: 'https://myspace.com/me' }], 'links.0.network', ProfileMessages.networkInvalid],
      [[{ network: 'youtube', url: 'http://youtube.com/me' }], 'links.0.url', ProfileMessages.urlInvalid],
      [[{ network: 'youtube', url: 'javascript:alert(1)' }], 'links.0.url', ProfileMessages.urlInvalid],
      [
        [
          { network: 'tiktok', url: 'https://tiktok.com/@a' },
          { network: 'tiktok', url: 'https://tiktok.com/@b' },
        ],
        'links',
        ProfileMessages.networkRepeated,
      ],
    ];
    for (const [links, field, message] of cases) {
      const res = await put('/api/profile/social-links', token, { links });
      expect(res.status, field).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field)).toEqual([message]);
    }
    expect(await countRows(t, socialLinks)).toBe(before);
  });
});

describe('GET /admin-api/profile', () => {
  it('answers an admin with a back-office token', async () => {
    const res = await t.request('/admin-api/profile', { method: 'GET', token: await tokenOf('admin', 'backend') });
    expect(res.status).toBe(200);
    expect((await body<AuthBody>(res)).data).toMatchObject({
      kind: 'admin',
      permissions: ['super-admin-access', 'backend-sign-in-access'],
    });
  });

  it('refuses an admin’s site token with 401 (wrong scope)', async () => {
    expect(
      (await t.request('/admin-api/profile', { method: 'GET', token: await tokenOf('admin', 'api') })).status,
    ).toBe(401);
  });

  it('refuses a fan or a creator with 403, whatever the scope', async () => {
    for (const token of [await tokenOf('fan'), await tokenOf('creator'), await tokenOf('fan', 'backend')]) {
      expect((await t.request('/admin-api/profile', { method: 'GET', token })).status).toBe(403);
    }
  });

  it('refuses no token or a client token with 401', async () => {
    expect((await t.request('/admin-api/profile', { method: 'GET' })).status).toBe(401);
    expect(
      (await t.request('/admin-api/profile', { method: 'GET', token: await tokenFor(t.deps, null, 'backend') })).status,
    ).toBe(401);
  });
});
