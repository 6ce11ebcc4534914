import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentType } from '@shared/codes';

/** Headings of rows and lists of one content type (the catalogue's labels name a single item). */
export const contentTypePluralLabels: Record<ContentType, MessageDescriptor> = {
  [ContentType.performance]: msg`Performances`,
  [ContentType.footage]: msg`Footage`,
  [ContentType.publicClass]: msg`Public classes`,
  [ContentType.privateClass]: msg`Private classes`,
  [ContentType.tutorialSkills]: msg`Skills tutorials`,
  [ContentType.tutorialKnowledge]: msg`Knowledge tutorials`,
  [ContentType.feedback]: msg`Feedback services`,
  [ContentType.multiMeetingPublicClass]: msg`Class series`,
  [ContentType.subscription]: msg`Communities`,
};
