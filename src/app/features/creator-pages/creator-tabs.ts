import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentType } from '@shared/codes';

/** The list tabs of a creator page and the content types each one gathers (spec §5). */
export const listTabs = {
  portfolio: { label: msg`Portfolio`, types: [ContentType.performance, ContentType.footage] },
  tutorials: { label: msg`Tutorials`, types: [ContentType.tutorialSkills, ContentType.tutorialKnowledge] },
  classes: {
    label: msg`Classes`,
    types: [
      ContentType.publicClass,
      ContentType.privateClass,
      ContentType.multiMeetingPublicClass,
      ContentType.feedback,
    ],
  },
  communities: { label: msg`Communities`, types: [ContentType.subscription] },
} as const satisfies Record<string, { label: MessageDescriptor; types: readonly ContentType[] }>;

export type ListTab = keyof typeof listTabs;

/** Every tab in order; `''` is the page's home. */
export const creatorTabs: { segment: string; label: MessageDescriptor }[] = [
  { segment: '', label: msg`Home` },
  ...Object.entries(listTabs).map(([segment, tab]) => ({ segment, label: tab.label })),
  { segment: 'about', label: msg`About` },
];
