import { ContentType, contentTypes } from '@shared/codes';

/** The `$type` segment of a creator page: a readable name per type (the numbers work too). */
export const contentTypeSlugs: Record<ContentType, string> = {
  [ContentType.performance]: 'performance',
  [ContentType.footage]: 'footage',
  [ContentType.publicClass]: 'public-class',
  [ContentType.privateClass]: 'private-class',
  [ContentType.tutorialSkills]: 'tutorial-skills',
  [ContentType.tutorialKnowledge]: 'tutorial-knowledge',
  [ContentType.feedback]: 'feedback',
  [ContentType.multiMeetingPublicClass]: 'class-series',
  [ContentType.subscription]: 'community',
};

/** `performance`, `tutorialSkills`, `tutorial-skills` or `5` → 5; anything else → null. */
export function parseContentTypeSegment(segment: string): ContentType | null {
  const text = segment.trim().toLowerCase();
  const byNumber = contentTypes.find((type) => String(type) === text);
  if (byNumber) return byNumber;
  const bySlug = contentTypes.find((type) => contentTypeSlugs[type] === text);
  if (bySlug) return bySlug;
  const byName = Object.entries(ContentType).find(([name]) => name.toLowerCase() === text.replaceAll('-', ''));
  return byName ? byName[1] : null;
}
