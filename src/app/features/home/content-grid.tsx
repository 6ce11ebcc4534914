import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import { useCurrency } from '@app/lib/preferences';
import { Button } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { AlertIcon, PlayIcon } from '@app/ui/icons';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { homeContentQueryOptions } from './api';
import { ContentCard } from '../catalogue/content-card';

const grid = css({
  display: 'grid',
  gap: { base: '4', sm: '5' },
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
});

function GridSkeleton() {
  return (
    <ul className={grid}>
      {Array.from({ length: 8 }, (_, index) => (
        <li key={index} className={css({ display: 'grid', gap: '3' })}>
          <Skeleton className={css({ aspectRatio: '16 / 9' })} />
          <Skeleton shape="text" width="30%" />
          <Skeleton shape="text" width="85%" />
          <Skeleton shape="text" width="50%" />
        </li>
      ))}
    </ul>
  );
}

/** The latest published content, with its loading, error (with retry) and empty states. */
export function ContentGrid({ profileCurrency }: { profileCurrency?: string | null }) {
  const { t } = useLingui();
  const currency = useCurrency(profileCurrency);
  const { data, isPending, isError, refetch, isRefetching } = useQuery(homeContentQueryOptions(currency));

  if (isError && !data) {
    return (
      <EmptyState
        headingLevel="h3"
        icon={<AlertIcon />}
        title={t`The latest content could not be loaded`}
        description={t`Check your connection, then try again.`}
        action={
          <Button type="button" loading={isRefetching} onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <LoadingRegion loading={isPending} label={t`Loading the latest content…`}>
      {isPending ? (
        <GridSkeleton />
      ) : data.data.length === 0 ? (
        <EmptyState
          headingLevel="h3"
          icon={<PlayIcon />}
          title={t`Nothing published yet`}
          description={t`Creators are preparing their first performances and classes. Come back soon.`}
        />
      ) : (
        <ul className={grid}>
          {data.data.map((item) => (
            <li key={item.id}>
              <ContentCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </LoadingRegion>
  );
}
