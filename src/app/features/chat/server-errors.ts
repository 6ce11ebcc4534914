import { isApiError } from '@app/platform/api';

/** A refused chat request's message for `field` (or the general message), to show beside the form. */
export function fieldErrors(error: unknown, field: string): string[] {
  if (!isApiError(error)) return [];
  const own = error.errors?.find((e) => e.field === field)?.errors;
  return own?.length ? own : [error.message];
}
