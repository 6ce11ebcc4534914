// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import type { AnyFieldApi } from '@tanstack/react-form';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailSchema } from '@shared/schemas/auth';
import { couponCodeSchema } from '@shared/schemas/coupons';
import { activateLocale } from '@app/platform/i18n';
import { bindField } from './bind-field';

const noOverrides = { loadOverrides: () => Promise.resolve(undefined) };

beforeAll(() => activateLocale('en', noOverrides));
afterAll(() => activateLocale('en', noOverrides));

/** A field the person has left, holding the messages its schema gave. */
function leftField(...errors: unknown[]) {
  return {
    name: 'name',
    state: { value: '', meta: { isBlurred: true, errors, errorMap: {} } },
    form: { state: { submissionAttempts: 0 } },
    handleChange: vi.fn(),
    handleBlur: vi.fn(),
    setMeta: vi.fn(),
  } as unknown as AnyFieldApi;
}

/** The first issue a shared schema gives for this input, as a form's validator hands it to the field. */
const issueOf = (schema: v.GenericSchema, input: unknown) => {
  const parsed = v.safeParse(schema, input);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.issues[0];
};

describe('bindField', () => {
  it("gives a ui field's props: name, value, handlers and the visible errors", () => {
    const bound = bindField(leftField('Something the server said.'), i18n);
    expect(bound).toMatchObject({ name: 'name', value: '', errors: ['Something the server said.'] });
  });

  it("shows a shared schema's message by its id, in the person's language", async () => {
    await activateLocale('ja', noOverrides);
    const email = issueOf(emailSchema, 'not-an-address');
    expect(bindField(leftField(email), i18n).errors).toEqual(['有効なメールアドレスを入力してください。']);
    // A message with values filled in where the schema is defined keeps them in the translation.
    const code = issueOf(couponCodeSchema, '!');
    expect(bindField(leftField(code), i18n).errors[0]).toMatch(/^コードは\d+〜\d+文字の英数字/);
  });

  it("shows the admin's override of a shared message id", async () => {
    const overrides = { 'auth.email-invalid': 'メールアドレスをご確認ください。' };
    await activateLocale('ja', { loadOverrides: () => Promise.resolve(overrides) });
    const email = issueOf(emailSchema, 'not-an-address');
    await vi.waitFor(() => expect(bindField(leftField(email), i18n).errors).toEqual([overrides['auth.email-invalid']]));
  });
});
