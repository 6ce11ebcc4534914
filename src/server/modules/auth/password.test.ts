import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PASSWORD_RESET_TTL_HOURS } from '@shared/limits';
import { AuthMessages } from '@shared/schemas/auth';
import { createTestApp } from '@tests/support/harness';
import { createUser } from '@tests/support/fixtures';
import { mailOutbox } from '../../db/schema';
import { Messages } from '../../http/errors';
import {
  body,
  countRows,
  fieldErrors,
  freezeClock,
  getProfile,
  lastMail,
  login,
  mailsTo,
  PASSWORD,
  signIn,
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

const NEW_PASSWORD = 'a brand new passphrase';
const forgot = (json: unknown, headers: Record<string, string> = {}) =>
  t.request('/auth/password/forgot', { method: 'POST', json, headers });
const reset = (json: unknown) => t.request('/auth/password/reset', { method: 'POST', json });

describe('POST /auth/password/forgot', () => {
  it('mails a site reset link in the request language', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'lost@example.test', password: PASSWORD });
    const res = await forgot({ email: 'Lost@example.test', side: 'frontend' }, { applocale: 'ko' });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: null });
    const mail = await lastMail(t, 'lost@example.test');
    expect(mail.template).toBe('reset-password');
    expect(mail.subject).toBe('Stagepass 비밀번호 재설정');
    expect(mail.text).toContain(`${t.deps.config.publicUrl}/ko/password?token=${mail.token}`);
  });

  it('sends the back-office link for side backend', async () => {
    await createUser(t.deps, { kind: 'admin', email: 'boss@example.test', password: PASSWORD });
    expect((await forgot({ email: 'boss@example.test', side: 'backend' })).status).toBe(200);
    const mail = await lastMail(t, 'boss@example.test');
    expect(mail.text).toContain(`${t.deps.config.publicUrl}/admin/password?token=${mail.token}`);
  });

  it('answers 200 for an unknown address and sends nothing', async () => {
    const before = await countRows(t, mailOutbox);
    const res = await forgot({ email: 'stranger@example.test', side: 'frontend' });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: null });
    expect(await countRows(t, mailOutbox)).toBe(before);
  });

  it('limits mails to one address, known or not, without telling which', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'flood@example.test', password: PASSWORD });
    const clock = freezeClock(t);
    for (const email of ['flood@example.test', 'ghost@example.test']) {
      for (let i = 0; i < 3; i++) expect((await forgot({ email, side: 'frontend' })).status).toBe(200);
      const refused = await forgot({ email, side: 'frontend' });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('300');
    }
    expect(await mailsTo(t, 'flood@example.test')).toHaveLength(3);
    clock.advance(300);
    expect((await forgot({ email: 'flood@example.test', side: 'frontend' })).status).toBe(200);
  });

  it('refuses a bad payload with 422', async () => {
    const res = await forgot({ email: 'x', side: 'sideways' });
    expect(res.status).toBe(422);
    const e = await body<ErrorBody>(res);
    expect(fieldErrors(e, 'email')).toEqual([AuthMessages.emailInvalid]);
    expect(fieldErrors(e, 'side')).toEqual([AuthMessages.sideInvalid]);
  });
});

describe('POST /auth/password/reset', () => {
  it('sets the new password, spends the token and revokes every token the user had', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'reset@example.test', password: PASSWORD });
    const phone = await signIn(t, 'reset@example.test');
    const laptop = await signIn(t, 'reset@example.test');
    await forgot({ email: 'reset@example.test', side: 'frontend' });
    const { token } = await lastMail(t, 'reset@example.test');

    const res = await reset({ token, password: NEW_PASSWORD });
    expect(res.status).toBe(200);
    for (const session of [phone, laptop]) expect((await getProfile(t, session.oauth.access_token)).status).toBe(401);
    const refresh = await t.request('/auth/refresh-token', {
      method: 'POST',
      json: { refresh_token: laptop.oauth.refresh_token },
    });
    expect(refresh.status).toBe(401);

    const old = await login(t, 'reset@example.test', PASSWORD);
    expect(old.status).toBe(401);
    expect((await body<ErrorBody>(old)).message).toBe(Messages.wrongCredentials);
    expect((await login(t, 'reset@example.test', NEW_PASSWORD)).status).toBe(200);

    const again = await reset({ token, password: 'yet another passphrase' });
    expect(again.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(again), 'token')).toEqual([AuthMessages.resetTokenInvalid]);
  });

  it('refuses an unknown or expired token, or a short password, and changes nothing', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'careful@example.test', password: PASSWORD });
    await forgot({ email: 'careful@example.test', side: 'frontend' });
    const { token } = await lastMail(t, 'careful@example.test');

    expect(
      fieldErrors(await body<ErrorBody>(await reset({ token: 'bogus', password: NEW_PASSWORD })), 'token'),
    ).toEqual([AuthMessages.resetTokenInvalid]);
    const short = await reset({ token, password: 'short' });
    expect(short.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(short), 'password')).toEqual([AuthMessages.passwordTooShort]);

    const clock = freezeClock(t);
    clock.advance(PASSWORD_RESET_TTL_HOURS * 3600 + 1);
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(422);
    vi.restoreAllMocks();
    expect((await login(t, 'careful@example.test', PASSWORD)).status).toBe(200);
  });

  it('refuses a common password with a 422 on password, keeping the link and the old password', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'common@example.test', password: PASSWORD });
    await forgot({ email: 'common@example.test', side: 'frontend' });
    const { token } = await lastMail(t, 'common@example.test');
    const refused = await reset({ token, password: 'qwerty123' });
    expect(refused.status).toBe(422);
    expect(fieldErrors(await body<ErrorBody>(refused), 'password')).toEqual([AuthMessages.passwordCommon]);
    expect((await login(t, 'common@example.test', PASSWORD)).status).toBe(200);
    expect((await reset({ token, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('only the newest link works', async () => {
    await createUser(t.deps, { kind: 'fan', email: 'twice@example.test', password: PASSWORD });
    await forgot({ email: 'twice@example.test', side: 'frontend' });
    const first = await lastMail(t, 'twice@example.test');
    await forgot({ email: 'twice@example.test', side: 'frontend' });
    const second = await lastMail(t, 'twice@example.test');
    expect((await reset({ token: first.token, password: NEW_PASSWORD })).status).toBe(422);
    expect((await reset({ token: second.token, password: NEW_PASSWORD })).status).toBe(200);
  });
});
