import { and, eq } from 'drizzle-orm';
import { isCaptionLanguage } from '@shared/schemas/captions';
import type { Deps } from '../../deps';
import { captionTracks, mediaAssets } from '../../db/schema';
import { notFound } from '../../http/errors';
import { LocalStorage, storageFor } from '../../services/storage';
import type { Viewer } from '../content';
import { filesRoot } from '../../services/storage/files-root';
import { realPathInside, resolveInside } from './resolve-file-path';
import { serveFile, serveObject } from './serve-file';
import { authorizeVideo, type GrantQuery } from './serve-video-file';

const VTT = 'text/vtt; charset=utf-8';

/**
 * GET /media/v/<videoId>/captions/<language>.vtt: a caption track, behind exactly the check its
 * video's files pass (the same signed grant, the same gating rule), so whoever may play the video
 * may read its captions and nobody else. Never cached by shared caches.
 */
export async function serveCaptionsFile(
  deps: Deps,
  bearerViewer: Viewer,
  videoId: number,
  file: string,
  grant: GrantQuery,
): Promise<Response> {
  await authorizeVideo(deps, bearerViewer, videoId, grant);
  const language = file.endsWith('.vtt') ? file.slice(0, -'.vtt'.length) : '';
  if (!isCaptionLanguage(language)) throw notFound();
  const [track] = await deps.db
    .select({ key: mediaAssets.storageKey })
    .from(captionTracks)
    .innerJoin(mediaAssets, eq(mediaAssets.id, captionTracks.fileId))
    .where(and(eq(captionTracks.videoId, videoId), eq(captionTracks.language, language)))
    .limit(1);
  if (!track) throw notFound();

  const options = { mimeType: VTT, cacheControl: 'private, no-store' };
  const storage = storageFor(deps.config);
  let response: Response | null;
  if (storage instanceof LocalStorage) {
    const root = filesRoot(deps.config);
    const full = resolveInside(root, track.key);
    const real = full && (await realPathInside(root, full));
    response = real ? await serveFile(real, options) : null;
  } else {
    response = await serveObject(storage, track.key, options);
  }
  if (!response) throw notFound();
  return response;
}
