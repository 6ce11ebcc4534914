import { useLingui } from '@lingui/react/macro';
import PlayIcon from 'lucide-react/icons/play';
import { css, cx } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { useIsSignedIn } from '@app/platform/session';
import { Avatar } from '@app/ui/avatar';
import { Card } from '@app/ui/card';
import { ResponsiveImage } from '@app/ui/responsive-image';
import { UiLink } from '@app/ui/link-context';
import { WishlistButton } from './wishlist-button';
import { contentTypeLabels } from './content-type-label';
import { priceLabel } from './price-label';

const cover = css({
  display: 'block',
  width: 'full',
  height: 'auto',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: 'control',
  bg: 'bg.muted',
});

/**
 * How wide a card's cover shows: in a row, a strip of min(78%, 18rem) cards on phones; from `sm` up (and in
 * grids) columns of 15rem and more, about 20rem at most once the card's padding is taken off.
 */
const ROW_COVER_SIZES = '(min-width: 768px) 20rem, min(78vw, 18rem)';
/** In a grid on a phone, a card may take the whole width. */
export const GRID_COVER_SIZES = '(min-width: 768px) 20rem, 100vw';

/**
 * The title as a "stretched" link: its ::after covers the whole card, so the card is one big tap
 * target while the wishlist heart stays a separate button above it (a link may not contain a button).
 */
const stretchedLink = css({
  color: 'inherit',
  textDecoration: 'none',
  _after: { content: '""', position: 'absolute', inset: '0', borderRadius: 'card' },
  _focusVisible: { outline: 'none' },
  '&:focus-visible::after': { outline: '3px solid', outlineColor: 'focus.ring', outlineOffset: '2px' },
  _hover: { textDecoration: 'underline' },
});

export interface ContentCardProps {
  item: ContentResource;
  /**
   * Makes the card open this page itself. Leave it out when the card sits inside a link of its own
   * (ContentLink); then it has no interactive parts.
   */
  href?: string;
  /** With `href`: a small wishlist heart on the cover, shown only to signed-in viewers. */
  wishlist?: boolean;
  /** How wide the cover shows (`sizes`); a row's strip by default. */
  coverSizes?: string;
  /** The first cover in view on a page without a larger picture: its Largest Contentful Paint. */
  priority?: boolean;
}

/** One published item: cover, type, title, creator and price (or "Free"). */
export function ContentCard({
  item,
  href,
  wishlist = false,
  coverSizes = ROW_COVER_SIZES,
  priority = false,
}: ContentCardProps) {
  const { i18n } = useLingui();
  const signedIn = useIsSignedIn('site');
  const owner = item.shortOwner;
  const showHeart = Boolean(href) && wishlist && signedIn;
  return (
    <Card as="article" className={css({ height: 'full', position: 'relative' })}>
      <div className={css({ display: 'grid', gap: '3' })}>
        {item.cover ? (
          <ResponsiveImage
            src={item.cover.resize_url}
            alt=""
            sizes={coverSizes}
            priority={priority}
            className={cover}
          />
        ) : (
          <div
            aria-hidden="true"
            className={cx(cover, css({ display: 'grid', placeItems: 'center', color: 'fg.muted' }))}
          >
            <PlayIcon fill="currentColor" size={32} />
          </div>
        )}
        {showHeart ? (
          <div
            className={css({
              position: 'absolute',
              top: '2',
              right: '2',
              zIndex: '1',
              bg: 'bg.surface',
              borderRadius: 'pill',
              boxShadow: 'card',
            })}
          >
            <WishlistButton contentId={item.id} size="sm" itemTitle={item.title} />
          </div>
        ) : null}
        <p className={css({ textStyle: 'caption', color: 'accent.fg', fontWeight: '600', textTransform: 'uppercase' })}>
          {i18n._(contentTypeLabels[item.type])}
        </p>
        <h3 className={css({ textStyle: 'heading.sm', lineClamp: '2' })}>
          {href ? (
            <UiLink href={href} className={stretchedLink}>
              {item.title}
            </UiLink>
          ) : (
            item.title
          )}
        </h3>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', justifyContent: 'space-between' })}>
          {owner ? (
            <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '0' })}>
              <Avatar name={owner.name} src={owner.avatar?.resize_url} size="xs" decorative />
              <span className={css({ textStyle: 'body.sm', color: 'fg.muted', truncate: true })}>{owner.name}</span>
            </span>
          ) : (
            <span />
          )}
          <span className={css({ fontWeight: '700', whiteSpace: 'nowrap' })}>{priceLabel(item, i18n)}</span>
        </div>
      </div>
    </Card>
  );
}
