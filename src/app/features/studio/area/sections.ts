import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentType } from '@shared/codes';

/** The creator area's sections in the order of its navigation (`/$lang/creator/<segment>`). */
export const creatorAreaSections = [
  { segment: 'home', label: msg`Dashboard` },
  { segment: 'content', label: msg`Content` },
  { segment: 'portfolio', label: msg`Portfolio` },
  { segment: 'tutorials', label: msg`Tutorials` },
  { segment: 'classes', label: msg`Classes` },
  { segment: 'communities', label: msg`Communities` },
  { segment: 'collaboration', label: msg`Collaboration` },
  { segment: 'feedback', label: msg`Feedback` },
  { segment: 'calendar', label: msg`Calendar` },
  { segment: 'about', label: msg`About` },
] as const satisfies readonly { segment: string; label: MessageDescriptor }[];

/** The type groups the portfolio, tutorials, classes and communities sections gather. */
export const typeGroups = {
  portfolio: {
    title: msg`Portfolio`,
    intro: msg`Your performances and footage.`,
    types: [ContentType.performance, ContentType.footage],
  },
  tutorials: {
    title: msg`Tutorials`,
    intro: msg`Skills and knowledge tutorials that fans can buy or unlock.`,
    types: [ContentType.tutorialSkills, ContentType.tutorialKnowledge],
  },
  classes: {
    title: msg`Classes`,
    intro: msg`Public and private classes, class series and your feedback service.`,
    types: [
      ContentType.publicClass,
      ContentType.privateClass,
      ContentType.multiMeetingPublicClass,
      ContentType.feedback,
    ],
  },
  communities: {
    title: msg`Communities`,
    intro: msg`Subscriptions that unlock a set of your content for their members.`,
    types: [ContentType.subscription],
  },
} as const satisfies Record<string, { title: MessageDescriptor; intro: MessageDescriptor; types: ContentType[] }>;

export type TypeGroup = keyof typeof typeGroups;

/** `/ja/creator/home`. */
export const creatorAreaHref = (lang: string, segment: string) => `/${lang}/creator/${segment}`;
