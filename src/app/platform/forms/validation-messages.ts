import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { AuthMessages } from '@shared/schemas/auth';
import { ProfileMessages } from '@shared/schemas/profile';
import { PASSWORD_MAX, PASSWORD_MIN } from '@shared/limits';

/**
 * The shared schemas speak fixed English sentences (the server looks the same text up in its own
 * catalog). Client-side validation shows them through Lingui: each sentence is mapped to a message
 * descriptor here, once, so the catalogs carry their translations.
 */
const descriptors: Array<[string, MessageDescriptor]> = [
  [AuthMessages.required, msg`This field is required.`],
  [AuthMessages.emailInvalid, msg`The email must be a valid email address.`],
  [AuthMessages.emailTooLong, msg`The email may not be greater than 254 characters.`],
  [AuthMessages.passwordTooShort, msg`The password must be at least ${PASSWORD_MIN} characters.`],
  [AuthMessages.passwordTooLong, msg`The password may not be greater than ${PASSWORD_MAX} characters.`],
  [
    AuthMessages.loginFormat,
    msg`The login must be 3 to 30 characters: letters, digits, dots, dashes and underscores, starting with a letter or digit.`,
  ],
  [AuthMessages.nameRequired, msg`The name field is required.`],
  [AuthMessages.nameTooLong, msg`The name may not be greater than 100 characters.`],
  [AuthMessages.typeInvalid, msg`The type must be fan or creator.`],
  [AuthMessages.roleRequired, msg`A creator must choose a role.`],
  [AuthMessages.roleInvalid, msg`The role must be producer, organizer or dancer.`],
  [ProfileMessages.bioTooLong, msg`The bio may not be greater than 2000 characters.`],
  [ProfileMessages.avatarInvalid, msg`The avatar must be an image you uploaded.`],
  [ProfileMessages.tooMany, msg`Too many items were given.`],
  [ProfileMessages.urlInvalid, msg`The address must be a valid https URL.`],
  [ProfileMessages.networkRepeated, msg`Each network may appear only once.`],
];
const byText = new Map(descriptors);

/** The message in the active language; server messages arrive already localized and pass through. */
export function translateValidationMessage(text: string, i18n: I18n): string {
  const descriptor = byText.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
