import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, parseImageWidth, renditionSrcSet, renditionUrl } from './image-widths';

const cover = '/media/public/covers/abc123.webp';

describe('image widths', () => {
  it('offers a few widths, smallest first', () => {
    expect(IMAGE_WIDTHS).toEqual([320, 640, 960, 1280]);
  });

  it('reads a listed width from a URL and nothing else', () => {
    expect(parseImageWidth('640')).toBe(640);
    expect(parseImageWidth('1280')).toBe(1280);
    for (const text of ['', '641', '0640', '640.0', '6.4e2', ' 640', '-640', '99999999', 'abc']) {
      expect(parseImageWidth(text), text).toBeNull();
    }
  });

  it('builds the URL of a rendition of a public image', () => {
    expect(renditionUrl(cover, 320)).toBe('/media/public/covers/abc123.webp?w=320');
    expect(renditionUrl('/media/public/avatars/%E5%90%8D.jpg', 640)).toBe('/media/public/avatars/%E5%90%8D.jpg?w=640');
  });

  it('leaves URLs without renditions as they are', () => {
    for (const url of ['blob:http://localhost/1234', 'https://example.com/a.jpg', `${cover}?w=640`, '/media/v/1/a']) {
      expect(renditionUrl(url, 320), url).toBe(url);
      expect(renditionSrcSet(url), url).toBeUndefined();
    }
  });

  it('lists every rendition with its width for srcset', () => {
    expect(renditionSrcSet(cover)).toBe(
      `${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1280 1280w`,
    );
  });
});
