import type { FeedbackComment } from '@shared/schemas/feedback';

/** The smallest touch target and the space each needs on the track (WCAG 2.5.8). */
export const MARKER_TARGET_PX = 24;

export interface MarkerCluster {
  /** The moment the marker seeks to: its first comment's. */
  atMs: number;
  /** Where it sits on the track, in percent of the video's length. */
  left: number;
  comments: FeedbackComment[];
}

/**
 * The timeline's markers: comments so close on the track that their targets would overlap share one
 * marker at the first one's moment (the list under the video still names each). An unknown track
 * width (0, before layout) merges nothing.
 */
export function markerClusters(
  comments: readonly FeedbackComment[],
  durationMs: number,
  trackPx: number,
  minGapPx = MARKER_TARGET_PX,
): MarkerCluster[] {
  const clusters: MarkerCluster[] = [];
  const sorted = [...comments].sort((a, b) => a.at_ms - b.at_ms);
  for (const comment of sorted) {
    const left = Math.min(100, (comment.at_ms / durationMs) * 100);
    const last = clusters.at(-1);
    if (last && trackPx > 0 && ((left - last.left) / 100) * trackPx < minGapPx) {
      last.comments.push(comment);
      continue;
    }
    clusters.push({ atMs: comment.at_ms, left, comments: [comment] });
  }
  return clusters;
}
