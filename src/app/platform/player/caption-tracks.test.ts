import { describe, expect, it } from 'vitest';
import { playerCaptions, preferredTrack, showOnly } from './caption-tracks';

const track = (language: string) => ({ kind: 'captions', language, mode: 'disabled' }) as unknown as TextTrack;

describe('captions', () => {
  it("shows the track in the viewer's language, else the first", () => {
    const tracks = [track('en'), track('ja-JP'), track('ko')];
    expect(preferredTrack(tracks, 'ja')).toBe(tracks[1]);
    expect(preferredTrack(tracks, 'zh')).toBe(tracks[0]);
    expect(preferredTrack([], 'en')).toBeUndefined();
  });

  it('shows only the chosen track, and none when captions are turned off', () => {
    const tracks = [track('en'), track('ja')];
    showOnly(tracks, tracks[1]);
    expect(tracks.map((t) => t.mode)).toEqual(['hidden', 'showing']);
    showOnly(tracks, undefined);
    expect(tracks.map((t) => t.mode)).toEqual(['hidden', 'hidden']);
  });

  it("turns the API's tracks into the player's <track> attributes, keeping each signed URL", () => {
    const url = '/media/v/4/captions/ko.vtt?u=9&exp=1&sig=x';
    expect(playerCaptions({ captions: [{ language: 'ko', label: '한국어', url }] })).toEqual([
      { src: url, lang: 'ko', label: '한국어' },
    ]);
  });
});
