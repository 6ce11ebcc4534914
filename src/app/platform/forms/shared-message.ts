import type { I18n } from '@lingui/core';
import { descriptorOf } from '@shared/message-descriptor';
import { needSharedMessages } from '@app/platform/catalog-areas';

/**
 * A shared message (a schema's refusal, a lifecycle rule's reason) in the person's language, by its descriptor's id:
 * valibot hands on only the English text, which leads back to the descriptor the shared area defined. The id's
 * translation is in the PWA's catalog (it extracts src/shared) with the admin's overrides over it, so the browser
 * says what the server would. Text no area defined (a server answer, already in the person's language) passes
 * through, as does a message whose id the catalogs loaded so far lack (its English, never a bare id, until the
 * shared messages' catalogue arrives and the page re-renders).
 */
export function sharedMessage(text: string, i18n: I18n): string {
  const descriptor = descriptorOf(text);
  if (!descriptor) return text;
  if (descriptor.id in i18n.messages) return i18n._(descriptor);
  void needSharedMessages();
  return text;
}
