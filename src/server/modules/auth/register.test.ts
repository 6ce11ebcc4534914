import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS } from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { createTestApp } from '@tests/support/harness';
import { accessTokens, mailOutbox, oneTimeTokens, refreshTokens, users } from '../../db/schema';
import {
  body,
  fieldErrors,
  getProfile,
  lastMail,
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

const written = { users, accessTokens, refreshTokens, oneTimeTokens, mailOutbox };
const register = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('/auth/register', { method: 'POST', json, headers });
const fan = (n: string) => ({
  email: `${n}@example.test`,
  password: 'a long enough password',
  login: n,
  name: `Fan ${n}`,
  type: 'fan',
});

describe('POST /auth/register', () => {
  it('creates an approved fan, signs them in and mails a verification link', async () => {
    const res = await register(fan('ana'));
    expect(res.status).toBe(201);
    const { data, oauth } = await body<AuthBody>(res);
    expect(data).toMatchObject({
      email: 'ana@example.test',
      login: 'ana',
      name: 'Fan ana',
      kind: 'fan',
      status: 'approved',
      creator_role: null,
      email_verified_at: null,
      preferred_locale: 'en',
      permissions: ['user-access', 'sign-in-access'],
      genres: [],
      unread_chat_message_notifications_count: 0,
      unread_notifications_count: 0,
    });
    expect(oauth).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: ACCESS_TOKEN_TTL_SECONDS,
      token_type: 'Bearer',
    });
    const me = await getProfile(t, oauth.access_token);
    expect(me.status).toBe(200);
    expect((await body<AuthBody>(me)).data?.id).toBe(data?.id);

    const [row] = await t.deps.db.select().from(users).where(eq(users.login, 'ana'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const mail = await lastMail(t, 'ana@example.test');
    expect(mail.template).toBe('verify-email');
    expect(mail.text).toContain(`${t.deps.config.publicUrl}/en/sign-up/email-verification?token=${mail.token}`);
    expect(mail.html).toContain('Confirm my email address');
  });

  it('creates a creator as pending with their role', async () => {
    const res = await register({ ...fan('cleo'), type: 'creator', role: 3 });
    expect(res.status).toBe(201);
    const { data } = await body<AuthBody>(res);
    expect(data).toMatchObject({
      kind: 'creator',
      status: 'pending',
      creator_role: 3,
      permissions: ['creator', 'sign-in-access'],
    });
  });

  it('mails in the request language and keeps it as the preferred one', async () => {
    const res = await register(fan('kenji'), { applocale: 'ja' });
    expect(res.status).toBe(201);
    expect((await body<AuthBody>(res)).data?.preferred_locale).toBe('ja');
    const mail = await lastMail(t, 'kenji@example.test');
    expect(mail.subject).toBe('Stagepass メールアドレスの確認');
    expect(mail.text).toContain(`/ja/sign-up/email-verification?token=`);
  });

  it('escapes the name in the HTML part of the mail', async () => {
    await register({ ...fan('mallory'), name: '<script>alert(1)</script>' });
    const mail = await lastMail(t, 'mallory@example.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('refuses a taken email or login (any case) with 422 on that field and writes nothing', async () => {
    await register(fan('dana'));
    const before = await snapshot(t, written);
    const sameEmail = await register({ ...fan('other1'), email: 'DANA@example.test' });
    expect(sameEmail.status).toBe(422);
    const e1 = await body<ErrorBody>(sameEmail);
    expect(fieldErrors(e1, 'email')).toEqual([AuthMessages.emailTaken]);
    expect(fieldErrors(e1, 'login')).toBeUndefined();
    const sameLogin = await register({ ...fan('other2'), login: 'Dana' });
    expect(sameLogin.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(sameLogin), 'login')).toEqual([AuthMessages.loginTaken]);
    expect(await snapshot(t, written)).toEqual(before);
  });

  it('answers 422 with every field error for a bad payload and writes nothing', async () => {
    const before = await snapshot(t, written);
    const empty = await register({});
    expect(empty.status).toBe(422);
    const e = await body<ErrorBody>(empty);
    for (const field of ['email', 'password', 'login', 'name', 'type']) expect(fieldErrors(e, field)).toBeDefined();

    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...fan('p1'), password: 'short' }, 'password', AuthMessages.passwordTooShort],
      [{ ...fan('p2'), password: 'x'.repeat(129) }, 'password', AuthMessages.passwordTooLong],
      [{ ...fan('p3'), email: 'not-an-email' }, 'email', AuthMessages.emailInvalid],
      [{ ...fan('p4'), login: 'a b' }, 'login', AuthMessages.loginFormat],
      [{ ...fan('p5'), type: 'admin' }, 'type', AuthMessages.typeInvalid],
      [{ ...fan('p6'), type: 'creator' }, 'role', AuthMessages.roleRequired],
      [{ ...fan('p7'), type: 'creator', role: 9 }, 'role', AuthMessages.roleInvalid],
    ];
    for (const [json, field, message] of cases) {
      const res = await register(json);
      expect(res.status, field).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), field)).toEqual([message]);
    }
    expect(await snapshot(t, written)).toEqual(before);
  });

  it('accepts a 128-character password and refuses malformed JSON with 400', async () => {
    expect((await register({ ...fan('longpw'), password: 'y'.repeat(128) })).status).toBe(201);
    const res = await t.app.request('/auth/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(res.status).toBe(400);
  });

  it('localizes field errors by applocale', async () => {
    await register(fan('yuki'));
    const res = await register({ ...fan('yuki2'), email: 'yuki@example.test' }, { applocale: 'ja' });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'email')).toEqual(['このメールアドレスはすでに使われています。']);
  });

  it('stores the e-mail as typed but matches it case-insensitively', async () => {
    await register({ ...fan('mixed'), email: 'Mixed.Case@Example.test' });
    const [row] = await t.deps.db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'mixed.case@example.test'`);
    expect(row?.email).toBe('Mixed.Case@Example.test');
  });
});
