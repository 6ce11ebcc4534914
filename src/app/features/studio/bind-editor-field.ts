import type { I18n } from '@lingui/core';
import type { AnyFieldApi } from '@tanstack/react-form';
import { bindField } from '@app/platform/forms/bind-field';
import { translateEditorMessage } from './editor-messages';

/** `bindField` with the editor schemas' sentences translated too. */
export function bindEditorField<T = string>(field: AnyFieldApi, i18n: I18n) {
  return bindField<T>(field, i18n, translateEditorMessage);
}

/** A field's visible errors only (for custom controls that take `errors`). */
export const editorFieldErrors = (field: AnyFieldApi, i18n: I18n) => bindEditorField(field, i18n).errors;
