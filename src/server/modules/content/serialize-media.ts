import type { LockedVideo, VideoRef } from '@shared/schemas/content';
import { imageRef, videoUrl } from '../media';
import type { MediaAsset, MediaLink } from './load-media-links';

/** A poster is public by construction: `imageRef` refuses any key outside `public/`. */
const posterOf = (asset: MediaAsset) => imageRef(asset.renditions.poster);

/** A video the viewer may play. The URL is the gated /media/v path, never the storage key. */
export function videoRef(link: MediaLink): VideoRef {
  const { asset } = link;
  return {
    id: asset.id,
    url: asset.status === 'ready' ? videoUrl(asset.id, asset.storageKey) : null,
    mime_type: asset.mimeType,
    status: asset.status,
    duration_seconds: asset.durationSeconds,
    poster: posterOf(asset),
    position: link.position,
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
