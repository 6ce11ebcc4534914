import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { FieldApi, FormApi, type AnyFormApi } from '@tanstack/react-form';
import { ApiError } from '@app/platform/api';
import { applyToForm, messagesFor, pageRefusal, refusalOf, toastRefusal } from './index';

const toastError = vi.fn();
vi.mock('@app/ui/toaster', () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

i18n.loadAndActivate({ locale: 'en', messages: {} });
const fallback = 'Something went wrong. Check your connection and try again.';

const refused = (status: number, message: string, errors?: ApiError['errors']) =>
  new ApiError(status, message, { message }, errors);
const unprocessable = () =>
  refused(422, 'The title is required.', [
    { field: 'title', errors: ['The title is required.'] },
    { field: 'meetings.0.starts_at', errors: ['Enter a date and time with its time zone.'] },
    { field: 'owner_id', errors: ['Unknown owner.'] },
  ]);

beforeEach(() => toastError.mockReset());

describe('refusalOf', () => {
  it("422: the server's (translated) message and every field's messages", () => {
    expect(refusalOf(unprocessable())).toEqual({
      message: 'The title is required.',
      fields: {
        title: ['The title is required.'],
        'meetings.0.starts_at': ['Enter a date and time with its time zone.'],
        owner_id: ['Unknown owner.'],
      },
    });
  });

  it.each([
    [403, 'You do not have permission to do this.'],
    [409, 'This video is already in the playlist.'],
  ])("%i: the server's message, no fields", (status, message) => {
    expect(refusalOf(refused(status, message))).toEqual({ message, fields: {} });
  });

  it.each([
    ['offline (status 0)', refused(0, 'offline')],
    ['a server error', refused(500, 'Oops something went wrong.')],
    ['a bug', new TypeError('x is undefined')],
  ])('%s: one translated fallback, never the English transport text', (_case, error) => {
    expect(refusalOf(error)).toEqual({ message: fallback, fields: {} });
  });

  it("takes the page's own fallback when it has one", () => {
    expect(refusalOf(refused(503, 'Service Unavailable'), 'Linking failed. Try again.').message).toBe(
      'Linking failed. Try again.',
    );
    expect(refusalOf(refused(409, 'Already linked.'), 'Linking failed. Try again.').message).toBe('Already linked.');
  });
});

describe('messagesFor and pageRefusal', () => {
  it("a one-field form shows its field's messages, else the general one", () => {
    const refusal = refusalOf(unprocessable());
    expect(messagesFor(refusal, 'title')).toEqual(['The title is required.']);
    expect(messagesFor(refusal, 'user_ids')).toEqual(['The title is required.']);
  });

  it("what a page says itself: refusals and offline, not what the app's handler already shows", () => {
    expect(pageRefusal(unprocessable())).toBe(
      'The title is required. Enter a date and time with its time zone. Unknown owner.',
    );
    expect(pageRefusal(refused(0, 'offline'))).toBe(fallback);
    expect(pageRefusal(refused(409, 'Already answered.'))).toBeNull();
    expect(pageRefusal(refused(500, 'Oops'))).toBeNull();
  });
});

describe('toastRefusal', () => {
  it("titles the toast with the page's words and says the server's reason once", () => {
    toastRefusal(unprocessable(), 'The item could not be saved.');
    expect(toastError).toHaveBeenCalledExactlyOnceWith(
      'The item could not be saved.',
      'The title is required. Enter a date and time with its time zone. Unknown owner.',
    );
  });

  it('says the fallback for a failure without a reason', () => {
    toastRefusal(refused(500, 'Oops something went wrong.'), 'The item could not be saved.');
    expect(toastError).toHaveBeenCalledExactlyOnceWith('The item could not be saved.', fallback);
  });
});

function formWith(...names: string[]) {
  const form = new FormApi({ defaultValues: { title: '', body: '', meetings: [{ starts_at: '' }] } });
  form.mount();
  for (const name of names) new FieldApi({ form, name: name as never }).mount();
  // A bare FormApi infers `never` for its submit meta, which the forms of the app never do.
  return form as unknown as AnyFormApi;
}

describe('applyToForm', () => {
  it('422: field errors land on their fields (dotted names as TanStack names), the rest in one toast', () => {
    const form = formWith('title', 'body', 'meetings[0].starts_at');
    applyToForm(form, unprocessable());
    expect(form.getFieldMeta('title')?.errorMap.onServer).toBe('The title is required.');
    expect(form.getFieldMeta('meetings[0].starts_at')?.errorMap.onServer).toBe(
      'Enter a date and time with its time zone.',
    );
    expect(form.getFieldMeta('body')?.errorMap.onServer).toBeUndefined();
    expect(toastError).toHaveBeenCalledExactlyOnceWith('Unknown owner.');
  });

  it("maps a request's field to the form's with rename", () => {
    const form = formWith('body');
    applyToForm(form, refused(422, 'Too long.', [{ field: 'text', errors: ['Too long.'] }]), {
      rename: { text: 'body' },
    });
    expect(form.getFieldMeta('body')?.errorMap.onServer).toBe('Too long.');
    expect(toastError).not.toHaveBeenCalled();
  });

  it('a refusal about no field, and offline, go to a toast', () => {
    const form = formWith('title');
    applyToForm(form, refused(400, 'The request body is not valid JSON.'));
    applyToForm(form, refused(0, 'offline'));
    expect(toastError.mock.calls).toEqual([['The request body is not valid JSON.'], [fallback]]);
  });

  it("says what lands on no field on the form's error line instead, when it has one (once, not also in a toast)", () => {
    const form = formWith('password');
    const formError = vi.fn();
    const expired = refused(422, 'This link has expired.', [{ field: 'token', errors: ['This link has expired.'] }]);
    applyToForm(form, expired, { formError });
    expect(formError).toHaveBeenCalledExactlyOnceWith('This link has expired.');
    expect(toastError).not.toHaveBeenCalled();
  });

  it("leaves 403, 409 and 5xx to the app's error handler (it already shows them: nothing twice)", () => {
    const form = formWith('title');
    for (const status of [403, 409, 500]) applyToForm(form, refused(status, 'No.'));
    applyToForm(form, new TypeError('bug'));
    expect(toastError).not.toHaveBeenCalled();
    expect(form.getFieldMeta('title')?.errorMap.onServer).toBeUndefined();
  });
});
