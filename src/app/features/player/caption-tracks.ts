/** The text tracks a viewer can turn on: the creator's `<track>`s and any the HLS stream carries (hls.js adds those). */
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
