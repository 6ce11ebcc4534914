import { eq, like } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  LOGIN_FIRST_DELAY_S,
  LOGIN_FORGET_AFTER_S,
  LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS,
  LOGIN_FREE_TRIES_PER_ADDRESS,
  LOGIN_MAX_DELAY_S,
  PASSWORD_MAX,
} from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { createTestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { accessTokens, attemptCounters, refreshTokens, users } from '../../db/schema';
import { Messages } from '../../http/errors';
import {
  body,
  countRows,
  fieldErrors,
  freezeClock,
  getProfile,
  login,
  PASSWORD,
  snapshot,
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

const tokens = { accessTokens, refreshTokens };

describe('POST /auth/login', () => {
  it('signs a fan in on the site and returns the auth envelope', async () => {
    const user = await createUser(t.deps, { kind: 'fan', email: 'fan1@example.test', password: PASSWORD });
    const res = await login(t, 'FAN1@example.test');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { data, oauth } = await body<AuthBody>(res);
    expect(data).toMatchObject({
      id: user.id,
      email: 'fan1@example.test',
      permissions: ['user-access', 'sign-in-access'],
    });
    expect(oauth.refresh_token).toEqual(expect.any(String));
    const [row] = await t.deps.db.select().from(accessTokens).where(eq(accessTokens.userId, user.id));
    expect(row?.scope).toBe('api');
    expect((await getProfile(t, oauth.access_token)).status).toBe(200);
  });

  it('refuses a wrong password or an unknown e-mail with the same 401 message and issues nothing', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'fan2@example.test', password: PASSWORD });
    const before = await snapshot(t, tokens);
    for (const res of [await login(t, 'fan2@example.test', 'wrong password'), await login(t, 'nobody@example.test')]) {
      expect(res.status).toBe(401);
      // The message is localized; the stable code is what clients match on.
      expect(await body<ErrorBody>(res)).toMatchObject({
        message: Messages.wrongCredentials,
        code: 'wrongCredentials',
      });
    }
    expect(await snapshot(t, tokens)).toEqual(before);
  });

  it('refuses a blocked user with the exact message', async () => {
    await createUser(t.deps, { kind: 'fan', status: 'blocked', email: 'blocked@example.test', password: PASSWORD });
    const res = await login(t, 'blocked@example.test');
    expect(res.status).toBe(401);
    expect(await body<ErrorBody>(res)).toMatchObject({
      message: "You don't have permission to log in.",
      code: 'blocked',
    });
  });

  it('keeps the stable code when the message is translated', async () => {
    await createUser(t.deps, { kind: 'fan', status: 'blocked', email: 'blocked-ja@example.test', password: PASSWORD });
    const res = await t.request('/auth/login', {
      json: { email: 'blocked-ja@example.test', password: PASSWORD },
      headers: { applocale: 'ja' },
    });
    const error = await body<ErrorBody>(res);
    expect(error.code).toBe('blocked');
    expect(error.message).not.toBe(Messages.blocked);
  });

  it('refuses a deleted user with the same message', async () => {
    const user = await createUser(t.deps, { kind: 'fan', email: 'gone@example.test', password: PASSWORD });
    await t.deps.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, user.id));
    const res = await login(t, 'gone@example.test');
    expect(res.status).toBe(401);
    expect((await body<ErrorBody>(res)).message).toBe(Messages.blocked);
  });

  it('refuses the back office to a fan and a creator, saying it is for staff, and admits an admin', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'fan3@example.test', password: PASSWORD });
    await createUser(t.deps, { kind: 'creator', role: 1, email: 'creator3@example.test', password: PASSWORD });
    await createUser(t.deps, { kind: 'admin', email: 'admin3@example.test', password: PASSWORD });
    for (const email of ['fan3@example.test', 'creator3@example.test']) {
      const res = await login(t, email, PASSWORD, { scopes: ['backend'] });
      expect(res.status).toBe(401);
      // Not "blocked": the account is fine, it is the wrong door.
      expect(await body<ErrorBody>(res)).toMatchObject({ message: Messages.staffOnly, code: 'staffOnly' });
    }
    await createUser(t.deps, { kind: 'fan', status: 'blocked', email: 'blocked3@example.test', password: PASSWORD });
    const blocked = await login(t, 'blocked3@example.test', PASSWORD, { scopes: ['backend'] });
    expect((await body<ErrorBody>(blocked)).code).toBe('blocked');
    const res = await login(t, 'admin3@example.test', PASSWORD, { scopes: ['backend'] });
    expect(res.status).toBe(200);
    const { oauth } = await body<AuthBody>(res);
    expect((await t.request('/admin-api/profile', { method: 'GET', token: oauth.access_token })).status).toBe(200);
  });

  it('answers 422 per field for a bad payload', async () => {
    const empty = await body<ErrorBody>(await login(t, '', ''));
    expect(fieldErrors(empty, 'email')).toBeDefined();
    expect(fieldErrors(empty, 'password')).toBeDefined();
    const badScope = await login(t, 'fan1@example.test', PASSWORD, { scopes: ['api', 'backend'] });
    expect(badScope.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(badScope), 'scopes')).toBeDefined();
  });

  it('refuses a password longer than any password can be, before checking it (issue 14)', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'long@example.test', password: PASSWORD });
    const res = await login(t, 'long@example.test', 'x'.repeat(PASSWORD_MAX + 1));
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'password')).toEqual([AuthMessages.passwordTooLong]);
  });
});

describe('login throttle', () => {
  const free = LOGIN_FREE_TRIES_PER_ACCOUNT_ADDRESS;
  const wrong = (email: string, ip: string) => login(t, email, 'wrong guess', {}, ip);

  it('does not stop the owner from another address after the free tries are used up from one', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'owner@example.test', password: PASSWORD });
    freezeClock(t);
    for (let i = 0; i < free; i++) expect((await wrong('owner@example.test', '203.0.113.10')).status).toBe(401);
    expect((await wrong('owner@example.test', '203.0.113.10')).status).toBe(429);
    expect((await login(t, 'Owner@example.test', PASSWORD, {}, '203.0.113.11')).status).toBe(200);
  });

  it('slows one account from one address with delays that double up to the longest, then forgets', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'target@example.test', password: PASSWORD });
    const clock = freezeClock(t);
    const ip = '203.0.113.20';
    for (let i = 0; i < free; i++) expect((await wrong('target@example.test', ip)).status).toBe(401);
    let delay = LOGIN_FIRST_DELAY_S;
    for (let round = 0; round < 8; round++) {
      const refused = await login(t, 'target@example.test', PASSWORD, {}, ip);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(delay));
      expect(await body<ErrorBody>(refused)).toMatchObject({ code: 'tooManyAttempts' });
      clock.advance(delay - 1);
      expect((await wrong('target@example.test', ip)).status).toBe(429);
      clock.advance(1);
      expect((await wrong('target@example.test', ip)).status).toBe(401);
      delay = Math.min(delay * 2, LOGIN_MAX_DELAY_S);
    }
    expect(delay).toBe(LOGIN_MAX_DELAY_S);
    clock.advance(LOGIN_MAX_DELAY_S + LOGIN_FORGET_AFTER_S);
    for (let i = 0; i < free - 1; i++) expect((await wrong('target@example.test', ip)).status).toBe(401);
    expect((await login(t, 'target@example.test', PASSWORD, {}, ip)).status).toBe(200);
  });

  it('gives the free tries back after a correct password from that address', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'forgetful@example.test', password: PASSWORD });
    freezeClock(t);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < free - 1; i++) expect((await wrong('forgetful@example.test', '192.0.2.9')).status).toBe(401);
      expect((await login(t, 'forgetful@example.test', PASSWORD, {}, '192.0.2.9')).status).toBe(200);
    }
  });

  it('slows an address that fails across many accounts, but not other addresses', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'bystander@example.test', password: PASSWORD });
    const clock = freezeClock(t);
    for (let i = 0; i < LOGIN_FREE_TRIES_PER_ADDRESS; i++) {
      expect((await wrong(`spray${i}@example.test`, '198.51.100.66')).status).toBe(401);
    }
    const refused = await login(t, 'bystander@example.test', PASSWORD, {}, '198.51.100.66');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(LOGIN_FIRST_DELAY_S));
    expect((await login(t, 'bystander@example.test', PASSWORD, {}, '198.51.100.67')).status).toBe(200);
    clock.advance(LOGIN_FIRST_DELAY_S);
    expect((await login(t, 'bystander@example.test', PASSWORD, {}, '198.51.100.66')).status).toBe(200);
    // A hundred real password checks: room for a loaded machine.
  }, 180_000);

  it('checks exactly the free number of passwords when 60 wrong ones arrive at once', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'stormed@example.test', password: PASSWORD });
    freezeClock(t);
    const answers = await Promise.all(Array.from({ length: 60 }, () => wrong('stormed@example.test', '192.0.2.60')));
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(free);
    expect(statuses.filter((s) => s === 429)).toHaveLength(60 - free);
  });

  it('keeps one row per counter and prunes those that were forgotten', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'pruned@example.test', password: PASSWORD });
    const clock = freezeClock(t);
    for (let i = 0; i < free + 3; i++) await wrong('pruned@example.test', '192.0.2.150');
    const rows = () => countRows(t, attemptCounters, like(attemptCounters.key, '%pruned@example.test%'));
    expect(await rows()).toBe(1);
    clock.advance(LOGIN_FIRST_DELAY_S + LOGIN_FORGET_AFTER_S + 1);
    await wrong('someone-else@example.test', '192.0.2.151');
    expect(await rows()).toBe(0);
  });
});
