import { i18n } from '@lingui/core';
import { isApiError, type ApiError } from '@app/platform/api';
import { errorMessages, type Translate } from './error-handler';

export type LoginErrorMapping = { field: 'password'; message: string } | { form: string } | null;

/** The administrator's reason for a block, as the sign-in refusal carries it (`block_reason`). */
const blockReason = (error: ApiError) => error.errors?.find((e) => e.field === 'block_reason')?.errors[0] || undefined;

/** The server's text is in the person's language; its stable `code` says which refusal it is. */
function errorCode(error: ApiError): string | undefined {
  const data = error.data as { code?: unknown } | null | undefined;
  return typeof data?.code === 'string' ? data.code : undefined;
}

/**
 * Spec §8's sign-in messages, told apart by the server's `code` (never by its text, which is
 * translated). `null` means no special case: field errors, toast and log as usual.
 */
export function mapLoginError(error: unknown, t: Translate = (d) => i18n._(d)): LoginErrorMapping {
  if (!isApiError(error)) return null;
  const code = errorCode(error);
  if (code === 'blocked') {
    const reason = blockReason(error);
    const blocked = t(errorMessages.accountBlocked);
    return { form: reason ? `${blocked} ${t(errorMessages.blockReason)} ${reason}` : blocked };
  }
  // A fan or creator at the back-office sign-in: the server's (localized) words say where to sign in instead.
  if (code === 'staffOnly') return { form: error.message };
  // The server slows guessing with 429s; the owner needs to know that waiting (or a reset) helps.
  if (code === 'tooManyAttempts' || error.status === 429) return { form: t(errorMessages.tooManySignIns) };
  if (code === 'wrongCredentials') return { field: 'password', message: error.message };
  return null;
}
