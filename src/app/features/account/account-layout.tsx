import { useLingui } from '@lingui/react/macro';
import { Outlet, useLocation } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { Permission } from '@shared/permissions';
import { NavTabs } from '@app/ui/nav-tabs';
import { PageContainer } from '@app/ui/page-container';
import { useAccountProfile } from './api';

/** `/account/*`: the account's sections as tabs above the page. */
export function AccountLayout() {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const profile = useAccountProfile();
  const base = `/${i18n.locale}/account`;
  const creator = profile?.permissions.includes(Permission.creator) ?? false;

  const sections = [
    { href: base, label: t`Overview` },
    // Spec §2 fixes the account menu's entries, so the purchases page is reached from here (and from receipts).
    { href: `${base}/purchases`, label: t`Purchases` },
    { href: `${base}/edit/public-data`, label: t`Public profile` },
    { href: `${base}/edit/personalization`, label: t`Personalization` },
    ...(creator ? [{ href: `${base}/edit/social-networks`, label: t`Social networks` }] : []),
    { href: `${base}/edit/change-password`, label: t`Password` },
    { href: `${base}/delete-profile`, label: t`Delete profile` },
  ];
  return (
    <PageContainer>
      <div className={css({ display: 'grid', gap: '6' })}>
        <div className={css({ overflowX: 'auto', mx: { base: '-4', sm: '0' }, px: { base: '4', sm: '0' } })}>
          <NavTabs
            label={t`Account sections`}
            items={sections.map((section) => ({
              ...section,
              active: pathname.replace(/\/$/, '') === section.href,
            }))}
          />
        </div>
        <Outlet />
      </div>
    </PageContainer>
  );
}
