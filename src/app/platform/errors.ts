import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError, type ApiError } from '@app/platform/api';

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

/**
 * Puts each server field error on its form field, or in a toast when the form has no such field
 * (spec §5). A validation answer without field entries shows its message.
 */
export function applyServerErrors(
  error: unknown,
  setFieldError: (field: string, message: string) => void,
  allowedFields: readonly string[],
  toast: Toaster,
): void {
  if (!isApiError(error)) return;
  if (!error.errors) {
    if (error.status === 400 || error.status === 422) toast.error(error.message);
    return;
  }
  for (const { field, errors } of error.errors) {
    const message = errors.join(' ');
    if (allowedFields.includes(field)) setFieldError(field, message);
    else toast.error(message);
  }
}

/** Spec §5: the `non_field_error` key a form may hold for display is never sent. */
export function stripNonFieldError<T extends object>(values: T): Omit<T, 'non_field_error'> {
  const { non_field_error: _ignored, ...rest } = values as T & { non_field_error?: unknown };
  return rest;
}

export type LoginErrorMapping = { field: 'password'; message: string } | { form: string } | null;

const wrongCredentials = ['The user credentials were incorrect.', 'Email or password is incorrect.'];
const signInRefused = "You don't have permission to log in.";

/** The administrator's reason for a block, as the sign-in refusal carries it (`block_reason`). */
function blockReason(error: ApiError): string | undefined {
  const data = error.data as { errors?: { field?: unknown; errors?: unknown }[] } | null | undefined;
  const entry = data?.errors?.find((e) => e.field === 'block_reason');
  const text = Array.isArray(entry?.errors) ? entry.errors[0] : undefined;
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** The server sends both refusals as 401 with a localized text; its stable `code` tells them apart. */
function errorCode(error: ApiError): string | undefined {
  const data = error.data as { code?: unknown } | null | undefined;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/**
 * Spec §8's sign-in messages, matched by the server's `code` (its text is localized by `applocale`)
 * or by the spec's English text. `null` means no special case: field errors, toast and log as usual.
 */
export function mapLoginError(error: unknown, t: Translate = (d) => i18n._(d)): LoginErrorMapping {
  if (!isApiError(error)) return null;
  const code = errorCode(error);
  if (code === 'blocked' || error.message === signInRefused) {
    const reason = blockReason(error);
    const blocked = t(errorMessages.accountBlocked);
    return { form: reason ? `${blocked} ${t(errorMessages.blockReason)} ${reason}` : blocked };
  }
  // A fan or creator at the back-office sign-in: the server's (localized) words say where to sign in instead.
  if (code === 'staffOnly') return { form: error.message };
  // The server slows guessing with 429s; the owner needs to know that waiting (or a reset) helps.
  if (code === 'tooManyAttempts' || error.status === 429) return { form: t(errorMessages.tooManySignIns) };
  if (code === 'wrongCredentials' || wrongCredentials.includes(error.message)) {
    return { field: 'password', message: error.message };
  }
  return null;
}
