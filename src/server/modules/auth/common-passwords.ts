import { dictionary } from '@zxcvbn-ts/language-common';
import { AuthDescriptors } from '@shared/schemas/auth';
import { invalid, type FieldError } from '../../http/errors';

/**
 * zxcvbn-ts's list of the most common passwords from breached-password collections (about 49,000,
 * kept by that project), read on the server only: it never enters the PWA bundle. Built on first use.
 */
let common: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}

/** The 422 field error for a common password, or none. */
export function commonPasswordErrors(password: string, field = 'password'): FieldError[] {
  return isCommonPassword(password) ? [{ field, errors: [AuthDescriptors.passwordCommon] }] : [];
}

/** Refuses a common password with a 422 on its field, before anything is written. */
export function refuseCommonPassword(password: string, field = 'password'): void {
  const errors = commonPasswordErrors(password, field);
  if (errors.length > 0) throw invalid(errors);
}
