import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REFRESH_TOKEN_TTL_DAYS } from '@shared/limits';
import { createTestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { accessTokens, refreshTokens } from '../../db/schema';
import { hashToken } from '../../http/auth';
import {
  body,
  fieldErrors,
  freezeClock,
  getProfile,
  PASSWORD,
  signIn,
  type AuthBody,
  type ErrorBody,
  type TestApp,
} from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } });
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const refresh = (refreshToken: unknown) =>
  t.request('/auth/refresh-token', { method: 'POST', json: { refresh_token: refreshToken } });
const refreshRow = async (token: string) =>
  (
    await t.deps.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)))
  )[0];

let n = 0;
async function freshUser(kind: 'fan' | 'admin' = 'fan') {
  const email = `refresh${++n}@example.test`;
  const user = await createUser(t.deps, { kind, email, password: PASSWORD });
  return { user, email };
}

describe('POST /auth/refresh-token', () => {
  it('rotates: the old token is used up, a new pair joins the same family', async () => {
    const { user, email } = await freshUser();
    const first = await signIn(t, email);
    const res = await refresh(first.oauth.refresh_token);
    expect(res.status).toBe(200);
    const second = await body<AuthBody>(res);
    expect(second.data?.id).toBe(user.id);
    expect(second.oauth.access_token).not.toBe(first.oauth.access_token);
    expect(second.oauth.refresh_token).not.toBe(first.oauth.refresh_token);
    expect((await getProfile(t, second.oauth.access_token)).status).toBe(200);

    const old = await refreshRow(first.oauth.refresh_token!);
    const next = await refreshRow(second.oauth.refresh_token!);
    expect(old?.usedAt).toBeInstanceOf(Date);
    expect(next).toMatchObject({ familyId: old?.familyId, parentId: old?.id, usedAt: null, revokedAt: null });
  });

  it('treats reuse as theft: 401, and the whole family dies, newer tokens and access tokens included', async () => {
    const { email } = await freshUser();
    const first = await signIn(t, email);
    const second = await body<AuthBody>(await refresh(first.oauth.refresh_token));

    const reuse = await refresh(first.oauth.refresh_token);
    expect(reuse.status).toBe(401);
    expect((await refresh(second.oauth.refresh_token)).status).toBe(401);
    expect((await getProfile(t, second.oauth.access_token)).status).toBe(401);
    expect((await getProfile(t, first.oauth.access_token)).status).toBe(401);
    const family = (await refreshRow(first.oauth.refresh_token!))!.familyId;
    const live = await t.deps.db.select().from(accessTokens).where(eq(accessTokens.familyId, family));
    expect(live.every((row) => row.revokedAt !== null)).toBe(true);
  });

  it('leaves the user’s other sign-ins alone when one family is revoked', async () => {
    const { email } = await freshUser();
    const phone = await signIn(t, email);
    const laptop = await signIn(t, email);
    await refresh(phone.oauth.refresh_token);
    await refresh(phone.oauth.refresh_token);
    expect((await getProfile(t, laptop.oauth.access_token)).status).toBe(200);
    expect((await refresh(laptop.oauth.refresh_token)).status).toBe(200);
  });

  it('refuses an unknown, expired or missing refresh token', async () => {
    expect((await refresh('not-a-token')).status).toBe(401);
    const missing = await refresh(undefined);
    expect(missing.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(missing), 'refresh_token')).toBeDefined();

    const { email } = await freshUser();
    const session = await signIn(t, email);
    const clock = freezeClock(t);
    clock.advance(REFRESH_TOKEN_TTL_DAYS * 24 * 3600 + 1);
    expect((await refresh(session.oauth.refresh_token)).status).toBe(401);
  });

  it('keeps the back-office scope across a rotation', async () => {
    const { email } = await freshUser('admin');
    const session = await signIn(t, email, PASSWORD, 'backend');
    const rotated = await body<AuthBody>(await refresh(session.oauth.refresh_token));
    expect((await t.request('/admin-api/profile', { method: 'GET', token: rotated.oauth.access_token })).status).toBe(
      200,
    );
  });
});

describe('GET /auth/logout', () => {
  it('revokes the access token and its refresh family at once, and nothing else', async () => {
    const { email } = await freshUser();
    const session = await signIn(t, email);
    const other = await signIn(t, email);
    const res = await t.request('/auth/logout', { method: 'GET', token: session.oauth.access_token });
    expect(res.status).toBe(204);
    expect((await getProfile(t, session.oauth.access_token)).status).toBe(401);
    expect((await refresh(session.oauth.refresh_token)).status).toBe(401);
    expect((await getProfile(t, other.oauth.access_token)).status).toBe(200);
  });

  it('revokes a refreshed session’s earlier and later tokens alike', async () => {
    const { email } = await freshUser();
    const first = await signIn(t, email);
    const second = await body<AuthBody>(await refresh(first.oauth.refresh_token));
    expect((await t.request('/auth/logout', { method: 'GET', token: second.oauth.access_token })).status).toBe(204);
    expect((await getProfile(t, first.oauth.access_token)).status).toBe(401);
    expect((await refresh(second.oauth.refresh_token)).status).toBe(401);
  });

  it('works with a back-office token and refuses without a user token', async () => {
    const { email } = await freshUser('admin');
    const admin = await signIn(t, email, PASSWORD, 'backend');
    expect((await t.request('/auth/logout', { method: 'GET', token: admin.oauth.access_token })).status).toBe(204);
    expect((await t.request('/admin-api/profile', { method: 'GET', token: admin.oauth.access_token })).status).toBe(
      401,
    );
    expect((await t.request('/auth/logout', { method: 'GET' })).status).toBe(401);
    expect((await t.request('/auth/logout', { method: 'GET', token: admin.oauth.access_token })).status).toBe(401);
  });
});
