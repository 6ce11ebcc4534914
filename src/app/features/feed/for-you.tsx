import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import HeartIcon from 'lucide-react/icons/heart';
import { css } from 'styled-system/css';
import type { Locale } from '@shared/locales';
import { EmptyState } from '@app/ui/empty-state';
import { LoadingRegion } from '@app/ui/skeleton';
import { CardGridSkeleton } from '@app/platform/content-lists/card-grid-skeleton';
import { contentHref } from '@app/platform/content-lists/content-href';
import { ContentRow } from '@app/platform/content-lists/content-row';
import { LoadError } from '@app/platform/content-lists/load-error';
import { useViewerCurrency } from '@app/platform/content-lists/use-viewer-currency';
import { feedQueryOptions } from './api';

export const FOR_YOU_SIZE = 8;

const seeAll = css({ color: 'accent.fg', fontWeight: '600', textStyle: 'body.sm', whiteSpace: 'nowrap' });

/** The top of a signed-in fan's feed, with the way to all of it. */
export function ForYou({ lang }: { lang: Locale }) {
  const { t } = useLingui();
  const query = useQuery(feedQueryOptions({ limit: FOR_YOU_SIZE }, useViewerCurrency()));
  const { data, isPending, isError, refetch, isRefetching } = query;
  const link = (
    <Link to="/$lang/fan/feed" params={{ lang }} className={seeAll}>
      <Trans>See your feed</Trans>
    </Link>
  );

  if (isError && !data) {
    return (
      <LoadError title={t`Your feed could not be loaded`} onRetry={() => void refetch()} retrying={isRefetching} />
    );
  }
  if (isPending) {
    return (
      <LoadingRegion loading label={t`Loading your feed…`}>
        <CardGridSkeleton count={4} />
      </LoadingRegion>
    );
  }
  if (data.data.length === 0) {
    return (
      <EmptyState
        headingLevel="h2"
        icon={<HeartIcon size={20} />}
        title={t`Your feed is empty for now`}
        description={t`Follow creators and choose your genres in your account: we will gather their newest here.`}
        action={link}
      />
    );
  }
  return (
    <ContentRow
      id="for-you"
      title={<Trans>For you</Trans>}
      items={data.data}
      hrefOf={(item) => contentHref(lang, item.id)}
      action={link}
    />
  );
}
