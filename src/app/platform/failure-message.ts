import { isApiError } from '@app/platform/api';

/** The server's translated reason for a refused payment step (422 on a field, or its message), if it gave one. */
export function failureMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  return error.errors?.[0]?.errors[0] ?? error.message ?? null;
}

/** The refusal on one field (the coupon code), or null when the failure is about something else. */
export function fieldFailure(error: unknown, field: string): string | null {
  if (!isApiError(error)) return null;
  return error.errors?.find((e) => e.field === field)?.errors[0] ?? null;
}
