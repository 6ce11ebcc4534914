import { Trans, useLingui } from '@lingui/react/macro';
import HeartIcon from 'lucide-react/icons/heart';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { WishlistButton } from '@app/platform/catalogue/wishlist-button';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { wishlistQueryOptions } from './api';
import { ContentList } from './content-list';
import { pageHeading } from './styles';

/** `/library/wishlist` and `/fan/wishlist`: what the fan saved for later, newest first. */
export function WishlistPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Wishlist`);
  return (
    <div className={css({ display: 'grid', gap: '4' })}>
      <h1 className={pageHeading}>
        <Trans>Wishlist</Trans>
      </h1>
      <ContentList
        options={wishlistQueryOptions}
        label={t`Wishlist`}
        errorTitle={t`Your wishlist could not be loaded`}
        renderActions={(item) => (
          <WishlistButton contentId={item.id} initialFavorite itemTitle={item.title} size="sm" />
        )}
        empty={
          <EmptyState
            icon={<HeartIcon size={20} />}
            title={t`Your wishlist is empty`}
            description={t`Tap the heart on any performance or class to keep it here for later.`}
            action={
              <UiLink href={`/${i18n.locale}`} className={buttonStyles({ variant: 'solid' })}>
                <Trans>Discover content</Trans>
              </UiLink>
            }
          />
        }
      />
    </div>
  );
}
