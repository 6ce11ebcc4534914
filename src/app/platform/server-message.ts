import { isApiError } from '@app/platform/api';

/** The server's translated reason for a refused write (a 422 is not toasted by the app's error handler). */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error)) return null;
  return error.errors?.[0]?.errors[0] ?? (error.status === 422 ? error.message : null);
}
