import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import UserIcon from 'lucide-react/icons/user';
import { css } from 'styled-system/css';
import { buttonStyles } from '@app/ui/button';
import { EmptyState } from '@app/ui/empty-state';
import { UiLink } from '@app/ui/link-context';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import { usePageTitle } from '@app/platform/page/use-page-title';
import { followingQueryOptions, LIBRARY_PAGE_SIZE } from './api';
import { FollowedCreatorRow } from './followed-creator-row';
import { LoadError } from '@app/platform/content-lists/load-error';
import { usePageParam } from '@app/platform/content-lists/page-search';
import { pageHeading } from './styles';

const list = css({ display: 'grid', '& > li + li': { borderTopWidth: '1px', borderColor: 'border.default' } });

/** `/library/following` and `/fan/following`: the creators the fan follows, most recent first. */
export function FollowingPage() {
  const { t, i18n } = useLingui();
  usePageTitle(t`Following`);
  const [page, setPage] = usePageParam();
  const { data, isPending, isError, refetch, isRefetching } = useQuery(followingQueryOptions(page));

  return (
    <div className={css({ display: 'grid', gap: '4', maxWidth: '48rem' })}>
      <h1 className={pageHeading}>
        <Trans>Following</Trans>
      </h1>
      {isError && !data ? (
        <LoadError
          headingLevel="h2"
          title={t`The creators you follow could not be loaded`}
          onRetry={() => void refetch()}
          retrying={isRefetching}
        />
      ) : (
        <LoadingRegion loading={isPending} label={t`Loading…`}>
          {isPending ? (
            <Skeleton height="12rem" />
          ) : data.data.length === 0 ? (
            <EmptyState
              icon={<UserIcon size={20} />}
              title={t`You do not follow anyone yet`}
              description={t`Follow creators to see their new performances and classes first.`}
              action={
                <UiLink href={`/${i18n.locale}`} className={buttonStyles({ variant: 'solid' })}>
                  <Trans>Discover creators</Trans>
                </UiLink>
              }
            />
          ) : (
            <div className={css({ display: 'grid', gap: '6' })}>
              <ul className={list} aria-label={t`Creators you follow`}>
                {data.data.map((creator) => (
                  <li key={creator.id}>
                    <FollowedCreatorRow creator={creator} />
                  </li>
                ))}
              </ul>
              <Pagination page={page} count={data.meta.total} pageSize={LIBRARY_PAGE_SIZE} onPageChange={setPage} />
            </div>
          )}
        </LoadingRegion>
      )}
    </div>
  );
}
