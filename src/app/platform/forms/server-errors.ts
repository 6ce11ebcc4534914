import type { AnyFormApi } from '@tanstack/react-form';
import { applyServerErrors } from '@app/platform/errors';
import { toast } from '@app/ui/toaster';

/**
 * Spec §5/§8: a 422's field errors land on the matching fields of this form (as `onServer`
 * errors, cleared when the field is edited); errors for fields the form does not have go to a toast.
 */
export function applyFormServerErrors(form: AnyFormApi, error: unknown): void {
  const fields = Object.keys(form.state.values as Record<string, unknown>);
  applyServerErrors(
    error,
    (field, message) =>
      form.setFieldMeta(field, (meta) => ({
        ...meta,
        isBlurred: true,
        errorMap: { ...meta.errorMap, onServer: message },
      })),
    fields,
    toast,
  );
}
