import { i18n } from '@lingui/core';
import type { AnyFieldApi } from '@tanstack/react-form';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bindField } from './bind-field';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

/** A field the person has left, holding one message from its schema. */
function leftField(message: string) {
  return {
    name: 'name',
    state: { value: '', meta: { isBlurred: true, errors: [message], errorMap: {} } },
    form: { state: { submissionAttempts: 0 } },
    handleChange: vi.fn(),
    handleBlur: vi.fn(),
    setMeta: vi.fn(),
  } as unknown as AnyFieldApi;
}

describe('bindField', () => {
  it("gives a ui field's props: name, value, handlers and the visible errors", () => {
    const bound = bindField(leftField('This field is required.'), i18n);
    expect(bound).toMatchObject({ name: 'name', value: '', errors: ['This field is required.'] });
  });

  it("translates the errors with the feature's own sentences when given them", () => {
    const feature = (text: string) => (text === 'Give a name.' ? '名前を入力してください。' : text);
    expect(bindField(leftField('Give a name.'), i18n, feature).errors).toEqual(['名前を入力してください。']);
  });
});
