import type { LockedVideo, VideoRef } from '@shared/schemas/content';
import { captionsUrl, imageRef, videoUrl } from '../media-assets';
import { videoGrant, videoGrantQuery } from '../media-assets/url-signing';
import type { MediaAsset, MediaLink } from './load-media-links';
import type { Viewer } from './viewer';

/** A poster is public by construction: `imageRef` refuses any key outside `public/`. */
const posterOf = (asset: MediaAsset) => imageRef(asset.renditions.poster);

/** Who the URL is for: the signed grant binds it to this viewer and expires a few hours after `now`. */
export interface UrlGrant {
  viewer: Viewer;
  now: Date;
}

/**
 * A video the viewer may play. The URL is the gated /media/v path, never the storage key; with a
 * grant it carries `?u&exp&sig`, so a player (native HLS, a download) needs no token. Caption
 * tracks come only with a playable video: a placeholder (`lockedVideo`) carries none.
 */
export function videoRef(link: MediaLink, grant?: UrlGrant): VideoRef {
  const { asset } = link;
  const query = grant ? `?${videoGrantQuery(videoGrant(asset.id, grant.viewer?.id ?? null, grant.now.getTime()))}` : '';
  const signed = `${videoUrl(asset.id, asset.storageKey)}${query}`;
  return {
    id: asset.id,
    url: asset.status === 'ready' ? signed : null,
    mime_type: asset.mimeType,
    status: asset.status,
    duration_seconds: asset.durationSeconds,
    poster: posterOf(asset),
    position: link.position,
    // The video's own grant opens its tracks: the same viewer, the same expiry, the same gating rule.
    captions: asset.captions.map((c) => ({
      language: c.language,
      label: c.label,
      url: `${captionsUrl(asset.id, c.language)}${query}`,
    })),
  };
}

/** The placeholder for a video the viewer may not play: what it is, never where it is. */
export function lockedVideo(link: MediaLink): LockedVideo {
  return {
    locked: true,
    duration_seconds: link.asset.durationSeconds,
    poster: posterOf(link.asset),
    position: link.position,
  };
}

export function coverOf(links: readonly MediaLink[] | undefined) {
  const cover = links?.find((l) => l.role === 'cover');
  return cover ? imageRef(cover.asset.storageKey) : null;
}
