import PlayIcon from 'lucide-react/icons/play';
import { css, cx } from 'styled-system/css';
import type { ImageRef } from '@shared/schemas/content';
import { ResponsiveImage } from '@app/ui/responsive-image';

const frame = css({
  display: 'block',
  width: 'full',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'control',
  bg: 'bg.muted',
});

/** In the playlists grid: columns of 14rem and more, the whole width on a phone. */
const CARD_SIZES = '(min-width: 768px) 20rem, 100vw';

interface PlaylistPosterProps {
  poster: ImageRef | null;
  className?: string;
  /** How wide it shows (`sizes`): a grid card's width unless a row says less. */
  sizes?: string;
}

/** A video's poster, or a quiet placeholder while there is none. Decorative: the title beside it names it. */
export function PlaylistPoster({ poster, className, sizes = CARD_SIZES }: PlaylistPosterProps) {
  if (poster) return <ResponsiveImage src={poster.resize_url} alt="" sizes={sizes} className={cx(frame, className)} />;
  return (
    <span
      aria-hidden="true"
      className={cx(frame, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }), className)}
    >
      <PlayIcon fill="currentColor" size={24} />
    </span>
  );
}
