import { describe, expect, it } from 'vitest';
import type { FeedbackComment } from '@shared/schemas/feedback';
import { markerClusters } from './marker-clusters';

const comment = (id: number, seconds: number): FeedbackComment => ({
  id,
  at_ms: seconds * 1000,
  body: `Comment ${id}`,
  created_at: '2026-03-01T10:00:00Z',
});

describe('markerClusters', () => {
  const comments = [comment(3, 4), comment(1, 1), comment(2, 2), comment(4, 9.5)];

  it('gives each comment its own marker where the track leaves room for a 24px target', () => {
    // 10 s on 1000px: one second is 100px.
    const clusters = markerClusters(comments, 10_000, 1000);
    expect(clusters.map((c) => [c.atMs, c.left, c.comments.map((x) => x.id)])).toEqual([
      [1000, 10, [1]],
      [2000, 20, [2]],
      [4000, 40, [3]],
      [9500, 95, [4]],
    ]);
  });

  it('lets comments closer than a target share the first one’s marker on a narrow track', () => {
    // 10 s on 300px: one second is 30px, so 1 s and 2 s stay apart; on 200px (20px a second) they merge.
    expect(markerClusters(comments, 10_000, 300).map((c) => c.comments.map((x) => x.id))).toEqual([[1], [2], [3], [4]]);
    const narrow = markerClusters(comments, 10_000, 200);
    expect(narrow.map((c) => [c.atMs, c.comments.map((x) => x.id)])).toEqual([
      [1000, [1, 2]],
      [4000, [3]],
      [9500, [4]],
    ]);
  });

  it('measures the gap from a marker’s first comment, so a long run does not become one marker', () => {
    const run = [comment(1, 1), comment(2, 1.8), comment(3, 2.6), comment(4, 3.4)];
    // 25px a second: 1 → 1.8 is 20px (merged), 1 → 2.6 is 40px (a new marker).
    expect(markerClusters(run, 10_000, 250).map((c) => c.comments.map((x) => x.id))).toEqual([
      [1, 2],
      [3, 4],
    ]);
  });

  it('merges nothing before the track is measured, and keeps markers on the track', () => {
    expect(markerClusters(comments, 10_000, 0)).toHaveLength(4);
    expect(markerClusters([comment(1, 12)], 10_000, 300)[0]!.left).toBe(100);
  });
});
