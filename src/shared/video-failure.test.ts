import { describe, expect, it } from 'vitest';
import { VideoFailureMessages, videoFailureOf } from './video-failure';

describe('videoFailureOf: what the tools said, as a reason a creator understands', () => {
  it('maps known ffmpeg and ffprobe failures', () => {
    const said: [string, string][] = [
      [
        'ffprobe exited with code 1: <file>: moov atom not found <file>: Invalid data found when processing input',
        'damaged',
      ],
      ['ffmpeg exited with code 1: invalid data found when processing input', 'damaged'],
      ['ffmpeg exited with code 1: [mov,mp4] stream 0, offset 0x30: partial file', 'damaged'],
      ['The file holds no playable video.', 'no_video'],
      ['ffmpeg exited with code 1: Stream map 0:v matches no streams.', 'no_video'],
      ['ffmpeg exited with code 1: Decoder (codec prores_xyz) not found for input stream #0:0', 'unsupported'],
      ['ffprobe exited with code 1: Unsupported codec with id 0 for input stream 0', 'unsupported'],
      ['ffmpeg exited with code null', 'too_long'],
      ['Processing was interrupted before it finished. Retry to process the video again.', 'interrupted'],
      ['ENOSPC: no space left on device', 'unknown'],
    ];
    for (const [text, code] of said) expect(videoFailureOf(text), text).toBe(code);
  });

  it('keeps a stored code as it is, and has a sentence for each', () => {
    for (const code of Object.keys(VideoFailureMessages)) expect(videoFailureOf(code)).toBe(code);
    expect(videoFailureOf(null)).toBeNull();
    expect(Object.values(VideoFailureMessages).every((m) => !/ffmpeg|ffprobe|moov|codec id/i.test(m))).toBe(true);
  });
});
