import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import type { ChatMessage } from '@shared/schemas/chat';

/** The conversation list's one-line preview of a message. */
export function messagePreview(i18n: I18n, m: ChatMessage, meId: number): string {
  const text = m.body || (m.attachment ? i18n._(msg`Sent an image`) : '');
  return m.author.id === meId ? i18n._(msg`You: ${text}`) : text;
}
