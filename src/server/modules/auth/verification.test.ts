import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EMAIL_TOKEN_TTL_HOURS } from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { createTestApp } from '@tests/support/harness';
import { createUser, tokenFor } from '@tests/support/fixtures';
import {
  body,
  fieldErrors,
  freezeClock,
  getProfile,
  lastMail,
  mailsTo,
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

let n = 0;
async function registered() {
  const login = `verify${++n}`;
  const email = `${login}@example.test`;
  const res = await t.request('/auth/register', {
    method: 'POST',
    json: { email, login, name: 'Vera', password: 'a long enough password', type: 'fan' },
  });
  const { oauth } = await body<AuthBody>(res);
  return { email, token: oauth.access_token };
}

const verify = (token: unknown) => t.request('/auth/verification/email', { method: 'POST', json: { token } });
const resend = (token?: string) =>
  t.request('/auth/verification/resend', { method: 'POST', ...(token ? { token } : {}) });
const verifiedAt = async (token: string) => (await body<AuthBody>(await getProfile(t, token))).data?.email_verified_at;

describe('POST /auth/verification/email', () => {
  it('verifies the address with the token from the outbox, once', async () => {
    const user = await registered();
    const mail = await lastMail(t, user.email);
    const res = await verify(mail.token);
    expect(res.status).toBe(200);
    expect(await verifiedAt(user.token)).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));

    const again = await verify(mail.token);
    expect(again.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(again), 'token')).toEqual([AuthMessages.verificationTokenInvalid]);
  });

  it('refuses an unknown, expired or missing token with 422 on token', async () => {
    expect(fieldErrors(await body<ErrorBody>(await verify('nope')), 'token')).toEqual([
      AuthMessages.verificationTokenInvalid,
    ]);
    expect(fieldErrors(await body<ErrorBody>(await verify(undefined)), 'token')).toBeDefined();

    const user = await registered();
    const mail = await lastMail(t, user.email);
    const clock = freezeClock(t);
    clock.advance(EMAIL_TOKEN_TTL_HOURS * 3600 + 1);
    expect((await verify(mail.token)).status).toBe(422);
    vi.restoreAllMocks();
    expect(await verifiedAt(user.token)).toBeNull();
  });
});

describe('POST /auth/verification/resend', () => {
  it('mails a new link in the request language and the old one stops working', async () => {
    const user = await registered();
    const first = await lastMail(t, user.email);
    const res = await t.request('/auth/verification/resend', {
      method: 'POST',
      token: user.token,
      headers: { applocale: 'zh' },
    });
    expect(res.status).toBe(200);
    const second = await lastMail(t, user.email);
    expect(second.token).not.toBe(first.token);
    expect(second.subject).toBe('确认你的 Stagepass 邮箱地址');
    expect(second.text).toContain('/zh/sign-up/email-verification?token=');
    expect((await verify(first.token)).status).toBe(422);
    expect((await verify(second.token)).status).toBe(200);
  });

  it('refuses an address that is already verified', async () => {
    const user = await createUser(t.deps, { kind: 'fan', email: 'done@example.test', verified: true });
    const token = await tokenFor(t.deps, user.id, 'api');
    const res = await resend(token);
    expect(res.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(res), 'email')).toEqual([AuthMessages.alreadyVerified]);
    expect(await mailsTo(t, 'done@example.test')).toHaveLength(0);
  });

  it('needs a user token', async () => {
    expect((await resend()).status).toBe(401);
    expect((await resend(await tokenFor(t.deps, null, 'api'))).status).toBe(401);
  });
});
