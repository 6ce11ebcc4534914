import { describe, expect, it, vi } from 'vitest';
import { i18n, type MessageDescriptor } from '@lingui/core';
import { ApiError } from '@app/platform/api';
import { applyServerErrors, createErrorHandler, mapLoginError, stripNonFieldError } from './errors';

const t = (descriptor: MessageDescriptor) => descriptor.message ?? descriptor.id;
const apiError = (status: number, message = 'Server says no', errors?: ApiError['errors']) =>
  new ApiError(status, message, { message }, errors);

function setup() {
  const deps = { toast: { error: vi.fn() }, openNoPermission: vi.fn(), log: vi.fn(), t };
  return { ...deps, handle: createErrorHandler(deps) };
}

describe('createErrorHandler (spec §8)', () => {
  it('404: toasts Not Found and logs', () => {
    const { handle, toast, log, openNoPermission } = setup();
    const error = apiError(404);
    handle(error);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Not Found');
    expect(log).toHaveBeenCalledExactlyOnceWith(error);
    expect(openNoPermission).not.toHaveBeenCalled();
  });

  it('403: toasts, logs and opens the no-permission dialog', () => {
    const { handle, toast, log, openNoPermission } = setup();
    handle(apiError(403));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('You do not have permission to do this.');
    expect(log).toHaveBeenCalledOnce();
    expect(openNoPermission).toHaveBeenCalledOnce();
  });

  it('403 a page shows itself: opens the dialog and logs, without a second message', () => {
    const { handle, toast, log, openNoPermission } = setup();
    handle(apiError(403), { handledLocally: true });
    expect(openNoPermission).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledOnce();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([429, 500, 501, 502, 503])('%i: toasts the generic message and logs', (status) => {
    const { handle, toast, log } = setup();
    handle(apiError(status));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Oops something went wrong.');
    expect(log).toHaveBeenCalledOnce();
  });

  it.each([0, 400, 401, 422])('%i: stays quiet (offline, the client, or the form handles it)', (status) => {
    const { handle, toast, log, openNoPermission } = setup();
    handle(apiError(status));
    expect(toast.error).not.toHaveBeenCalled();
    expect(log).not.toHaveBeenCalled();
    expect(openNoPermission).not.toHaveBeenCalled();
  });

  it('shows the server’s own message for other client errors', () => {
    const { handle, toast, log } = setup();
    handle(apiError(409, 'Already in the playlist.'));
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Already in the playlist.');
    expect(log).not.toHaveBeenCalled();
  });

  it('treats an unexpected exception as a bug: generic toast and log; ignores cancellations', () => {
    const { handle, toast, log } = setup();
    handle(new DOMException('aborted', 'AbortError'));
    expect(toast.error).not.toHaveBeenCalled();
    const bug = new TypeError('x is undefined');
    handle(bug);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Oops something went wrong.');
    expect(log).toHaveBeenCalledExactlyOnceWith(bug);
  });
});

describe('applyServerErrors', () => {
  it('puts allowed fields on the form and the rest in toasts', () => {
    const setFieldError = vi.fn();
    const toast = { error: vi.fn() };
    const error = apiError(422, 'Invalid', [
      { field: 'title', errors: ['Required.', 'Too short.'] },
      { field: 'owner_id', errors: ['Unknown owner.'] },
    ]);
    applyServerErrors(error, setFieldError, ['title', 'body'], toast);
    expect(setFieldError).toHaveBeenCalledExactlyOnceWith('title', 'Required. Too short.');
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('Unknown owner.');
  });

  it('toasts the message of a validation answer without field entries, and ignores anything else', () => {
    const setFieldError = vi.fn();
    const toast = { error: vi.fn() };
    applyServerErrors(apiError(400, 'The request body is not valid JSON.'), setFieldError, [], toast);
    applyServerErrors(apiError(500), setFieldError, [], toast);
    applyServerErrors(new Error('not from the API'), setFieldError, [], toast);
    expect(toast.error).toHaveBeenCalledExactlyOnceWith('The request body is not valid JSON.');
    expect(setFieldError).not.toHaveBeenCalled();
  });
});

describe('stripNonFieldError', () => {
  it('drops only non_field_error', () => {
    expect(stripNonFieldError({ title: 'a', non_field_error: 'x', body: '' })).toEqual({ title: 'a', body: '' });
  });
});

describe('mapLoginError', () => {
  it.each(['The user credentials were incorrect.', 'Email or password is incorrect.'])(
    'puts "%s" on the password field',
    (message) => {
      expect(mapLoginError(apiError(400, message), t)).toEqual({ field: 'password', message });
    },
  );

  const coded = (code: string, message: string) => new ApiError(401, message, { message, code });

  it('recognises a localized credentials message by its code', () => {
    expect(mapLoginError(coded('wrongCredentials', 'ユーザー認証情報が正しくありません。'), t)).toEqual({
      field: 'password',
      message: 'ユーザー認証情報が正しくありません。',
    });
  });

  it('explains a blocked account as a form error', () => {
    const expected = { form: 'Your account is blocked by administrator. Check email for more information' };
    expect(mapLoginError(apiError(400, "You don't have permission to log in."), t)).toEqual(expected);
    expect(mapLoginError(coded('blocked', 'ログインする権限がありません。'), t)).toEqual(expected);
  });

  it('tells a fan or creator at the back-office sign-in that it is for staff, not that they are blocked', () => {
    const message = 'このログインは Stagepass のスタッフ専用です。';
    expect(mapLoginError(coded('staffOnly', message), t)).toEqual({ form: message });
  });

  it("tells a blocked person the administrator's reason when one was given", () => {
    const message = "You don't have permission to log in.";
    const refused = new ApiError(401, message, {
      message,
      code: 'blocked',
      errors: [{ field: 'block_reason', errors: ['Spam in every chat.'] }],
    });
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
