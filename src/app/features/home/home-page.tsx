import { Trans, useLingui } from '@lingui/react/macro';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '../shell/use-page-title';
import { useSiteProfile } from '../shell/use-site-session';
import { ContentGrid } from './content-grid';
import { Hero } from './hero';

export function HomePage() {
  const { t, i18n } = useLingui();
  const profile = useSiteProfile();
  usePageTitle(t`Home`);
  return (
    <PageContainer width="wide">
      <Hero lang={i18n.locale as Locale} name={profile?.name} />
      <section aria-labelledby="latest-title" className={css({ display: 'grid', gap: '5' })}>
        <h2 id="latest-title" className={css({ textStyle: 'heading.lg' })}>
          <Trans>Latest on Stagepass</Trans>
        </h2>
        <ContentGrid profileCurrency={profile?.preferred_currency} />
      </section>
    </PageContainer>
  );
}
