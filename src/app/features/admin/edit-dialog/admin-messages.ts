import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AdminMessages as M } from '@shared/schemas/admin';
import { translateValidationMessage } from '@app/platform/forms/validation-messages';

/**
 * The admin schemas' sentences an edit dialog can show before sending, as Lingui messages: checked in the browser,
 * they read as the server's translated answer would.
 */
const byText = new Map<string, MessageDescriptor>([
  [M.nameRequired, msg`Give a name.`],
  [M.nameTooLong, msg`The name may not be greater than 100 characters.`],
  [M.textTooLong, msg`The text may not be greater than 5000 characters.`],
]);

export function translateAdminMessage(text: string, i18n: I18n): string {
  const descriptor = byText.get(text);
  return descriptor ? i18n._(descriptor) : translateValidationMessage(text, i18n);
}
