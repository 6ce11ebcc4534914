import { ContentType } from '@shared/codes';
import type { ContentResource, CreatorPage } from '@shared/schemas/content';
import { notFound } from '../../http/errors';
import { serializeContents, shortUser, type ReadContext } from '../content';
import { loadSocialLinks } from '../auth/load-social-links';
import { findCreatorByLogin } from './find-creator';
import { LATEST_LIMIT, countPublishedByType, loadLatestContent } from './load-latest-content';

type LatestKey = Extract<keyof CreatorPage, `latest${string}`>;

/** Which types feed each list; a multi-meeting public class is a public class to a visitor. */
const latestLists: Record<LatestKey, readonly ContentType[]> = {
  latestFootage: [ContentType.footage],
  latestPerformance: [ContentType.performance],
  latestPublicClass: [ContentType.publicClass, ContentType.multiMeetingPublicClass],
  latestFeedback: [ContentType.feedback],
  latestPrivateClass: [ContentType.privateClass],
  latestTutorialSkills: [ContentType.tutorialSkills],
  latestTutorialKnowledge: [ContentType.tutorialKnowledge],
  latestSubscriptions: [ContentType.subscription],
};

/**
 * GET /api/creators/:login. A blocked creator still answers (is_blocked), with nothing listed; so
 * does a creator the viewer blocked (is_blocked_by_viewer), whose items that viewer never sees.
 */
export async function getCreatorPage(ctx: ReadContext, login: string): Promise<CreatorPage> {
  const creator = await findCreatorByLogin(ctx.db, login, ctx.viewer);
  if (!creator) throw notFound();
  const [rows, perType, socialLinks] = await Promise.all([
    creator.blockedByViewer ? [] : loadLatestContent(ctx.db, creator.id, Object.values(latestLists).flat()),
    countPublishedByType(ctx.db, creator.id),
    creator.status === 'blocked' ? [] : loadSocialLinks(ctx.db, creator.id),
  ]);
  const items = await serializeContents(ctx, rows, ['cover']);
  const lists = Object.fromEntries(
    Object.entries(latestLists).map(([key, types]) => [
      key,
      sortNewestFirst(items.filter((item) => types.includes(item.type))).slice(0, LATEST_LIMIT),
    ]),
  ) as Record<LatestKey, ContentResource[]>;
  return {
    ...shortUser(creator),
    bio: creator.bio,
    is_blocked_by_viewer: creator.blockedByViewer,
    social_links: socialLinks,
    counts: {
      content: [...perType.values()].reduce((sum, n) => sum + n, 0),
      by_type: Object.fromEntries(perType),
    },
    ...lists,
  };
}

/** Two types share the public-class list, so their newest are merged by publication time. */
function sortNewestFirst(items: ContentResource[]): ContentResource[] {
  return [...items].sort((a, b) => (b.published_at ?? '').localeCompare(a.published_at ?? '') || b.id - a.id);
}
