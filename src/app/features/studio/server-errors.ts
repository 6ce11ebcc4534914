import type { I18n } from '@lingui/core';
import { isApiError } from '@app/platform/api';
import { translateEditorMessage } from './editor-messages';

/**
 * The messages of a refused studio write (422), e.g. publish's `missing` list; empty for any other
 * failure, which the app's error handler already reports.
 */
export function refusalMessages(error: unknown, i18n: I18n): string[] {
  if (!isApiError(error) || (error.status !== 422 && error.status !== 400)) return [];
  const texts = error.errors?.flatMap((entry) => entry.errors) ?? [error.message];
  return texts.map((text) => translateEditorMessage(text, i18n));
}
