import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CreatorRole } from '@shared/codes';

/** A creator's role as people read it (spec §1). */
export const creatorRoleLabels: Record<CreatorRole, MessageDescriptor> = {
  [CreatorRole.producer]: msg`Producer`,
  [CreatorRole.organizer]: msg`Organizer`,
  [CreatorRole.dancer]: msg`Dancer`,
};
