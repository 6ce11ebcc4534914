import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { formatDate } from '@app/platform/format';
import { PageContainer } from '@app/ui/page-container';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { staticPageQueryOptions } from './api';
import { Markdown } from './markdown';

/** Terms, privacy policy and support: an admin-edited Markdown page in the viewer's language. */
export function StaticPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { data: page } = useSuspenseQuery(staticPageQueryOptions(slug, lang));
  usePageTitle(page.title);
  const updated = formatDate(page.updated_at, 'date', lang);
  return (
    <PageContainer width="narrow" as="section">
      <article className={css({ display: 'grid', gap: '6' })}>
        <header className={css({ display: 'grid', gap: '2' })}>
          <h1 className={css({ textStyle: 'heading.xl' })}>{page.title}</h1>
          <p className={css({ color: 'fg.muted', textStyle: 'body.sm' })}>
            <Trans>Last updated {updated}</Trans>
          </p>
        </header>
        <Markdown source={page.body} title={page.title} />
      </article>
    </PageContainer>
  );
}
