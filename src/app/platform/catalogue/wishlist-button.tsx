import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import HeartIcon from 'lucide-react/icons/heart';
import { css, cx } from 'styled-system/css';
import { useIsSignedIn } from '@app/platform/session';
import { buttonStyles } from '@app/ui/button';
import { IconButton } from '@app/ui/icon-button';
import { useSetFavorite, wishlistIdsQueryOptions } from './wishlist-api';
import { SignInLink } from './sign-in-link';

export interface WishlistButtonProps {
  contentId: number;
  /** What the page already knows, shown until the wishlist has loaded. */
  initialFavorite?: boolean;
  /** `sm` for the heart on a content card. */
  size?: 'sm' | 'md';
  /** Names the item in the label where several hearts share a page (cards). */
  itemTitle?: string;
}

const filled = css({ color: 'danger.fg', '& svg path': { fill: 'currentColor' } });

/** A heart that adds to or removes from the wishlist; `aria-pressed` carries the state, the name stays put. */
export function WishlistButton({ contentId, initialFavorite, size = 'md', itemTitle }: WishlistButtonProps) {
  const { t } = useLingui();
  const signedIn = useIsSignedIn('site');
  const { data: ids } = useQuery(wishlistIdsQueryOptions(signedIn));
  const setFavorite = useSetFavorite(contentId);
  const label = itemTitle ? t`Save ${itemTitle} to wishlist` : t`Save to wishlist`;

  if (!signedIn) {
    return (
      <SignInLink className={buttonStyles({ variant: 'ghost', size })} label={t`Sign in to save to your wishlist`}>
        <HeartIcon size={20} />
      </SignInLink>
    );
  }
  const favorite = ids ? ids.includes(contentId) : (initialFavorite ?? false);
  return (
    <IconButton
      aria-label={label}
      title={label}
      aria-pressed={favorite}
      size={size}
      disabled={!ids && initialFavorite === undefined}
      className={cx(favorite && filled)}
      onClick={() => setFavorite.mutate({ contentId, favorite: !favorite, ...(itemTitle && { title: itemTitle }) })}
    >
      <HeartIcon size={size === 'sm' ? 18 : 20} />
    </IconButton>
  );
}
