import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { NavTabs } from '@app/ui/nav-tabs';
import { PageContainer } from '@app/ui/page-container';

export type LibrarySection = 'overview' | 'wishlist' | 'following' | 'playlist' | 'communities';

/**
 * The library's sections as route tabs above the page. The `/fan/*` addresses of the same pages
 * (wishlist, following, communities) show the same tabs, so a fan can move on from either.
 */
export function LibraryFrame({ current, children }: { current: LibrarySection; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const base = `/${i18n.locale}/library`;
  const sections: Array<{ key: LibrarySection; href: string; label: string }> = [
    { key: 'overview', href: base, label: t`Library` },
    { key: 'wishlist', href: `${base}/wishlist`, label: t`Wishlist` },
    { key: 'following', href: `${base}/following`, label: t`Following` },
    { key: 'playlist', href: `${base}/playlist`, label: t`Playlists` },
    { key: 'communities', href: `${base}/communities`, label: t`Communities` },
  ];
  return (
    <PageContainer>
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={css({ overflowX: 'auto', mx: { base: '-4', sm: '0' }, px: { base: '4', sm: '0' } })}>
          <NavTabs
            label={t`Library sections`}
            items={sections.map(({ key, href, label }) => ({ href, label, active: key === current }))}
          />
        </div>
        {children}
      </div>
    </PageContainer>
  );
}
