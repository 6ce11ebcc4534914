import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { StudioListItem } from '@shared/schemas/content-editor';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion, Skeleton } from '@app/ui/skeleton';
import type { Page } from '@app/platform/content-lists/list-types';
import { LoadError } from '@app/platform/content-lists/load-error';
import { StudioItemRow } from './studio-item-row';

interface StudioItemListProps {
  query: UseQueryResult<Page<StudioListItem>>;
  page: number;
  onPageChange: (page: number) => void;
  /** Own items get the editor link; others (collaborations) their public page. */
  isOwn: (item: StudioListItem) => boolean;
  actions?: (item: StudioListItem) => ReactNode;
  empty: ReactNode;
  errorTitle: string;
  label: string;
}

/** A page of studio rows with loading, empty and error states and the pages below. */
export function StudioItemList({
  query,
  page,
  onPageChange,
  isOwn,
  actions,
  empty,
  errorTitle,
  label,
}: StudioItemListProps) {
  const { t } = useLingui();
  const { data, isPending, isError, isFetching, isRefetching, refetch } = query;
  if (isError && !data) {
    return <LoadError title={errorTitle} onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  return (
    <LoadingRegion loading={isPending || (isFetching && !isRefetching)} label={t`Loading…`}>
      {isPending ? (
        <div className={css({ display: 'grid', gap: '3' })}>
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} height="5rem" />
          ))}
        </div>
      ) : data.data.length === 0 ? (
        empty
      ) : (
        <div className={css({ display: 'grid', gap: '4' })}>
          <ul aria-label={label} className={css({ listStyle: 'none' })}>
            {data.data.map((item) => (
              <li key={item.id}>
                <StudioItemRow item={item} own={isOwn(item)} actions={actions?.(item)} />
              </li>
            ))}
          </ul>
          <Pagination page={page} count={data.meta.total} pageSize={data.meta.per_page} onPageChange={onPageChange} />
        </div>
      )}
    </LoadingRegion>
  );
}
