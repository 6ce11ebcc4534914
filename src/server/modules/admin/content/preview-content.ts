import { eq } from 'drizzle-orm';
import type { Locale } from '@shared/locales';
import type { AdminContentPreview } from '@shared/schemas/admin';
import type { ContentExpansion, LockedVideo, VideoRef } from '@shared/schemas/content';
import type { Db } from '../../../db/client';
import { content } from '../../../db/schema';
import { notFound } from '../../../http/errors';
import { contentColumns, serializeContents } from '../../content';
import { loadContentRows } from './list-content';

/** What the fan's content page shows, less the lists of other items. */
const PAGE: readonly ContentExpansion[] = [
  'cover',
  'encodedTeaser',
  'encodedVideo',
  'encodedAdditionalVideos',
  'meetings',
  'tags',
  'shortOwner',
  'validParticipants',
  'availableSubscribedContent',
  'availableInSubscriptions',
];
const VIDEOS: readonly ContentExpansion[] = ['encodedTeaser', 'encodedVideo', 'encodedAdditionalVideos'];

type Video = VideoRef | LockedVideo | null | undefined;
const hasUrl = (video: Video): video is VideoRef => !!video && 'url' in video;

/**
 * GET /admin-api/content/:id/preview: the item exactly as a signed-in fan who has not bought it gets it from
 * GET /api/content/:id (the visitor's gating: locked media without URLs), whatever its status — an item on review
 * is what the admin most needs to see. The media URLs signed for "no viewer" would be refused for an item that is
 * not published yet, so the videos a fan may watch (the teaser always, everything of a free item) carry the URLs
 * signed for the owner instead; locked ones stay locked. `row` is the list's row, for the moderation actions.
 */
export async function previewContent(
  db: Db,
  contentId: number,
  now: Date,
  locale: Locale,
): Promise<AdminContentPreview> {
  const [row] = await db.select(contentColumns).from(content).where(eq(content.id, contentId)).limit(1);
  if (!row) throw notFound();
  const [asFan] = await serializeContents({ db, viewer: null, now, locale }, [row], PAGE);
  const [asOwner] = await serializeContents({ db, viewer: { id: row.ownerId }, now, locale }, [row], VIDEOS);
  const [listRow] = await loadContentRows(db, eq(content.id, contentId), { orderBy: [], limit: 1, offset: 0 });
  if (!asFan || !asOwner || !listRow) throw notFound();
  const signed = (video: Video, ownerVideo: Video): Video => (hasUrl(video) && hasUrl(ownerVideo) ? ownerVideo : video);
  const ownerExtras = new Map((asOwner.encodedAdditionalVideos ?? []).filter(hasUrl).map((v) => [v.id, v]));
  const item = {
    ...asFan,
    encodedTeaser: signed(asFan.encodedTeaser, asOwner.encodedTeaser) as VideoRef | null | undefined,
    encodedVideo: signed(asFan.encodedVideo, asOwner.encodedVideo),
    encodedAdditionalVideos: asFan.encodedAdditionalVideos?.map((v) => (hasUrl(v) ? (ownerExtras.get(v.id) ?? v) : v)),
  };
  return { item, row: listRow };
}
