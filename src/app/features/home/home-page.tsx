import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { useSiteProfile } from '@app/platform/page/use-site-session';
import { ForYou } from '@app/features/feed';
import { Hero } from './hero';
import { LandingSections } from './landing-sections';

/** `/$lang`: the hero for visitors, "For you" for a signed-in member, then the landing for everyone. */
export function HomePage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const name = useSiteProfile()?.name;
  usePageTitle(t`Home`);
  return (
    <PageContainer width="wide">
      <div className={css({ display: 'grid', gap: { base: '10', sm: '14' }, pb: '10' })}>
        {name ? (
          <div className={css({ display: 'grid', gap: '8', pt: { base: '6', sm: '10' } })}>
            <h1 className={css({ textStyle: 'heading.xl' })}>
              <Trans>Welcome back, {name}</Trans>
            </h1>
            <ForYou lang={lang} />
          </div>
        ) : (
          <Hero lang={lang} />
        )}
        <LandingSections lang={lang} />
      </div>
    </PageContainer>
  );
}
