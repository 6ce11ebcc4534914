import type { I18n } from '@lingui/core';
import type { AnyFormApi } from '@tanstack/react-form';
import * as v from 'valibot';
import { isApiError } from '@app/platform/api';
import { toast } from '@app/ui/toaster';
import { translateEditorMessage } from '../editor-messages';

type Path = readonly { key: unknown }[] | undefined;

/** A valibot issue path as TanStack Form names fields: `meetings[0].starts_at`. */
export function formFieldName(path: Path): string {
  return (path ?? []).reduce<string>((name, { key }) => {
    if (typeof key === 'number') return `${name}[${key}]`;
    return name ? `${name}.${String(key)}` : String(key);
  }, '');
}

/** The server's dotted field names (`meetings.0.starts_at`) the same way. */
export function serverFieldName(field: string): string {
  return formFieldName(field.split('.').map((part) => ({ key: /^\d+$/.test(part) ? Number(part) : part })));
}

/**
 * A form-level validator from the shared schema. The form may hold values in the shape a person
 * edits (local date-times, chosen objects); `toInput` turns them into the request first, and `rename`
 * maps a request field back to the form's (`tag_ids` → `tags`).
 */
export function schemaValidator<T>(
  schema: v.GenericSchema,
  toInput: (value: T) => unknown = (value) => value,
  rename: Record<string, string> = {},
) {
  return ({ value }: { value: T }) => {
    const result = v.safeParse(schema, toInput(value));
    if (result.success) return undefined;
    const fields: Record<string, string> = {};
    let form: string | undefined;
    for (const issue of result.issues) {
      const name = formFieldName(issue.path as Path);
      if (!name) form ??= issue.message;
      else fields[rename[name] ?? name] ??= issue.message;
    }
    return { form, fields };
  };
}

/**
 * A 422 from PATCH: each field error lands on the form's field of that name (as a server error,
 * cleared by editing it), anything else in a toast. Other failures are the app handler's.
 */
export function applyEditorServerErrors(
  form: AnyFormApi,
  error: unknown,
  i18n: I18n,
  rename: Record<string, string> = {},
): void {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 400)) return;
  if (!error.errors) {
    toast.error(translateEditorMessage(error.message, i18n));
    return;
  }
  for (const { field, errors } of error.errors) {
    const name = rename[field] ?? serverFieldName(field);
    const message = errors.map((text) => translateEditorMessage(text, i18n)).join(' ');
    if (form.getFieldMeta(name) === undefined) {
      toast.error(message);
      continue;
    }
    form.setFieldMeta(name, (meta) => ({
      ...meta,
      isBlurred: true,
      errorMap: { ...meta.errorMap, onServer: message },
    }));
  }
}
