import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '@app/platform/api';

/** What the handler needs of the design system's toaster (`toast` from '@app/ui/toaster'). */
export interface Toaster {
  error(title: string): void;
}

export type Translate = (descriptor: MessageDescriptor) => string;

export interface ErrorHandlerDeps {
  toast: Toaster;
  /** Opens the no-permission dialog (spec §6: confirming it stores the path and signs out). */
  openNoPermission: () => void;
  log: (error: unknown) => void;
  t: Translate;
}

/** The spec's texts (§8), extracted for translation. */
export const errorMessages = {
  notFound: msg`Not Found`,
  noPermission: msg`You do not have permission to do this.`,
  somethingWrong: msg`Oops something went wrong.`,
  accountBlocked: msg`Your account is blocked by administrator. Check email for more information`,
  /** Followed by the administrator's own words. */
  blockReason: msg`The reason:`,
  tooManySignIns: msg`Too many sign-in attempts from here. Wait a few minutes and try again, or reset your password.`,
};

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * The app's one reaction to a failed query or mutation (spec §8). The API client already dealt
 * with 401; 400 and 422 belong to the form that sent them; an offline request waits for the
 * connection. Other 4xx answers carry a message the server localized, so that is what is shown.
 */
export function createErrorHandler({ toast, openNoPermission, log, t }: ErrorHandlerDeps) {
  /** `handledLocally`: the page shows this error itself, so only the 403 dialog is added (no second message). */
  return function handleError(error: unknown, { handledLocally = false }: { handledLocally?: boolean } = {}): void {
    if (isAbort(error)) return;
    if (!isApiError(error)) {
      toast.error(t(errorMessages.somethingWrong));
      log(error);
      return;
    }
    const { status } = error;
    if (status === 0 || status === 400 || status === 401 || status === 422) return;
    if (status === 404) {
      toast.error(t(errorMessages.notFound));
      log(error);
    } else if (status === 403) {
      if (!handledLocally) toast.error(t(errorMessages.noPermission));
      log(error);
      openNoPermission();
    } else if (status === 429 || status >= 500) {
      toast.error(t(errorMessages.somethingWrong));
      log(error);
    } else {
      toast.error(error.message);
    }
  };
}
