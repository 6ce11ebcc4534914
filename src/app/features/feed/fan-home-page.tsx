import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { buttonStyles } from '@app/ui/button';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { FollowedCreators } from './followed-creators';
import { ForYou } from './for-you';

/** `/$lang/fan/home`: a signed-in fan's summary: the top of their feed, the creators they follow, the way to their library. */
export function FanHomePage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const name = useSiteProfile()?.name;
  usePageTitle(t`Your home`);
  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: { base: '10', sm: '12' }, py: { base: '6', sm: '10' } })}>
        <div
          className={css({
            display: 'flex',
            flexWrap: 'wrap',
            gap: '4',
            alignItems: 'center',
            justifyContent: 'space-between',
          })}
        >
          <h1 className={css({ textStyle: 'heading.xl' })}>
            {name ? <Trans>Hello, {name}</Trans> : <Trans>Your home</Trans>}
          </h1>
          <Link to="/$lang/library" params={{ lang }} className={buttonStyles({ variant: 'outline' })}>
            <Trans>Open your library</Trans>
          </Link>
        </div>
        <ForYou lang={lang} />
        <section aria-labelledby="following-title" className={css({ display: 'grid', gap: '4' })}>
          <h2 id="following-title" className={css({ textStyle: 'heading.lg' })}>
            <Trans>Creators you follow</Trans>
          </h2>
          <FollowedCreators lang={lang} />
        </section>
      </div>
    </PageContainer>
  );
}
