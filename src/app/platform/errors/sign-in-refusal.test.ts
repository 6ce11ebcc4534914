import { describe, expect, it } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { ApiError } from '@app/platform/api';
import { mapLoginError } from './sign-in-refusal';

const t = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;
const apiError = (status: number, message = 'Server says no', errors?: ApiError['errors']) =>
  new ApiError(status, message, { message }, errors);

describe('mapLoginError', () => {
  const coded = (code: string, message: string) => new ApiError(401, message, { message, code });

  it('recognises a localized credentials message by its code', () => {
    expect(mapLoginError(coded('wrongCredentials', 'ユーザー認証情報が正しくありません。'), t)).toEqual({
      field: 'password',
      message: 'ユーザー認証情報が正しくありません。',
    });
  });

  it('explains a blocked account as a form error', () => {
    const expected = { form: 'Your account is blocked by administrator. Check email for more information' };
    expect(mapLoginError(coded('blocked', 'ログインする権限がありません。'), t)).toEqual(expected);
  });

  it('tells a fan or creator at the back-office sign-in that it is for staff, not that they are blocked', () => {
    const message = 'このログインは Stagepass のスタッフ専用です。';
    expect(mapLoginError(coded('staffOnly', message), t)).toEqual({ form: message });
  });

  it("tells a blocked person the administrator's reason when one was given", () => {
    const message = "You don't have permission to log in.";
    const errors = [{ field: 'block_reason', errors: ['Spam in every chat.'] }];
    const refused = new ApiError(401, message, { message, code: 'blocked', errors }, errors);
    expect(mapLoginError(refused, t)).toEqual({
      form: 'Your account is blocked by administrator. Check email for more information The reason: Spam in every chat.',
    });
  });

  it('explains too many attempts as a form error, whatever language the server answered in', () => {
    const expected = {
      form: 'Too many sign-in attempts from here. Wait a few minutes and try again, or reset your password.',
    };
    const throttled = (message: string) => new ApiError(429, message, { message, code: 'tooManyAttempts' });
    expect(mapLoginError(throttled('Too many attempts. Please try again later.'), t)).toEqual(expected);
    expect(mapLoginError(throttled('試行回数が多すぎます。'), t)).toEqual(expected);
  });

  it("never reads the server's English text: without a code it is no special case", () => {
    expect(mapLoginError(apiError(401, 'The user credentials were incorrect.'), t)).toBeNull();
    expect(mapLoginError(apiError(401, "You don't have permission to log in."), t)).toBeNull();
  });

  it('does not guess from the status alone: a 401 without a known code or text is left alone', () => {
    expect(mapLoginError(apiError(401, 'Unauthenticated.'), t)).toBeNull();
  });

  it('leaves everything else to the usual handling', () => {
    expect(mapLoginError(apiError(422, 'The email field is required.'), t)).toBeNull();
    expect(mapLoginError(new Error('boom'), t)).toBeNull();
  });

  it('translates with the active locale by default', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    expect(mapLoginError(coded('blocked', 'x'))).toEqual({
      form: 'Your account is blocked by administrator. Check email for more information',
    });
  });
});
