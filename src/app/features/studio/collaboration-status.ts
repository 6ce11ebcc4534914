import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CollaborationStatus } from '@shared/codes';

/** Spec §3's collaboration codes in words. */
export const collaborationStatusLabels: Record<CollaborationStatus, MessageDescriptor> = {
  [CollaborationStatus.pending]: msg`Invited, no answer yet`,
  [CollaborationStatus.accepted]: msg`Accepted`,
  [CollaborationStatus.declined]: msg`Declined`,
};
