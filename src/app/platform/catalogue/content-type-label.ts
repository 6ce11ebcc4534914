import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentType } from '@shared/codes';

/** Spec §1's content types as people read them; subscriptions are shown as Communities. */
export const contentTypeLabels: Record<ContentType, MessageDescriptor> = {
  [ContentType.performance]: msg`Performance`,
  [ContentType.footage]: msg`Footage`,
  [ContentType.publicClass]: msg`Public class`,
  [ContentType.privateClass]: msg`Private class`,
  [ContentType.tutorialSkills]: msg`Skills tutorial`,
  [ContentType.tutorialKnowledge]: msg`Knowledge tutorial`,
  [ContentType.feedback]: msg`Feedback service`,
  [ContentType.multiMeetingPublicClass]: msg`Class series`,
  [ContentType.subscription]: msg`Community`,
};
