import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ContentType } from '@shared/codes';

/** One sentence per type on the "what are you making?" step, so a creator picks the right one. */
export const contentTypeDescriptions: Record<ContentType, MessageDescriptor> = {
  [ContentType.performance]: msg`A recorded show or stage performance fans can watch.`,
  [ContentType.footage]: msg`Raw or behind-the-scenes video: rehearsals, sessions, freestyles.`,
  [ContentType.publicClass]: msg`A live class on one date that any fan can book.`,
  [ContentType.privateClass]: msg`A one-to-one or small-group class you arrange with the fan.`,
  [ContentType.tutorialSkills]: msg`A video lesson that teaches moves and technique step by step.`,
  [ContentType.tutorialKnowledge]: msg`A video lesson about history, music, theory or the business.`,
  [ContentType.feedback]: msg`Fans send you their video and you answer with timed comments.`,
  [ContentType.multiMeetingPublicClass]: msg`A course of several live meetings booked together.`,
  [ContentType.subscription]: msg`A community: members pay to unlock a set of your content.`,
};

/** The order types are offered in: what most creators start with first. */
export const contentTypeChoiceOrder: ContentType[] = [
  ContentType.tutorialSkills,
  ContentType.tutorialKnowledge,
  ContentType.performance,
  ContentType.footage,
  ContentType.publicClass,
  ContentType.multiMeetingPublicClass,
  ContentType.privateClass,
  ContentType.feedback,
  ContentType.subscription,
];
