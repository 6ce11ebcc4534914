import type { ContentResource, LockedVideo, VideoRef } from '@shared/schemas/content';

/** The gating rule as the page reads it (spec §5): full media if bought, free or the viewer's own. */
export function canWatch(item: Pick<ContentResource, 'is_bought' | 'is_free' | 'is_own'>): boolean {
  return item.is_bought || item.is_free || item.is_own;
}

export function isPlayable(video: VideoRef | LockedVideo | null | undefined): video is VideoRef {
  return Boolean(video) && !('locked' in video!);
}

/** The main video first, then the additional ones in their order. */
export function orderedVideos(item: ContentResource): (VideoRef | LockedVideo)[] {
  const extra = [...(item.encodedAdditionalVideos ?? [])].sort((a, b) => a.position - b.position);
  return item.encodedVideo ? [item.encodedVideo, ...extra] : extra;
}
