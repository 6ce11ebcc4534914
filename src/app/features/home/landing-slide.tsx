import { useLingui } from '@lingui/react/macro';
import PlayIcon from 'lucide-react/icons/play';
import { css, cx } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { UiLink } from '@app/ui/link-context';
import { ResponsiveImage } from '@app/ui/responsive-image';
import { contentTypeLabels } from '@app/platform/catalogue/content-type-label';
import { priceLabel } from '@app/platform/catalogue/price-label';

const slide = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: '3fr 2fr' },
  height: 'full',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
  borderRadius: 'card',
  overflow: 'hidden',
  color: 'inherit',
  textDecoration: 'none',
  _focusVisible: { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '-3px' },
});
const cover = css({
  width: 'full',
  aspectRatio: '16 / 9',
  // On wide screens the slide stays a banner rather than a screenful.
  maxHeight: { sm: '24rem' },
  height: 'full',
  objectFit: 'cover',
  bg: 'bg.muted',
  display: 'block',
});

/** The cover's width: the slide's whole width on phones, half of it from `sm`, three fifths of a 90rem page from `lg`. */
const COVER_SIZES = '(min-width: 1336px) min(60vw, 52rem), (min-width: 768px) 50vw, 100vw';

/**
 * One featured item: a large cover and, beside it on wide screens, its type, title, creator and price.
 * `priority` for the slide shown first: its cover is the landing page's largest picture.
 */
export function LandingSlide({
  item,
  href,
  priority = false,
}: {
  item: ContentResource;
  href: string;
  priority?: boolean;
}) {
  const { i18n } = useLingui();
  return (
    <UiLink href={href} className={slide}>
      {item.cover ? (
        <ResponsiveImage src={item.cover.resize_url} alt="" sizes={COVER_SIZES} priority={priority} className={cover} />
      ) : (
        <span
          aria-hidden="true"
          className={cx(cover, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }))}
        >
          <PlayIcon fill="currentColor" size={48} />
        </span>
      )}
      <span className={css({ display: 'grid', alignContent: 'center', gap: '2', p: { base: '4', sm: '8' } })}>
        <span
          className={css({ textStyle: 'caption', color: 'accent.fg', fontWeight: '600', textTransform: 'uppercase' })}
        >
          {i18n._(contentTypeLabels[item.type])}
        </span>
        <span className={css({ textStyle: { base: 'heading.md', sm: 'heading.xl' }, lineClamp: '2' })}>
          {item.title}
        </span>
        <span className={css({ textStyle: 'body.md', color: 'fg.muted', lineClamp: { base: '2', sm: '3' } })}>
          {item.description}
        </span>
        <span className={css({ display: 'flex', gap: '3', justifyContent: 'space-between', textStyle: 'body.sm' })}>
          <span className={css({ color: 'fg.muted', truncate: true })}>{item.shortOwner?.name}</span>
          <span className={css({ fontWeight: '700' })}>{priceLabel(item, i18n)}</span>
        </span>
      </span>
    </UiLink>
  );
}
