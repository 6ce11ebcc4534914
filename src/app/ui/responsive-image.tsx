import { DEFAULT_IMAGE_WIDTH, renditionSrcSet, renditionUrl } from '@shared/image-widths';

export interface ResponsiveImageProps {
  /** The image as the API names it (an ImageRef's `resize_url`); its WebP renditions are derived from it. */
  src: string;
  alt: string;
  /** How wide the image shows at each screen size (the `sizes` attribute): the browser picks a rendition by it. */
  sizes: string;
  /**
   * The page's main picture above the fold (its Largest Contentful Paint): fetched at once and first. Every
   * other image waits until it nears the screen.
   */
  priority?: boolean;
  /** The intrinsic shape, so its room is kept before it loads; covers and posters are 16:9. */
  width?: number;
  height?: number;
  /** Sets the displayed size: give it a width and `height: auto` (or an aspect ratio), as the attributes are pixels. */
  className?: string;
}

/** A cover or poster as WebP renditions: the browser loads the smallest one sharp enough for the screen. */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  priority = false,
  width = 640,
  height = 360,
  className,
}: ResponsiveImageProps) {
  return (
    <img
      src={renditionUrl(src, DEFAULT_IMAGE_WIDTH)}
      srcSet={renditionSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
    />
  );
}
