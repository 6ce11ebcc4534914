import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';
import { renderUi } from './test-utils';

const cover = '/media/public/covers/abc.webp';

const imageOf = (ui: ReactElement) => renderUi(ui).container.querySelector('img')!;

describe('ResponsiveImage', () => {
  it('offers every WebP rendition with the sizes it is shown at', () => {
    const img = imageOf(<ResponsiveImage src={cover} alt="" sizes="(min-width: 768px) 20rem, 78vw" />);
    expect(img.getAttribute('src')).toBe(`${cover}?w=640`);
    expect(img.getAttribute('srcset')).toBe(
      `${cover}?w=320 320w, ${cover}?w=640 640w, ${cover}?w=960 960w, ${cover}?w=1280 1280w`,
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 20rem, 78vw');
  });

  it('keeps its 16:9 room and its text alternative', () => {
    const img = imageOf(<ResponsiveImage src={cover} alt="Salsa night" sizes="100vw" />);
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '360']);
    expect(img).toHaveAttribute('alt', 'Salsa night');
    const square = imageOf(<ResponsiveImage src={cover} alt="" sizes="5rem" width={1} height={1} />);
    expect([square.getAttribute('width'), square.getAttribute('height')]).toEqual(['1', '1']);
  });

  it('waits until it nears the screen unless it is the page’s main picture', () => {
    const lazy = imageOf(<ResponsiveImage src={cover} alt="" sizes="100vw" />);
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('decoding', 'async');
    expect(lazy).not.toHaveAttribute('fetchpriority');
    const main = imageOf(<ResponsiveImage src={cover} alt="" sizes="100vw" priority />);
    expect(main).toHaveAttribute('loading', 'eager');
    expect(main).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a picture without renditions as it is', () => {
    const img = imageOf(<ResponsiveImage src="blob:http://localhost/preview" alt="" sizes="100vw" />);
    expect(img.getAttribute('src')).toBe('blob:http://localhost/preview');
    expect(img).not.toHaveAttribute('srcset');
  });
});
