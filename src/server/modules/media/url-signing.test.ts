import { describe, expect, it } from 'vitest';
import { withGrant } from './serve-video-file';
import { checkVideoGrant, sign, verify, videoGrant } from '../media-assets/url-signing';

const NOW = Date.UTC(2026, 0, 1, 12, 30);

describe('URL signatures', () => {
  it('verifies its own signature until it expires', () => {
    const exp = String(NOW / 1000 + 60);
    const sig = sign('upload', 'abc', 1, exp);
    expect(verify(sig, exp, NOW, 'upload', 'abc', 1)).toBe('valid');
    expect(verify(sig, exp, NOW + 61_000, 'upload', 'abc', 1)).toBe('expired');
  });

  it('refuses a signature for other parts, another purpose, another expiry or a malformed one', () => {
    const exp = String(NOW / 1000 + 60);
    const sig = sign('upload', 'abc', 1, exp);
    expect(verify(sig, exp, NOW, 'upload', 'abc', 2)).toBe('invalid');
    expect(verify(sig, exp, NOW, 'video', 'abc', 1)).toBe('invalid');
    expect(verify(sig, String(Number(exp) + 1), NOW, 'upload', 'abc', 1)).toBe('invalid');
    expect(verify(undefined, exp, NOW, 'upload', 'abc', 1)).toBe('invalid');
    expect(verify(sig, '1e3', NOW, 'upload', 'abc', 1)).toBe('invalid');
  });

  it('binds a video grant to the asset and the viewer, stable within the hour', () => {
    const grant = videoGrant(7, 3, NOW);
    expect(videoGrant(7, 3, NOW + 10 * 60_000)).toEqual(grant);
    expect(checkVideoGrant(7, grant, NOW)).toEqual({ verdict: 'valid', viewerId: 3 });
    expect(checkVideoGrant(8, grant, NOW).verdict).toBe('invalid');
    expect(checkVideoGrant(7, { ...grant, u: '4' }, NOW).verdict).toBe('invalid');
    expect(checkVideoGrant(7, videoGrant(7, null, NOW), NOW)).toEqual({ verdict: 'valid', viewerId: null });
    expect(checkVideoGrant(7, grant, NOW + 8 * 3600_000).verdict).toBe('expired');
  });
});

describe('withGrant', () => {
  it('signs every relative URI of a playlist and leaves absolute ones and tags alone', () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="key.bin"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1',
      '720p/index.m3u8',
      '',
      'https://cdn.example/x.ts',
      '/abs/y.ts',
    ].join('\n');
    expect(withGrant(playlist, 'u=1&exp=2&sig=s').split('\n')).toEqual([
      '#EXTM3U',
      '#EXT-X-KEY:METHOD=AES-128,URI="key.bin?u=1&exp=2&sig=s"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1',
      '720p/index.m3u8?u=1&exp=2&sig=s',
      '',
      'https://cdn.example/x.ts',
      '/abs/y.ts',
    ]);
  });
});
