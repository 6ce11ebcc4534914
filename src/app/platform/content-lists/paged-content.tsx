import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { css } from 'styled-system/css';
import type { ContentResource } from '@shared/schemas/content';
import { Pagination } from '@app/ui/pagination';
import { LoadingRegion } from '@app/ui/skeleton';
import { CardGridSkeleton } from './card-grid-skeleton';
import { ContentGridList } from './content-grid-list';
import type { Page } from './list-types';
import { LoadError } from './load-error';

interface PagedContentProps<T extends ContentResource> {
  query: UseQueryResult<Page<T>>;
  page: number;
  onPageChange: (page: number) => void;
  hrefOf: (item: T) => string;
  extra?: (item: T) => ReactNode;
  /** Shown when the list is empty: an EmptyState with a next step. */
  empty: ReactNode;
  errorTitle: string;
  /** Names the pagination landmark when a page holds more than one list. */
  paginationLabel?: string;
}

/**
 * One page of a content list with its skeleton, error (with retry) and empty states, and the pages
 * below. While another page loads the previous one stays, dimmed by LoadingRegion's busy state.
 */
export function PagedContent<T extends ContentResource>(props: PagedContentProps<T>) {
  const { query, page, onPageChange, hrefOf, extra, empty, errorTitle, paginationLabel } = props;
  const { t } = useLingui();
  const { data, isPending, isError, isFetching, refetch, isRefetching } = query;

  if (isError && !data) {
    return <LoadError title={errorTitle} onRetry={() => void refetch()} retrying={isRefetching} />;
  }
  return (
    <LoadingRegion loading={isPending || (isFetching && !isRefetching)} label={t`Loading…`}>
      {isPending ? (
        <CardGridSkeleton />
      ) : data.data.length === 0 ? (
        empty
      ) : (
        <div className={css({ display: 'grid', gap: '6' })}>
          <ContentGridList items={data.data} hrefOf={hrefOf} extra={extra} />
          <Pagination
            page={page}
            count={data.meta.total}
            pageSize={data.meta.per_page}
            onPageChange={onPageChange}
            label={paginationLabel}
          />
        </div>
      )}
    </LoadingRegion>
  );
}
