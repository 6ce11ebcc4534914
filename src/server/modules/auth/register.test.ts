import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, REGISTER_FIRST_DELAY_S, REGISTER_FREE_PER_ADDRESS } from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { createTestApp } from '@tests/support/harness';
import { adminSession, put } from '../admin/testing';
import { accessTokens, mailOutbox, oneTimeTokens, refreshTokens, users } from '../../db/schema';
import {
  body,
  countRows,
  fieldErrors,
  freezeClock,
  getProfile,
  lastMail,
  mailsTo,
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

const written = { users, accessTokens, refreshTokens, oneTimeTokens, mailOutbox };
let address = 0;
/** Each sign-up from its own address unless told otherwise: the per-address throttle has its own test. */
const register = (json: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('/auth/register', {
    method: 'POST',
    json,
    headers: { 'X-Forwarded-For': `10.0.${Math.floor(++address / 250)}.${address % 250}`, ...headers },
  });
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

  it("mails with the admin's override of the subject in that language only", async () => {
    const admin = await adminSession(t);
    const set = (text: string) =>
      put(t, '/admin-api/translations/ja', admin.token, { id: 'mail.verify-email.subject', text });
    expect((await set('メールアドレスをご確認ください')).status).toBe(200);
    await register(fan('haruto'), { applocale: 'ja' });
    expect((await lastMail(t, 'haruto@example.test')).subject).toBe('メールアドレスをご確認ください');
    await register(fan('minji'), { applocale: 'ko' });
    expect((await lastMail(t, 'minji@example.test')).subject).toBe('Stagepass 이메일 주소 확인');
    await set('');
  });

  it('escapes the name in the HTML part of the mail', async () => {
    await register({ ...fan('mallory'), name: '<script>alert(1)</script>' });
    const mail = await lastMail(t, 'mallory@example.test');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('answers a taken e-mail (any case) exactly as a new one, keeps nothing and mails the owner', async () => {
    await register(fan('dana'));
    const before = await snapshot(t, written);
    const fresh = await register(fan('other0'));
    const before2 = await snapshot(t, written);
    const taken = await register({ ...fan('other1'), email: 'DANA@example.test' }, { applocale: 'ja' });
    expect(taken.status).toBe(fresh.status);
    expect(taken.headers.get('cache-control')).toBe(fresh.headers.get('cache-control'));
    const [a, b] = [await body<AuthBody>(fresh), await body<AuthBody>(taken)];
    const shape = (value: unknown): unknown =>
      value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)]))
        : typeof value;
    expect(shape(b)).toEqual(shape(a));
    expect(b.data).toMatchObject({ email: 'DANA@example.test', login: 'other1', status: 'approved' });
    expect(b.data!.id).toBeGreaterThan(a.data!.id);
    // Nothing of the stand-in is kept: no account, no token, and its token opens nothing.
    const after = await snapshot(t, written);
    expect({ ...after, mailOutbox: after.mailOutbox! - 1 }).toEqual(before2);
    expect(before2.users).toBe(before.users! + 1);
    expect((await getProfile(t, b.oauth.access_token)).status).toBe(401);
    const [notice] = await mailsTo(t, 'dana@example.test');
    expect(notice).toMatchObject({
      template: 'registration-attempt',
      subject: 'Someone tried to sign up to Stagepass with your email address',
    });
    expect(notice!.text).toContain(`${t.deps.config.publicUrl}/en/sign-in/form`);
    expect(notice!.text).toContain(`${t.deps.config.publicUrl}/en/password/email`);
  });

  it('refuses a taken login (any case) with 422 on that field and writes nothing', async () => {
    await register(fan('lena'));
    const before = await snapshot(t, written);
    const sameLogin = await register({ ...fan('other2'), login: 'Lena' });
    expect(sameLogin.status).toBe(422);
    const e = await body<ErrorBody>(sameLogin);
    expect(fieldErrors(e, 'login')).toEqual([AuthMessages.loginTaken]);
    expect(fieldErrors(e, 'email')).toBeUndefined();
    expect(await snapshot(t, written)).toEqual(before);
  });

  it('refuses a common password with a translated 422 on password and writes nothing', async () => {
    const before = await snapshot(t, written);
    for (const password of ['password1', 'qwerty123', 'Iloveyou1']) {
      const res = await register({ ...fan('weak'), password });
      expect(res.status, password).toBe(422);
      expect(fieldErrors(await body<ErrorBody>(res), 'password')).toEqual([AuthMessages.passwordCommon]);
    }
    const ja = await register({ ...fan('weak'), password: 'password1' }, { applocale: 'ja' });
    const translated = fieldErrors(await body<ErrorBody>(ja), 'password');
    expect(translated).toHaveLength(1);
    expect(translated![0]).not.toBe(AuthMessages.passwordCommon);
    expect(await snapshot(t, written)).toEqual(before);
  });

  it('slows sign-ups from one address after the free ones, but not from others', async () => {
    const clock = freezeClock(t);
    const from = { 'X-Forwarded-For': '192.0.2.200' };
    for (let i = 0; i < REGISTER_FREE_PER_ADDRESS; i++)
      expect((await register(fan(`many${i}`), from)).status).toBe(201);
    const refused = await register(fan('onemore'), from);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe(String(REGISTER_FIRST_DELAY_S));
    expect(await body<ErrorBody>(refused)).toMatchObject({ code: 'tooManyAttempts' });
    expect(await countRows(t, users, eq(users.login, 'onemore'))).toBe(0);
    expect((await register(fan('elsewhere'))).status).toBe(201);
    clock.advance(REGISTER_FIRST_DELAY_S);
    expect((await register(fan('onemore'), from)).status).toBe(201);
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
    const res = await register({ ...fan('yuki2'), login: 'yuki' }, { applocale: 'ja' });
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'login')).toEqual(['このログインIDはすでに使われています。']);
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
