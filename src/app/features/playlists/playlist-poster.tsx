import PlayIcon from 'lucide-react/icons/play';
import { css, cx } from 'styled-system/css';
import type { ImageRef } from '@shared/schemas/content';

const frame = css({
  display: 'block',
  width: 'full',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'control',
  bg: 'bg.muted',
});

/** A video's poster, or a quiet placeholder while there is none. Decorative: the title beside it names it. */
export function PlaylistPoster({ poster, className }: { poster: ImageRef | null; className?: string }) {
  if (poster)
    return <img src={poster.resize_url} alt="" loading="lazy" decoding="async" className={cx(frame, className)} />;
  return (
    <span
      aria-hidden="true"
      className={cx(frame, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }), className)}
    >
      <PlayIcon fill="currentColor" size={24} />
    </span>
  );
}
