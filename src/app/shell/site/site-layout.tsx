import { Outlet } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from '@app/ui/skip-link';
import { TrayButtonOnDemand } from '@app/features/playlists';
import { AppLife } from '@app/platform/offline/app-life';
import { FollowProfileLanguage } from './follow-profile-language';

/** The `/$lang` frame: skip link, header, the page as the main landmark, footer. */
export function SiteLayout() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' })}>
      <SkipLink />
      <SiteHeader />
      <AppLife />
      <FollowProfileLanguage />
      <main id={MAIN_ID} tabIndex={-1} className={css({ flex: '1', outline: 'none' })}>
        <Outlet />
      </main>
      <SiteFooter />
      <TrayButtonOnDemand />
    </div>
  );
}
