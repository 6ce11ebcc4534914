import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@app/platform/api';
import { toast } from '@app/ui/toaster';

const offline = msg`You are offline. Try again when you are connected.`;

/** 400/422 with field errors: the form puts them on its fields; anything else is for a toast. */
export const isRefusal = (error: unknown) => isApiError(error) && (error.status === 400 || error.status === 422);

/**
 * A refusal with no field to land on (already reported or reviewed, own content) or no connection:
 * the app's error handler stays silent on those, so the dialog says them. 5xx and 403 are the handler's.
 */
export function handleModerationError(error: unknown, i18n: I18n): void {
  if (!isApiError(error)) return;
  if (error.isOffline) {
    toast.error(i18n._(offline));
    return;
  }
  if (!isRefusal(error)) return;
  const messages = error.errors?.flatMap((field) => field.errors) ?? [error.message];
  toast.error(messages.join(' '));
}
