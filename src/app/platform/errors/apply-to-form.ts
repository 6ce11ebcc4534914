import type { AnyFormApi } from '@tanstack/react-form';
import { toast } from '@app/ui/toaster';
import { isLeftToPage, refusalOf } from './refusal';

/** The server names nested fields with dots (`meetings.0.starts_at`), TanStack Form with brackets. */
const formFieldName = (field: string) => field.replace(/\.(\d+)(?=\.|$)/g, '[$1]');

const hasField = (form: AnyFormApi, name: string) =>
  form.getFieldMeta(name) !== undefined || Object.hasOwn(form.state.values as object, name);

export interface ApplyToFormOptions {
  /** A request field the form calls otherwise (`tag_ids` → `tags`). */
  rename?: Record<string, string>;
  /** The form's error line: what lands on no field goes there instead of a toast. */
  formError?: (message: string) => void;
}

/**
 * Spec §5/§8: a refusal's field errors land on the form's fields (as `onServer` errors, cleared
 * when the field is edited); errors for fields the form does not have, a refusal about no field and
 * a failed connection go to the form's error line (`formError`) or else a toast. Other failures are the app's error handler's, which shows them.
 */
export function applyToForm(
  form: AnyFormApi,
  error: unknown,
  { rename = {}, formError }: ApplyToFormOptions = {},
): void {
  if (!isLeftToPage(error)) return;
  const { message, fields } = refusalOf(error);
  const elsewhere = new Set<string>();
  for (const [field, messages] of Object.entries(fields)) {
    const name = rename[field] ?? formFieldName(field);
    const text = messages.join(' ');
    if (!hasField(form, name)) elsewhere.add(text);
    else
      form.setFieldMeta(name, (meta) => ({ ...meta, isBlurred: true, errorMap: { ...meta.errorMap, onServer: text } }));
  }
  if (Object.keys(fields).length === 0) elsewhere.add(message);
  if (formError && elsewhere.size > 0) formError([...elsewhere].join(' '));
  else for (const text of elsewhere) toast.error(text);
}
