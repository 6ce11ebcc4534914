import { useLingui } from '@lingui/react/macro';
import PlayIcon from 'lucide-react/icons/play';
import { css, cx } from 'styled-system/css';
import { posterUrl } from '@shared/image-widths';
import type { ContentResource } from '@shared/schemas/content';
import { ResponsiveImage } from '@app/ui/responsive-image';
import { mediaFrame } from './styles';

/** The media column: the page's width on phones, two thirds of a 90rem page beside the details from `md`. */
const MEDIA_SIZES = '(min-width: 1152px) min(62vw, 56rem), 100vw';

/**
 * The page's first picture: the teaser (public for everyone), else the cover, else a neutral frame.
 * A plain <video>; the full player with resume and playlists arrives with its own issue.
 */
export function ContentTeaser({ item }: { item: ContentResource }) {
  const { t } = useLingui();
  const teaser = item.encodedTeaser;
  const title = item.title;
  const poster = posterUrl(teaser?.poster?.resize_url ?? item.cover?.resize_url);
  if (teaser?.url && teaser.status === 'ready') {
    return (
      <video
        className={mediaFrame}
        controls
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={t`Teaser: ${title}`}
      >
        <source src={teaser.url} type={teaser.mime_type} />
      </video>
    );
  }
  if (item.cover) {
    return <ResponsiveImage src={item.cover.resize_url} alt="" sizes={MEDIA_SIZES} priority className={mediaFrame} />;
  }
  return (
    <div
      aria-hidden="true"
      className={cx(mediaFrame, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }))}
    >
      <PlayIcon fill="currentColor" size={48} />
    </div>
  );
}
