import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ContentListView } from '@shared/codes';

/** Spec §3's list views as tabs, in the spec's order. */
export const viewLabels: Record<ContentListView, MessageDescriptor> = {
  all: msg`All`,
  collaborations: msg`Collaborations`,
  calendar: msg`Upcoming`,
  archived: msg`Archived`,
  trashed: msg`Trashed`,
};
