import type { VideoRef } from '@shared/schemas/content';

/** A creator's track as the player renders it: `<track kind="captions" src srclang label>`. */
export interface PlayerCaption {
  src: string;
  lang: string;
  label: string;
}

/** The tracks the content API gave a playable video (each URL carries the video's own signed grant). */
export function playerCaptions(video: Pick<VideoRef, 'captions'>): PlayerCaption[] {
  return video.captions.map((track) => ({ src: track.url, lang: track.language, label: track.label }));
}

/** The text tracks a viewer can turn on: the creator's `<track>`s (and any a natively played stream carries). */
export function captionTracks(video: HTMLVideoElement): TextTrack[] {
  return Array.from(video.textTracks ?? []).filter((t) => t.kind === 'captions' || t.kind === 'subtitles');
}

/** The track to show: one in the viewer's language, else the first. */
export function preferredTrack(tracks: TextTrack[], locale: string): TextTrack | undefined {
  const language = locale.toLowerCase().split('-')[0];
  return tracks.find((t) => t.language.toLowerCase().split('-')[0] === language) ?? tracks[0];
}

/** Shows one track (or none) and hides the others. */
export function showOnly(tracks: TextTrack[], shown: TextTrack | undefined): void {
  for (const track of tracks) track.mode = track === shown ? 'showing' : 'hidden';
}
