import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { REPORT_TEXT_MAX, REPORT_TEXT_MIN } from '@shared/limits';
import { ReportMessages } from '@shared/schemas/reports';
import { REVIEW_BODY_MAX, REVIEW_TITLE_MAX, ReviewMessages } from '@shared/schemas/reviews';

/**
 * The report and review schemas speak fixed English sentences (the server translates the same text
 * itself). The forms helpers know the common ones; these are the moderation ones, mapped once.
 */
const descriptors: Array<[string, MessageDescriptor]> = [
  [ReportMessages.required, msg`This field is required.`],
  [ReportMessages.textTooShort, msg`The text must be at least ${REPORT_TEXT_MIN} characters.`],
  [ReportMessages.textTooLong, msg`The text may not be greater than ${REPORT_TEXT_MAX} characters.`],
  [ReviewMessages.titleTooLong, msg`The title may not be greater than ${REVIEW_TITLE_MAX} characters.`],
  [ReviewMessages.bodyTooLong, msg`The text may not be greater than ${REVIEW_BODY_MAX} characters.`],
  [ReviewMessages.ratingInvalid, msg`The rating must be a whole number from 1 to 5.`],
];
const byText = new Map(descriptors);

/** Errors as bindField gives them (already translated when it knew them), in the active language. */
export function translateModerationErrors(errors: string[], i18n: I18n): string[] {
  return errors.map((text) => {
    const descriptor = byText.get(text);
    return descriptor ? i18n._(descriptor) : text;
  });
}
