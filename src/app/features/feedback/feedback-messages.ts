import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { EditorMessages } from '@shared/schemas/content-editor';
import { FeedbackMessages } from '@shared/schemas/feedback';

/**
 * The comment form's client-side messages come from the shared schemas in English (the server translates
 * its own copy); here each one gets its Lingui descriptor so the form shows it in the active language.
 */
const descriptors = new Map<string, MessageDescriptor>([
  [FeedbackMessages.commentRequired, msg`Write a comment.`],
  [FeedbackMessages.commentTooLong, msg`The comment may not be greater than 2000 characters.`],
  [EditorMessages.wholeNumber, msg`Enter a whole number using digits only.`],
]);

export function translateFeedbackMessage(text: string, i18n: I18n): string {
  const descriptor = descriptors.get(text);
  return descriptor ? i18n._(descriptor) : text;
}
