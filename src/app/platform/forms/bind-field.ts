import type { I18n } from '@lingui/core';
import type { AnyFieldApi } from '@tanstack/react-form';
import { needSharedMessages } from '@app/platform/catalog-areas';
import { sharedMessage } from './shared-message';

/** Validators return strings or Standard Schema issues; both become display texts, in order. */
function messagesOf(errors: readonly unknown[], i18n: I18n): string[] {
  const texts = errors
    .map((error) => (typeof error === 'string' ? error : (error as { message?: unknown } | null)?.message))
    .filter((text): text is string => typeof text === 'string' && text !== '')
    .map((text) => sharedMessage(text, i18n));
  // One message at a time: "required" already says more than "not a valid address" would.
  return texts.slice(0, 1);
}

/**
 * A field's errors, shown once the person has left the field or tried to submit: nobody should be
 * told a password is too short after typing its first letter. Afterwards they update as they type.
 */
export function visibleErrors(field: AnyFieldApi, i18n: I18n): string[] {
  const { meta } = field.state;
  const shown = meta.isBlurred || field.form.state.submissionAttempts > 0 || meta.errorMap.onServer !== undefined;
  return shown ? messagesOf(meta.errors, i18n) : [];
}

/** A server error belongs to the value it was about: editing the field clears it. */
function clearServerError(field: AnyFieldApi) {
  if (field.state.meta.errorMap.onServer === undefined) return;
  field.setMeta((meta) => ({ ...meta, errorMap: { ...meta.errorMap, onServer: undefined } }));
}

/**
 * The props TextField, PasswordField and the other ui fields take, wired to a TanStack Form field; a shared schema's
 * messages show in the person's language.
 */
export function bindField<T = string>(field: AnyFieldApi, i18n: I18n) {
  return {
    name: field.name as string,
    value: field.state.value as T,
    onChange: (value: T) => {
      // The shared messages are fetched as the person types (not with the page, which may never need them), so a
      // refusal shown on leaving the field is already translated.
      void needSharedMessages();
      clearServerError(field);
      field.handleChange(value);
    },
    onBlur: () => {
      void needSharedMessages();
      field.handleBlur();
    },
    errors: visibleErrors(field, i18n),
  };
}
