import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import PlayIcon from 'lucide-react/icons/play';
import { css } from 'styled-system/css';
import type { ContentType } from '@shared/codes';
import type { Locale } from '@shared/locales';
import { EmptyState } from '@app/ui/empty-state';
import { contentHref } from '@app/platform/content-lists/content-href';
import { PagedContent } from '@app/platform/content-lists/paged-content';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { creatorContentQueryOptions } from './api';
import { TabSkeleton } from './tab-skeleton';
import { useCreatorPage } from './use-creator-page';

/** One list tab (or one type) of a creator page: all their published items of `types`, 20 a page. */
export function CreatorContentList({ types, title }: { types: readonly ContentType[]; title: string }) {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { query: creatorQuery } = useCreatorPage();
  const creator = creatorQuery.data;
  const { page = 1 } = useSearch({ strict: false });
  const navigate = useNavigate();
  const currency = useViewerCurrency();
  const query = useQuery({
    ...creatorContentQueryOptions({ ownerId: creator?.id ?? 0, types, page }, currency),
    enabled: creator !== undefined,
  });
  if (!creator) return <TabSkeleton />;
  const name = creator.name;

  return (
    <section aria-labelledby="creator-list-title" className={css({ display: 'grid', gap: '4' })}>
      <h2 id="creator-list-title" className={css({ textStyle: 'heading.lg' })}>
        {title}
      </h2>
      <PagedContent
        query={query}
        page={page}
        onPageChange={(next) => {
          void navigate({ to: '.', search: { page: next } });
          window.scrollTo({ top: 0 });
        }}
        hrefOf={(item) => contentHref(lang, item.id)}
        empty={
          <EmptyState
            headingLevel="h3"
            icon={<PlayIcon size={20} fill="currentColor" />}
            title={t`Nothing here yet`}
            description={t`${name} has not published anything of this kind yet. Look at their other tabs.`}
          />
        }
        errorTitle={t`This list could not be loaded`}
        paginationLabel={t`Pages of ${title}`}
      />
    </section>
  );
}
