import { describe, expect, it } from 'vitest';
import { estimateBytes, parseMaster, parseMediaPlaylist, singleVariantMaster } from './hls-manifest';

const master = `#EXTM3U
#EXT-X-VERSION:3
#EXT-X-STREAM-INF:BANDWIDTH=985600,RESOLUTION=640x360,CODECS="avc1.4d401e,mp4a.40.2"
360p/index.m3u8

#EXT-X-STREAM-INF:BANDWIDTH=3220800,RESOLUTION=1280x720,CODECS="avc1.4d401f,mp4a.40.2"
720p/index.m3u8
`;

describe('HLS manifests', () => {
  it('lists the renditions of a master, tallest first', () => {
    const variants = parseMaster(master);
    expect(variants.map((v) => [v.name, v.uri, v.bandwidth])).toEqual([
      ['720p', '720p/index.m3u8', 3220800],
      ['360p', '360p/index.m3u8', 985600],
    ]);
    expect(estimateBytes(variants[1]!, 8)).toBe(985600);
  });

  it('writes a master that offers only the saved rendition', () => {
    const [, low] = parseMaster(master);
    expect(parseMaster(singleVariantMaster(low!)).map((v) => v.uri)).toEqual(['360p/index.m3u8']);
  });

  it('lists the files of a media playlist, keys and init maps included', () => {
    const text = `#EXTM3U
#EXT-X-MAP:URI="init.mp4"
#EXT-X-KEY:METHOD=AES-128,URI="key.bin"
#EXTINF:4.0,
seg000.ts
#EXTINF:4.0,
seg001.ts
#EXT-X-ENDLIST`;
    expect(parseMediaPlaylist(text)).toEqual(['init.mp4', 'key.bin', 'seg000.ts', 'seg001.ts']);
  });
});
