import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@tests/support/harness';
import { body, fieldErrors, type ErrorBody } from '../modules/auth/testing';
import { adminSession, put } from '../modules/admin/testing';
import { person } from '../modules/fan/testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const inLocale = (locale: string) => ({ applocale: locale });

/** A refusal in each language: the message found by its id, its values filled in where it was raised. */
const refused = async (locale: string, path: string, token: string | undefined, json: unknown, field: string) => {
  const res = await t.request(path, { method: 'POST', json, token, headers: inLocale(locale) });
  expect(res.status).toBe(422);
  return fieldErrors(await body<ErrorBody>(res), field);
};

describe('server messages in the request language', () => {
  it('chat: a group of too many people', async () => {
    const fan = await person(t);
    const user_ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const said = async (locale: string) =>
      refused(locale, '/api/chat/conversations', fan.token, { user_ids }, 'user_ids');
    expect(await said('ja')).toEqual(['会話の参加者は最大50人です。']);
    expect(await said('ko')).toEqual(['대화에는 최대 50명까지 참여할 수 있습니다.']);
    expect(await said('zh')).toEqual(['一个对话最多 50 人。']);
    expect(await said('en')).toEqual(['A conversation holds at most 50 people.']);
  });

  it('coupons: a code of the wrong length', async () => {
    const creator = await person(t, 'creator');
    const coupon = { code: 'ab', discount_type: 'percent', value: 10, scope: 'catalogue', per_fan_limit: 1 };
    const said = async (locale: string) => refused(locale, '/api/coupons', creator.token, coupon, 'code');
    expect(await said('ja')).toEqual(['コードは3〜32文字の英数字、ハイフン、アンダースコアで入力してください。']);
    expect(await said('ko')).toEqual(['코드는 3~32자의 영문자, 숫자, 하이픈 또는 밑줄이어야 합니다.']);
    expect(await said('zh')).toEqual(['代码须为 3 到 32 个字母、数字、连字符或下划线。']);
  });

  it('auth: a password too short, and wrong credentials with their stable code', async () => {
    const account = { email: 'short@example.test', password: 'short', login: 'shorty', name: 'Short', type: 'fan' };
    const said = async (locale: string) => refused(locale, '/auth/register', undefined, account, 'password');
    expect(await said('ja')).toEqual(['パスワードは8文字以上で入力してください。']);
    expect(await said('ko')).toEqual(['비밀번호는 8자 이상이어야 합니다.']);
    expect(await said('zh')).toEqual(['密码至少需要 8 个字符。']);
    const login = await t.request('/auth/login', {
      json: { email: 'nobody@example.test', password: 'wrong password' },
      headers: inLocale('ko'),
    });
    expect(login.status).toBe(401);
    expect(await body<ErrorBody & { code?: string }>(login)).toMatchObject({
      message: '사용자 인증 정보가 올바르지 않습니다.',
      code: 'wrongCredentials',
    });
  });
});

describe("the admin's override of a server message", () => {
  it('changes the answer in that language only, with the values still filled in, until it is removed', async () => {
    const admin = await adminSession(t);
    const fan = await person(t);
    const user_ids = Array.from({ length: 60 }, (_, i) => i + 1);
    const said = (locale: string) => refused(locale, '/api/chat/conversations', fan.token, { user_ids }, 'user_ids');
    const set = (text: string) =>
      put(t, '/admin-api/translations/ja', admin.token, { id: 'chat.users-too-many', text });
    expect((await set('グループは{max}人まで。')).status).toBe(200);
    expect(await said('ja')).toEqual(['グループは50人まで。']);
    expect(await said('ko')).toEqual(['대화에는 최대 50명까지 참여할 수 있습니다.']);
    await set('');
    expect(await said('ja')).toEqual(['会話の参加者は最大50人です。']);
  });
});
