import { isApiError } from '@app/platform/api';
import { toast } from '@app/ui/toaster';

/** A refused admin write: the server's (localized) message, first field error included, as a toast. */
export function toastFailure(error: unknown, fallback: string) {
  if (isApiError(error)) {
    const detail = error.errors?.[0]?.errors[0];
    toast.error(fallback, detail && detail !== error.message ? `${error.message} ${detail}` : error.message);
  } else toast.error(fallback);
}

/** The field errors of a refused write as `{ field: messages }`, for forms. */
export function fieldErrorsOf(error: unknown): Record<string, string[]> {
  if (!isApiError(error) || !error.errors) return {};
  return Object.fromEntries(error.errors.map((e) => [e.field, e.errors]));
}
