import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { isApiError } from '@app/platform/api';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { PageContainer } from '@app/ui/page-container';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { LoadError } from '@app/platform/content-lists/load-error';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { feedItemQueryOptions } from './api';
import { FeedItemView } from './feed-item-view';

/** `/$lang/fan/feed/$contentId`: one feed item, compact, with the way to its full page. */
export function FeedItemPage() {
  const { t, i18n } = useLingui();
  const lang = i18n.locale as Locale;
  const { contentId } = useParams({ from: '/$lang/fan/feed/$contentId' });
  const { data, isPending, isError, error, refetch, isRefetching } = useQuery(
    feedItemQueryOptions(contentId, useViewerCurrency()),
  );
  usePageTitle(data?.title ?? t`Feed item`);

  const back = (
    <Link to="/$lang/fan/feed" params={{ lang }} className={buttonStyles({ variant: 'link' })}>
      <Trans>Back to your feed</Trans>
    </Link>
  );
  let body;
  if (isError && !data) {
    body =
      isApiError(error) && error.status === 404 ? (
        <EmptyState
          title={t`This item is no longer in your feed`}
          description={t`It may have been removed or its creator may no longer be visible to you.`}
          action={back}
        />
      ) : (
        <LoadError
          title={t`This item could not be loaded`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
          headingLevel="h2"
        />
      );
  } else if (isPending) {
    body = (
      <LoadingRegion loading label={t`Loading the item…`}>
        <div className={css({ display: 'grid', gap: '4' })}>
          <Skeleton className={css({ aspectRatio: '16 / 9' })} />
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" width="90%" />
        </div>
      </LoadingRegion>
    );
  } else {
    body = <FeedItemView item={data} lang={lang} />;
  }
  return (
    <PageContainer width="narrow">
      <div className={css({ display: 'grid', gap: '5', py: { base: '4', sm: '8' } })}>
        <div>{back}</div>
        {body}
      </div>
    </PageContainer>
  );
}
