import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { LifecycleMessages, type LifecycleMessage } from '@shared/content-lifecycle';

const M = LifecycleMessages;

/** The shared lifecycle rule speaks English; these are its words in the PWA's catalogue. */
const lifecycleMessageDescriptors: Record<LifecycleMessage, MessageDescriptor> = {
  [M.deleted]: msg`This item is in the trash; restore it first.`,
  [M.notDeleted]: msg`This item is not in the trash.`,
  [M.archived]: msg`This item is archived; un-archive it first.`,
  [M.notArchived]: msg`This item is not archived.`,
  [M.alreadyPublished]: msg`This item is already published.`,
  [M.processing]: msg`This item is waiting for its video to finish processing.`,
  [M.onReview]: msg`This item is waiting for an administrator to approve it.`,
  [M.blocked]: msg`This item was blocked by an administrator.`,
  [M.notOnReview]: msg`Only an item waiting for review can be approved.`,
  [M.notBlocked]: msg`This item is not blocked.`,
  [M.notScheduled]: msg`This item has no scheduled publication.`,
  [M.notPublished]: msg`This item is not published yet; save its steps in the editor.`,
};

/** `whyNot(...)`'s answer in the active language (null stays null). */
export function translateLifecycleMessage(message: LifecycleMessage | null, i18n: I18n): string | null {
  return message === null ? null : i18n._(lifecycleMessageDescriptors[message]);
}
